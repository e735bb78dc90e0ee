import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { MAX_NUMBER } from "@vitrine/schema";
import { assertRowId } from "../../../shared/row-id.js";
import { usdt } from "./listing-view.js";
import { assertBuyable } from "./buy-listing.service.js";
import { marketFee } from "./market-fee.js";
import type { PurchaseQuoteView } from "./views.js";
import { findListingForQuote } from "../repo/listings.repo.js";

/**
 * What buying `units` of a direct listing would cost, shown before the buyer confirms: the total, the
 * marketplace fee (taken from the seller's side, spec §9) and what the seller receives. It refuses
 * through buyListing's own assertBuyable, so the dialog tells the buyer exactly what buying would.
 */
export async function purchaseQuote(
  dataSource: DataSource,
  feeBps: number,
  listingId: string,
  units: number,
  viewerId: string | null,
): Promise<PurchaseQuoteView> {
  if (!Number.isSafeInteger(units) || units < 1 || units > MAX_NUMBER) {
    throw new DomainError("DATA_ERROR", { field: "units", reason: "validation.units" });
  }
  assertRowId("listingId", listingId);
  const row = await findListingForQuote(dataSource, listingId);
  if (!row) throw new DomainError("NOT_FOUND");
  assertBuyable(row, viewerId, units);
  const total = BigInt(row.unit_price!) * BigInt(units);
  const fee = marketFee(total, feeBps);
  return { total: usdt(total)!, fee: usdt(fee)!, sellerReceives: usdt(total - fee)! };
}
