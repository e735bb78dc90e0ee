import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { loadListingRow } from "../repo/listing-select.repo.js";
import { updateDirectUnitPrice } from "../repo/listings.repo.js";
import { lockOwnedListing, notOpenError, parseListingPrice } from "./listing-rules.js";
import { toListing } from "./listing-view.js";
import type { ListingView } from "./views.js";

/**
 * A direct listing's new unit price (whole, over 10). The listing row is locked, so a purchase in
 * flight pays either the old price or the new one, never a mix; the update is conditional on the
 * listing still being open. (Auctions are edited by updateAuction, update-auction.service.ts.)
 */
export async function updateListingPrice(
  deps: AppDeps,
  sellerId: string,
  listingId: string,
  unitPrice: string,
): Promise<ListingView> {
  const price = parseListingPrice(unitPrice, "unitPrice");
  return withTransaction(deps.dataSource, async (em) => {
    const listing = await lockOwnedListing(em, listingId, sellerId);
    if (listing.type !== "direct") throw new DomainError("DATA_ERROR", { field: "listingId" });
    if (!(await updateDirectUnitPrice(em, String(listing.id), price.toString())))
      throw notOpenError(listing.status === "open" ? "closed" : listing.status);
    return toListing((await loadListingRow(em, String(listing.id)))!, sellerId);
  });
}
