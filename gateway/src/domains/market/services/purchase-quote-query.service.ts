import type { DataSource } from "typeorm";
import { DomainError } from "../../../graphql/domain-error.js";
import { PurchaseQuoteType } from "../graphql/market.types.js";
import { MAX_NUMBER } from "@vitrine/schema";
import { isRowId } from "./card-market-query.service.js";
import { usdt } from "./listing-view.js";
import { marketFee } from "./market-fee.js";

interface QuoteRow {
  type: "direct" | "auction";
  seller_id: string;
  status: "open" | "sold" | "cancelled" | "closed";
  remaining: number;
  unit_price: string | null;
  starts_at: Date;
  ends_at: Date | null;
}

/**
 * What buying `units` of a direct listing would cost, shown before the buyer confirms: the total, the
 * marketplace fee (taken from the seller's side, spec §9) and what the seller receives. It refuses what
 * buyListing would refuse, with the same codes in the same order (buy-listing.service.ts
 * assertBuyable), so the dialog can tell the buyer before they press the button: 1044 for auctions
 * (bought by bidding), 1021 for the viewer's own listing, 1016 sold out or fewer units left, 1020
 * cancelled, closed or past its deadline, 1019 not on shelf yet.
 */
export async function purchaseQuote(
  dataSource: DataSource,
  feeBps: number,
  listingId: string,
  units: number,
  viewerId: string | null,
  now = new Date(),
): Promise<PurchaseQuoteType> {
  if (!Number.isSafeInteger(units) || units < 1 || units > MAX_NUMBER) {
    throw new DomainError("DATA_ERROR", { field: "units", reason: "validation.units" });
  }
  if (!isRowId(listingId)) throw new DomainError("NOT_FOUND");
  const [row] = (await dataSource.query(
    `SELECT type, seller_id, status, remaining, unit_price, starts_at, ends_at FROM market_listing WHERE id = ?`,
    [listingId],
  )) as QuoteRow[];
  if (!row) throw new DomainError("NOT_FOUND");
  if (row.type !== "direct" || row.unit_price === null) throw new DomainError("ITEM_NOT_PURCHASABLE");
  if (viewerId !== null && String(row.seller_id) === String(viewerId))
    throw new DomainError("CANNOT_BUY_OWN_CARD");
  if (row.status === "sold") throw new DomainError("SOLD_OUT");
  if (row.status !== "open" || (row.ends_at !== null && new Date(row.ends_at) <= now)) {
    throw new DomainError("CARD_NOT_FOR_SALE_ANYMORE");
  }
  if (new Date(row.starts_at) > now) throw new DomainError("CARD_NOT_FOR_SALE");
  if (Number(row.remaining) < units) throw new DomainError("SOLD_OUT");
  const total = BigInt(row.unit_price) * BigInt(units);
  const fee = marketFee(total, feeBps);
  return Object.assign(new PurchaseQuoteType(), {
    total: usdt(total)!,
    fee: usdt(fee)!,
    sellerReceives: usdt(total - fee)!,
  });
}
