import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { releaseListedUnits } from "../../holdings/index.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import { cancelOpenListing } from "../repo/listings.repo.js";
import { lockOwnedListing, notOpenError } from "./listing-rules.js";
import { toListing } from "./listing-view.js";
import type { ListingView } from "./views.js";

/**
 * The seller takes a listing off the market: a direct listing at any time while open, an auction only
 * before its first bid (2003; spec §4). The state change is conditional on exactly that, so a bid or
 * a purchase that commits first wins; the units still listed go back to the seller's free units.
 */
export async function cancelListing(
  deps: AppDeps,
  sellerId: string,
  listingId: string,
): Promise<ListingView> {
  return withTransaction(deps.dataSource, async (em) => {
    const listing = await lockOwnedListing(em, listingId, sellerId);
    if (listing.status !== "open") throw notOpenError(listing.status);
    if (!(await cancelOpenListing(em, String(listing.id)))) {
      if (listing.type === "auction" && Number(listing.bid_count) > 0) {
        throw new DomainError("BID_LOCKED_AFTER_FIRST_BID");
      }
      throw notOpenError(listing.status);
    }
    await releaseListedUnits(em, listing.card_id, sellerId, Number(listing.remaining));
    return toListing((await loadListingRow(em, String(listing.id)))!, sellerId);
  });
}
