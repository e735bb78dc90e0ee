import type { EntityManager } from "typeorm";
import { enqueueAfterCommit } from "../../outbox/index.js";

/**
 * Schedules an auction's settlement at its end time, inside the caller's transaction (the job exists
 * only if the listing does). The job id includes the end time, so rescheduling (updateAuction) adds a
 * new job instead of colliding with the old one; the old job then runs early and settlement, which
 * re-checks ends_at in the database, does nothing.
 */
export async function scheduleAuctionSettlement(
  em: EntityManager,
  listingId: string,
  endsAt: Date,
): Promise<void> {
  await enqueueAfterCommit(
    em,
    "market",
    "settleAuction",
    { listingId },
    { jobId: `settle-auction-${listingId}-${endsAt.getTime()}`, runAt: endsAt },
  );
}
