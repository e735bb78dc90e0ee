import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { releaseListedUnits } from "../../holdings/services/holdings.service.js";
import type { ListingType } from "../graphql/market.types.js";
import { lockOwnedListing, notOpenError } from "./listing-rules.js";
import { loadListingRow, toListing } from "./listing-view.js";

/**
 * The seller takes a listing off the market: a direct listing at any time while open, an auction only
 * before its first bid (2003; spec §4). The state change is conditional on exactly that, so a bid or
 * a purchase that commits first wins; the units still listed go back to the seller's free units.
 */
export async function cancelListing(
  deps: AppDeps,
  sellerId: string,
  listingId: string,
): Promise<ListingType> {
  return withTransaction(deps.dataSource, async (em) => {
    const listing = await lockOwnedListing(em, listingId, sellerId);
    if (listing.status !== "open") throw notOpenError(listing.status);
    const result = (await em.query(
      `UPDATE market_listing SET status = 'cancelled', closed_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND status = 'open' AND (type = 'direct' OR bid_count = 0)`,
      [listing.id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) {
      if (listing.type === "auction" && Number(listing.bid_count) > 0) {
        throw new DomainError("BID_LOCKED_AFTER_FIRST_BID");
      }
      throw notOpenError(listing.status);
    }
    await releaseListedUnits(em, listing.card_id, sellerId, Number(listing.remaining));
    return toListing((await loadListingRow(em, String(listing.id)))!, sellerId);
  });
}
