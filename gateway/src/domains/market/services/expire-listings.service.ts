import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { releaseListedUnits } from "../../holdings/index.js";
import {
  closeOverdueDirectListing,
  findOverdueDirectListingIds,
  lockListingUnits,
} from "../repo/listings.repo.js";

/**
 * Sweep task: closes direct listings whose sales deadline has passed and gives their unsold units
 * back to the seller. Purchases already refuse them (the buy update checks ends_at), so this only
 * makes the stored state and the holdings catch up. Each listing is its own transaction, closed by a
 * conditional update, so a purchase or cancellation that commits first simply wins. Returns how many
 * listings it closed.
 */
export async function expireOverdueListings(deps: AppDeps, batch = 500): Promise<number> {
  const due = await findOverdueDirectListingIds(deps.dataSource, batch);
  let closed = 0;
  for (const id of due) {
    if (await expireListing(deps, id)) closed++;
  }
  return closed;
}

async function expireListing(deps: AppDeps, listingId: string): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    const listing = await lockListingUnits(em, listingId);
    const closed = await closeOverdueDirectListing(em, listingId);
    if (!closed || !listing) return false;
    await releaseListedUnits(em, listing.card_id, String(listing.seller_id), Number(listing.remaining));
    return true;
  });
}
