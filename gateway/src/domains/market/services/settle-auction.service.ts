import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { completeClosedAuction, type AuctionOutcome } from "./settle-auction-moves.js";

/**
 * Settles an auction whose end time has passed. Idempotent: the conditional update on the open,
 * overdue listing lets exactly one run (job delivered twice, job racing the sweeper) move anything;
 * every other run — and a stale job of a rescheduled auction, whose ends_at is still ahead — returns
 * null. The end time is read from the database, never from the job.
 */
export async function settleAuction(deps: AppDeps, listingId: string): Promise<AuctionOutcome | null> {
  return withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE market_listing
          SET status = IF(highest_bid_id IS NULL, 'closed', 'sold'),
              remaining = IF(highest_bid_id IS NULL, remaining, 0), closed_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND type = 'auction' AND status = 'open' AND ends_at <= UTC_TIMESTAMP(3)`,
      [listingId],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) return null;
    return completeClosedAuction(em, listingId, deps.config.MARKET_FEE_BPS);
  });
}

/** Sweep task: settles overdue auctions whose job was lost. Returns how many it settled. */
export async function settleOverdueAuctions(deps: AppDeps): Promise<number> {
  const rows = (await deps.dataSource.query(
    `SELECT id FROM market_listing WHERE status = 'open' AND ends_at <= UTC_TIMESTAMP(3) AND type = 'auction'
      ORDER BY ends_at LIMIT 500`,
  )) as { id: string }[];
  let count = 0;
  for (const row of rows) if (await settleAuction(deps, String(row.id))) count++;
  return count;
}
