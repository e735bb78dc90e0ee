import { Money } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { PublicUserType } from "../../../graphql/account.types.js";
import { maskNickname, profilePictureUrl } from "../../accounts/index.js";
import { CARD_SELECT, toCardView, type CardRow } from "../../catalog/index.js";
import { CardType } from "../../catalog/graphql/catalog.types.js";
import { ListingStateEnum, ListingType, ListingTypeEnum, TradeType } from "../graphql/market.types.js";

/**
 * The read model of listings and trades. One SQL each (`LISTING_SELECT`, `TRADE_SELECT`) yields flat
 * rows with the card (through the catalogue's own CARD_SELECT, so the card shape lives in one place)
 * and the people already joined; `toListing`/`toTrade` map a row to the API type. Append your own
 * `WHERE … ORDER BY … LIMIT` to the selects.
 */

/** Public columns of a user, prefixed (`seller_`, `buyer_`, `bidder_`) so several fit in one row. */
export const userColumns = (alias: string, prefix: string) =>
  `${alias}.public_id AS ${prefix}public_id, ${alias}.nickname AS ${prefix}nickname,
   ${alias}.show_nickname AS ${prefix}show_nickname, ${alias}.profile_picture_key AS ${prefix}picture_key,
   ${alias}.created_at AS ${prefix}created_at`;

export const LISTING_SELECT = `
  SELECT l.id AS l_id, l.seller_id AS l_seller_id, l.type AS l_type, l.status AS l_status, l.units AS l_units,
         l.remaining AS l_remaining, l.unit_price AS l_unit_price, l.start_price AS l_start_price,
         l.buy_now_price AS l_buy_now_price, l.highest_bid AS l_highest_bid, l.bid_count AS l_bid_count,
         l.starts_at AS l_starts_at, l.ends_at AS l_ends_at, l.created_at AS l_created_at,
         ${userColumns("su", "seller_")}, cv.*
    FROM market_listing l
    JOIN user_account su ON su.id = l.seller_id
    JOIN (${CARD_SELECT}) cv ON cv.id = l.card_id`;

export const TRADE_SELECT = `
  SELECT t.id AS t_id, t.order_id AS t_order_id, t.listing_id AS t_listing_id, t.kind AS t_kind,
         t.units AS t_units, t.unit_price AS t_unit_price, t.total AS t_total, t.fee AS t_fee,
         t.seller_id AS t_seller_id, t.buyer_id AS t_buyer_id, t.created_at AS t_created_at,
         ${userColumns("su", "seller_")}, ${userColumns("bu", "buyer_")}, cv.*
    FROM market_trade t
    JOIN user_account su ON su.id = t.seller_id
    JOIN user_account bu ON bu.id = t.buyer_id
    JOIN (${CARD_SELECT}) cv ON cv.id = t.card_id`;

interface UserColumns {
  public_id: string;
  nickname: string;
  show_nickname: number;
  picture_key: string | null;
  created_at: Date;
}

export type ListingRow = CardRow & {
  l_id: string;
  l_seller_id: string;
  l_type: "direct" | "auction";
  l_status: "open" | "sold" | "cancelled" | "closed";
  l_units: number;
  l_remaining: number;
  l_unit_price: string | null;
  l_start_price: string | null;
  l_buy_now_price: string | null;
  l_highest_bid: string | null;
  l_bid_count: number;
  l_starts_at: Date;
  l_ends_at: Date | null;
  l_created_at: Date;
} & Record<`seller_${keyof UserColumns}`, unknown>;

export type TradeRow = CardRow & {
  t_id: string;
  t_order_id: string;
  t_listing_id: string;
  t_kind: "direct" | "auction";
  t_units: number;
  t_unit_price: string;
  t_total: string;
  t_fee: string;
  t_seller_id: string;
  t_buyer_id: string;
  t_created_at: Date;
} & Record<`seller_${keyof UserColumns}` | `buyer_${keyof UserColumns}`, unknown>;

