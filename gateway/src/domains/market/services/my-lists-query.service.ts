import type { DataSource } from "typeorm";
import { BidOutcomeEnum, MyBidType, type ListingType, type TradeType } from "../graphql/market.types.js";
import {
  LISTING_SELECT,
  TRADE_SELECT,
  toListing,
  toTrade,
  usdt,
  type ListingRow,
  type TradeRow,
} from "./listing-view.js";

/**
 * The signed-in user's own lists (collectionBook sellList / buyList, get_sold_list, get_bid_list):
 * one SQL each, everything joined. Capped so an old, busy account cannot make the page unbounded;
 * the cap is far above what the screens show.
 */
export const MY_LIST_LIMIT = 500;

/** My listings in every state, newest first. */
export async function mySellList(
  dataSource: DataSource,
  userId: string,
  now = new Date(),
): Promise<ListingType[]> {
  const rows = (await dataSource.query(
    `${LISTING_SELECT} WHERE l.seller_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
    [userId, MY_LIST_LIMIT],
  )) as ListingRow[];
  return rows.map((row) => toListing(row, userId, now));
}

/** Trades where I am the buyer (purchases and won auctions) or the seller, newest first. */
export async function myTrades(
  dataSource: DataSource,
  userId: string,
  side: "buyer" | "seller",
): Promise<TradeType[]> {
  const column = side === "buyer" ? "t.buyer_id" : "t.seller_id";
  const rows = (await dataSource.query(
    `${TRADE_SELECT} WHERE ${column} = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
    [userId, MY_LIST_LIMIT],
  )) as TradeRow[];
  return rows.map(toTrade);
}

type MyBidRow = ListingRow & { my_highest: string; leader_id: string | null; my_last_bid: string };

/**
 * Every auction I bid on, the one I bid on last first, with my highest bid and where I stand. One SQL:
 * my bids grouped per listing, the listing view, and the leading bid's bidder.
 */
export async function myBids(dataSource: DataSource, userId: string, now = new Date()): Promise<MyBidType[]> {
  const rows = (await dataSource.query(
    `SELECT lv.*, mb.my_highest, mb.my_last_bid, hb.bidder_id AS leader_id
       FROM (SELECT listing_id, MAX(amount) AS my_highest, MAX(id) AS my_last_bid
               FROM market_bid WHERE bidder_id = ? GROUP BY listing_id) mb
       JOIN (${LISTING_SELECT}) lv ON lv.l_id = mb.listing_id
       JOIN market_listing ml ON ml.id = mb.listing_id
       LEFT JOIN market_bid hb ON hb.id = ml.highest_bid_id
      ORDER BY mb.my_last_bid DESC LIMIT ?`,
    [userId, MY_LIST_LIMIT],
  )) as MyBidRow[];
  return rows.map((row) =>
    Object.assign(new MyBidType(), {
      listing: toListing(row, userId, now),
      myHighestBid: usdt(row.my_highest)!,
      outcome: bidOutcome(row, userId, now),
    }),
  );
}

/**
 * While the auction runs: BIDDING when my bid leads, OUTBID when someone else's does. Once it is over
 * (settled, or past its closing time and waiting for settlement — the highest bidder wins either way):
 * WON when my bid led at the close, LOST otherwise (also when it closed unsold or was cancelled).
 */
export function bidOutcome(
  row: Pick<MyBidRow, "l_status" | "l_ends_at" | "leader_id">,
  userId: string,
  now: Date,
): BidOutcomeEnum {
  const leading = row.leader_id !== null && String(row.leader_id) === String(userId);
  const running = row.l_status === "open" && (row.l_ends_at === null || new Date(row.l_ends_at) > now);
  if (running) return leading ? BidOutcomeEnum.BIDDING : BidOutcomeEnum.OUTBID;
  const won = leading && (row.l_status === "sold" || row.l_status === "open");
  return won ? BidOutcomeEnum.WON : BidOutcomeEnum.LOST;
}
