import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { settleAuction } from "@vitrine/gateway/domains/market/index.js";

/** market/settleAuction: at the auction's end time; a no-op when settled already or rescheduled. */
export const settleAuctionProcessor = (deps: AppDeps) => async (job: Job) =>
  settleAuction(deps, parseJobPayload("market", "settleAuction", job.data).listingId);
