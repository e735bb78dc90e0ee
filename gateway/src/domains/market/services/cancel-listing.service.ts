import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { releaseListedUnits } from "../../holdings/index.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import { cancelOpenListing, lockListingForEdit } from "../repo/listings.repo.js";
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

/** What a staff take-down closed: whose units went back, of which card, how many. */
export interface TakenDownListing {
  listingId: string;
  sellerId: string;
  cardId: string;
  units: number;
  type: string;
}

/**
 * Staff take a listing off the market (listing moderation), inside the caller's transaction: the same
 * path as a seller's cancel — the conditional open → cancelled update, then the units still listed go
 * back to the seller's free units — without the ownership check. An auction with bids is refused
 * (2171: the bidders' funds are held until it settles); a listing that is not open, 2170.
 */
export async function takeDownListingInTransaction(
  em: EntityManager,
  listingId: string,
): Promise<TakenDownListing> {
  if (!/^\d{1,20}$/.test(listingId)) throw new DomainError("NOT_FOUND");
  const listing = await lockListingForEdit(em, listingId);
  if (!listing) throw new DomainError("NOT_FOUND");
  if (listing.status !== "open") throw new DomainError("LISTING_NOT_OPEN_FOR_TAKEDOWN");
  if (listing.type === "auction" && Number(listing.bid_count) > 0) {
    throw new DomainError("LISTING_TAKEDOWN_HAS_BIDS");
  }
  if (!(await cancelOpenListing(em, String(listing.id))))
    throw new DomainError("LISTING_NOT_OPEN_FOR_TAKEDOWN");
  const sellerId = String(listing.seller_id);
  await releaseListedUnits(em, listing.card_id, sellerId, Number(listing.remaining));
  return {
    listingId: String(listing.id),
    sellerId,
    cardId: String(listing.card_id),
    units: Number(listing.remaining),
    type: String(listing.type),
  };
}
