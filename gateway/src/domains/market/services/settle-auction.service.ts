import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { closeOverdueAuction, findOverdueAuctionIds } from "../repo/listings.repo.js";
import { completeClosedAuction, type AuctionOutcome } from "./settle-auction-moves.js";
import { settleAuctionBatch } from "./settle-auction-batch.service.js";

/**
 * Settles an auction whose end time has passed. Idempotent: the conditional update on the open,
 * overdue listing lets exactly one run (job delivered twice, job racing the sweeper) move anything;
 * every other run — and a stale job of a rescheduled auction, whose ends_at is still ahead — returns
 * null. The end time is read from the database, never from the job.
 */
export async function settleAuction(deps: AppDeps, listingId: string): Promise<AuctionOutcome | null> {
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await closeOverdueAuction(em, listingId))) return null;
    return completeClosedAuction(em, listingId, deps.config.MARKET_FEE_BPS);
  });
}

/** How many overdue auctions the sweep settles per transaction (see settleAuctionBatch). */
const SWEEP_BATCH = 50;

/**
 * Sweep task: settles overdue auctions whose job was lost, in batches. Returns how many it settled;
 * throws the first failure once every other auction has been settled.
 */
export async function settleOverdueAuctions(deps: AppDeps): Promise<number> {
  const ids = await findOverdueAuctionIds(deps.dataSource);
  let count = 0;
  let failure: unknown = null;
  for (let start = 0; start < ids.length; start += SWEEP_BATCH) {
    for (const result of await settleAuctionBatch(deps, ids.slice(start, start + SWEEP_BATCH))) {
      if (result.ok && result.outcome) count++;
      if (!result.ok) failure ??= result.error;
    }
  }
  if (failure) throw failure;
  return count;
}
