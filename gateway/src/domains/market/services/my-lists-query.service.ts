import type { DataSource } from "typeorm";
import {
  findMyBidRows,
  findSellerListingRows,
  findUserTradeRows,
  type MyBidRow,
} from "../repo/market-reads.repo.js";
import { toListing, toTrade, usdt } from "./listing-view.js";
import type { BidOutcome, ListingView, MyBidView, TradeView } from "./views.js";

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
): Promise<ListingView[]> {
  const rows = await findSellerListingRows(dataSource, userId, MY_LIST_LIMIT);
  return rows.map((row) => toListing(row, userId, now));
}

/** Trades where I am the buyer (purchases and won auctions) or the seller, newest first. */
export async function myTrades(
  dataSource: DataSource,
  userId: string,
  side: "buyer" | "seller",
): Promise<TradeView[]> {
  const rows = await findUserTradeRows(dataSource, userId, side, MY_LIST_LIMIT);
  return rows.map(toTrade);
}

/**
 * Every auction I bid on, the one I bid on last first, with my highest bid and where I stand. One SQL:
 * my bids grouped per listing, the listing view, and the leading bid's bidder.
 */
export async function myBids(dataSource: DataSource, userId: string, now = new Date()): Promise<MyBidView[]> {
  const rows = await findMyBidRows(dataSource, userId, MY_LIST_LIMIT);
  return rows.map((row) => ({
    listing: toListing(row, userId, now),
    myHighestBid: usdt(row.my_highest)!,
    outcome: bidOutcome(row, userId, now),
  }));
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
): BidOutcome {
  const leading = row.leader_id !== null && String(row.leader_id) === String(userId);
  const running = row.l_status === "open" && (row.l_ends_at === null || new Date(row.l_ends_at) > now);
  if (running) return leading ? "BIDDING" : "OUTBID";
  const won = leading && (row.l_status === "sold" || row.l_status === "open");
  return won ? "WON" : "LOST";
}
