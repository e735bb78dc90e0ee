import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { settleAuctionBatch } from "@vitrine/gateway/domains/market/index.js";
import { SettlementBatcher } from "./settlement-batcher.js";

/**
 * The market worker's concurrency: how many settlement jobs run at once. Jobs running together are
 * settled in batches of up to SETTLE_BATCH auctions, one transaction each (a closing wave is thousands
 * of auctions due in the same second), so about four batches are in flight — within the database pool
 * (10 connections). Larger batches hold their sellers' and winners' rows longer, for about the same
 * rate (docs/PERFORMANCE.md, "Auctions ending in the same second").
 */
export const MARKET_CONCURRENCY = 128;
export const SETTLE_BATCH = 32;
/** The longest a job waits for others to share its batch. */
export const SETTLE_BATCH_WAIT_MS = 5;

/**
 * market/settleAuction: at the auction's end time; a no-op when settled already or rescheduled.
 * Resolves with the auction's outcome (null: nothing to do); rejects with its own settlement's error
 * only, and BullMQ retries it.
 */
export const settleAuctionProcessor = (deps: AppDeps) => {
  const batcher = new SettlementBatcher(
    (ids) => settleAuctionBatch(deps, ids),
    SETTLE_BATCH,
    SETTLE_BATCH_WAIT_MS,
  );
  return async (job: Job) => batcher.settle(parseJobPayload("market", "settleAuction", job.data).listingId);
};