/** Micro-USDT (BIGINT string) → decimal string; null stays null. */
export function usdt(micro: string | bigint | null): string | null {
  return micro === null ? null : Money.ofMinor("USDT", BigInt(micro)).toDecimal();
}

/** A prefixed user from a row, as a visitor may see it (the nickname masked when hidden). */
export function toPublicUserFromRow(source: object, prefix: string): PublicUserType {
  const row = source as Record<string, unknown>;
  const nickname = String(row[`${prefix}nickname`]);
  const pictureKey = row[`${prefix}picture_key`] as string | null;
  return Object.assign(new PublicUserType(), {
    publicId: String(row[`${prefix}public_id`]),
    displayName: Number(row[`${prefix}show_nickname`]) ? nickname : maskNickname(nickname),
    profilePictureUrl: profilePictureUrl({ profilePictureKey: pictureKey }),
    memberSince: new Date(row[`${prefix}created_at`] as Date),
  });
}

/**
 * The shown state: stored status plus time. An open listing before its launch date is NOT_ON_SHELF;
 * one past its deadline is CLOSED even before the sweeper or the settlement job has written that —
 * except an auction with a leading bid, which is decided at its closing time: it reads SOLD at once
 * (settlement moves the card and the USDT seconds later), so its winner never sees "closed".
 */
export function listingState(row: ListingRow, now = new Date()): ListingStateEnum {
  switch (row.l_status) {
    case "sold":
      return ListingStateEnum.SOLD;
    case "cancelled":
      return ListingStateEnum.CANCELLED;
    case "closed":
      return ListingStateEnum.CLOSED;
    default:
      if (new Date(row.l_starts_at) > now) return ListingStateEnum.NOT_ON_SHELF;
      if (row.l_ends_at !== null && new Date(row.l_ends_at) <= now) {
        return row.l_type === "auction" && row.l_highest_bid !== null
          ? ListingStateEnum.SOLD
          : ListingStateEnum.CLOSED;
      }
      return ListingStateEnum.SELLING;
  }
}

/** `viewerId` (the signed-in user's id, if any) decides `isMine`. */
export function toListing(row: ListingRow, viewerId?: string | null, now = new Date()): ListingType {
  const isAuction = row.l_type === "auction";
  return Object.assign(new ListingType(), {
    id: String(row.l_id),
    type: isAuction ? ListingTypeEnum.AUCTION : ListingTypeEnum.DIRECT,
    state: listingState(row, now),
    card: Object.assign(new CardType(), toCardView(row)),
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
  });
}

export function toTrade(row: TradeRow): TradeType {
  const total = BigInt(row.t_total);
  const fee = BigInt(row.t_fee);
  return Object.assign(new TradeType(), {
    id: String(row.t_id),
    orderId: row.t_order_id,
    kind: row.t_kind === "auction" ? ListingTypeEnum.AUCTION : ListingTypeEnum.DIRECT,
    card: Object.assign(new CardType(), toCardView(row)),
    units: Number(row.t_units),
    unitPrice: usdt(row.t_unit_price)!,
    total: usdt(total)!,
    fee: usdt(fee)!,
    sellerReceives: usdt(total - fee)!,
    buyer: toPublicUserFromRow(row, "buyer_"),
    seller: toPublicUserFromRow(row, "seller_"),
    createdAt: new Date(row.t_created_at),
  });
}

/** One listing by id, or undefined. Pass the transaction's manager to read your own writes. */
export async function loadListingRow(em: EntityManager, listingId: string): Promise<ListingRow | undefined> {
  const rows = (await em.query(`${LISTING_SELECT} WHERE l.id = ?`, [listingId])) as ListingRow[];
  return rows[0];
}

export async function loadTradeRow(em: EntityManager, orderId: string): Promise<TradeRow | undefined> {
  const rows = (await em.query(`${TRADE_SELECT} WHERE t.order_id = ?`, [orderId])) as TradeRow[];
  return rows[0];
}
