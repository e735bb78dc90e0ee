import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { takeDownListingInTransaction, type TakenDownListing } from "../../market/index.js";
import { notifyAfterCommit } from "../../notices/index.js";

/** The longest take-down reason kept (the staff audit log keeps it with the call). */
export const TAKEDOWN_REASON_MAX = 255;

/**
 * Listing moderation: support takes an open listing down with a reason. One transaction: the market's
 * cancel path (conditional open → cancelled, the listed units back to the seller's free units) and
 * the seller's notice (LISTING_TAKEN_DOWN, through the outbox, so a rolled-back take-down tells
 * nobody). The reason is required; the StaffOperation decorator writes it, with the listing's state
 * before and after, to the audit log. 2170 not open, 2171 an auction with bids, 404 unknown.
 */
export async function takeDownListing(
  deps: AppDeps,
  listingId: string,
  reason: string,
): Promise<TakenDownListing> {
  const why = reason.trim();
  if (!why) throw new DomainError("DATA_ERROR", { field: "reason", reason: "validation.required" });
  if (why.length > TAKEDOWN_REASON_MAX) {
    throw new DomainError("DATA_ERROR", { field: "reason", reason: "validation.tooLong" });
  }
  return withTransaction(deps.dataSource, async (em) => {
    const done = await takeDownListingInTransaction(em, listingId);
    await notifyAfterCommit(em, {
      userId: done.sellerId,
      kind: "LISTING_TAKEN_DOWN",
      key: done.listingId,
      params: { listingId: done.listingId, cardId: done.cardId, units: String(done.units) },
    });
    return done;
  });
}
