import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import type { ListingType } from "../graphql/market.types.js";
import { lockOwnedListing, notOpenError, parseListingPrice } from "./listing-rules.js";
import { loadListingRow, toListing } from "./listing-view.js";

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
): Promise<ListingType> {
  const price = parseListingPrice(unitPrice, "unitPrice");
  return withTransaction(deps.dataSource, async (em) => {
    const listing = await lockOwnedListing(em, listingId, sellerId);
    if (listing.type !== "direct") throw new DomainError("DATA_ERROR", { field: "listingId" });
    const result = (await em.query(
      `UPDATE market_listing SET unit_price = ?
        WHERE id = ? AND type = 'direct' AND status = 'open' AND (ends_at IS NULL OR ends_at > UTC_TIMESTAMP(3))`,
      [price.toString(), listing.id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) throw notOpenError(listing.status === "open" ? "closed" : listing.status);
    return toListing((await loadListingRow(em, String(listing.id)))!, sellerId);
  });
}
