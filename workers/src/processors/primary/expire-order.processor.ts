import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { expireOrder } from "@vitrine/gateway/domains/primary/index.js";

/** primary/expireOrder: at the end of an order's 1-hour hold; a no-op once it is paid or closed. */
export const expireOrderProcessor = (deps: AppDeps) => async (job: Job) =>
  expireOrder(deps, parseJobPayload("primary", "expireOrder", job.data).orderId);
