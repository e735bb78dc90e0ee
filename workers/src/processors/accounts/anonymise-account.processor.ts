import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { anonymiseAccount } from "@vitrine/gateway/domains/accounts/index.js";

/** accounts/anonymise: at the end of the deletion period; a no-op for restored accounts. */
export const anonymiseAccountProcessor = (deps: AppDeps) => async (job: Job) =>
  anonymiseAccount(deps, parseJobPayload("accounts", "anonymise", job.data).userId);
