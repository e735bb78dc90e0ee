import { Money } from "@vitrine/schema";
import { maskNickname, profilePictureUrl, type PublicUserView } from "../../accounts/index.js";
import { toCardView } from "../../catalog/index.js";
import type { ListingRow, TradeRow } from "../repo/listing-select.repo.js";
import type { ListingState, ListingView, TradeView } from "./views.js";

/** Maps the rows of repo/listing-select.repo.ts to the marketplace's views. */

const WHOLE_MICRO = /^\d+$/;

/**
 * Micro-USDT (BIGINT string) → decimal string; null stays null. A non-negative integer string (what
 * MySQL answers for every amount column) is cut as Money#toDecimal cuts it, without the BigInt round
 * trip — a page of listings formats over a hundred amounts.
 */
export function usdt(micro: string | bigint | null): string | null {
  if (micro === null) return null;
  if (typeof micro === "string" && WHOLE_MICRO.test(micro)) {
    const digits = micro.replace(/^0+(?=\d{7})/, "").padStart(7, "0");
    const fraction = digits.slice(-6).replace(/0+$/, "");
    return fraction ? `${digits.slice(0, -6)}.${fraction}` : digits.slice(0, -6);
  }
  return Money.ofMinor("USDT", BigInt(micro)).toDecimal();
}

/** A prefixed user from a row, as a visitor may see it (the nickname masked when hidden). */
export function toPublicUserFromRow(source: object, prefix: string): PublicUserView {
  const row = source as Record<string, unknown>;
  const nickname = String(row[`${prefix}nickname`]);
  const pictureKey = row[`${prefix}picture_key`] as string | null;
  return {
    publicId: String(row[`${prefix}public_id`]),
    displayName: Number(row[`${prefix}show_nickname`]) ? nickname : maskNickname(nickname),
    profilePictureUrl: profilePictureUrl({ profilePictureKey: pictureKey }),
    memberSince: new Date(row[`${prefix}created_at`] as Date),
  };
}

/**
 * The shown state: stored status plus time. An open listing before its launch date is NOT_ON_SHELF;
 * one past its deadline is CLOSED even before the sweeper or the settlement job has written that —
 * except an auction with a leading bid, which is decided at its closing time: it reads SOLD at once
 * (settlement moves the card and the USDT seconds later), so its winner never sees "closed".
 */
export function listingState(row: ListingRow, now = new Date()): ListingState {
  switch (row.l_status) {
    case "sold":
      return "SOLD";
    case "cancelled":
      return "CANCELLED";
    case "closed":
      return "CLOSED";
    default:
      if (new Date(row.l_starts_at) > now) return "NOT_ON_SHELF";
      if (row.l_ends_at !== null && new Date(row.l_ends_at) <= now) {
        return row.l_type === "auction" && row.l_highest_bid !== null ? "SOLD" : "CLOSED";
      }
      return "SELLING";
  }
}

/** `viewerId` (the signed-in user's id, if any) decides `isMine`. */
export function toListing(row: ListingRow, viewerId?: string | null, now = new Date()): ListingView {
  const isAuction = row.l_type === "auction";
  return {
    id: String(row.l_id),
    type: isAuction ? "AUCTION" : "DIRECT",
    state: listingState(row, now),
    card: toCardView(row),
    seller: toPublicUserFromRow(row, "seller_"),
    units: Number(row.l_units),
    remaining: Number(row.l_remaining),
    unitPrice: usdt(row.l_unit_price),
    startPrice: usdt(row.l_start_price),
    buyNowPrice: usdt(row.l_buy_now_price),
    highestBid: usdt(row.l_highest_bid),
    bidCount: Number(row.l_bid_count),
    // A bid must exceed the highest bid, or the reserve before anyone has bid.
    minimumNextBid: isAuction ? usdt(row.l_highest_bid ?? row.l_start_price) : null,
    startsAt: new Date(row.l_starts_at),
    endsAt: row.l_ends_at === null ? null : new Date(row.l_ends_at),
    createdAt: new Date(row.l_created_at),
    isMine: viewerId != null && String(row.l_seller_id) === String(viewerId),
  };
}

export function toTrade(row: TradeRow): TradeView {
  const total = BigInt(row.t_total);
  const fee = BigInt(row.t_fee);
  return {
    id: String(row.t_id),
    orderId: row.t_order_id,
    kind: row.t_kind === "auction" ? "AUCTION" : "DIRECT",
    card: toCardView(row),
    units: Number(row.t_units),
    unitPrice: usdt(row.t_unit_price)!,
    total: usdt(total)!,
    fee: usdt(fee)!,
    sellerReceives: usdt(total - fee)!,
    buyer: toPublicUserFromRow(row, "buyer_"),
    seller: toPublicUserFromRow(row, "seller_"),
    createdAt: new Date(row.t_created_at),
  };
}
