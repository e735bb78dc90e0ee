import type { EntityManager } from "typeorm";

/* market_bid and the auction side of market_listing that bidding and settlement change together. */

type Db = Pick<EntityManager, "query">;

/**
 * The bid gate: raises the highest bid of an open, started, unexpired auction of someone else whose
 * highest bid (or reserve) is below the amount. Holds the listing's row lock until commit.
 */
export async function raiseHighestBid(
  em: Db,
  listingId: string,
  bidderId: string,
  amount: string,
): Promise<boolean> {
  const gate = (await em.query(
    `UPDATE market_listing SET highest_bid = ?, bid_count = bid_count + 1
      WHERE id = ? AND type = 'auction' AND status = 'open' AND seller_id <> ?
        AND starts_at <= UTC_TIMESTAMP(3) AND ends_at > UTC_TIMESTAMP(3)
        AND (highest_bid IS NULL OR highest_bid < ?) AND start_price < ?`,
    [amount, listingId, bidderId, amount, amount],
  )) as { affectedRows: number };
  return gate.affectedRows === 1;
}

/** What a refused bid is judged by: type, status, seller, started/running flags and the floor. */
export async function findBidRefusalFacts(
  db: Db,
  listingId: string,
): Promise<
  | { type: string; status: string; sellerId: string; started: number; running: number; floor: string }
  | undefined
> {
  const [row] = (await db.query(
    `SELECT type, status, seller_id AS sellerId, starts_at <= UTC_TIMESTAMP(3) AS started, ends_at > UTC_TIMESTAMP(3) AS running,
            COALESCE(highest_bid, start_price) AS floor
       FROM market_listing WHERE id = ?`,
    [listingId],
  )) as { type: string; status: string; sellerId: string; started: number; running: number; floor: string }[];
  return row;
}

export interface PreviousLeader {
  previousBidId: string | null;
  previousBidderId: string | null;
  previousAmount: string | null;
  buyNowPrice: string | null;
}

/** The auction's leading bid (before the new one is recorded) and its buy-now price. */
export async function findPreviousLeader(em: Db, listingId: string): Promise<PreviousLeader | undefined> {
  const [listing] = (await em.query(
    `SELECT l.highest_bid_id AS previousBidId, l.buy_now_price AS buyNowPrice,
            b.bidder_id AS previousBidderId, b.amount AS previousAmount
       FROM market_listing l LEFT JOIN market_bid b ON b.id = l.highest_bid_id WHERE l.id = ?`,
    [listingId],
  )) as PreviousLeader[];
  return listing;
}

/** Records a leading bid and points the listing at it; returns the bid's id. */
export async function insertLeadingBid(
  em: Db,
  listingId: string,
  bidderId: string,
  amount: string,
): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO market_bid (listing_id, bidder_id, amount, status) VALUES (?, ?, ?, 'leading')`,
    [listingId, bidderId, amount],
  )) as { insertId: number | string };
  const bidId = String(inserted.insertId);
  await em.query(`UPDATE market_listing SET highest_bid_id = ? WHERE id = ?`, [bidId, listingId]);
  return bidId;
}

/** leading → outbid. */
export async function markBidOutbid(em: Db, bidId: string): Promise<boolean> {
  const marked = (await em.query(
    `UPDATE market_bid SET status = 'outbid' WHERE id = ? AND status = 'leading'`,
    [bidId],
  )) as { affectedRows: number };
  return marked.affectedRows === 1;
}

export interface ClosedAuctionRow {
  id: string;
  sellerId: string;
  cardId: string;
  units: number;
  highestBidId: string | null;
  highestBid: string | null;
  bidderId: string | null;
}

/** An auction with its leading bidder, as settlement reads it, or undefined. */
export async function findClosedAuction(em: Db, listingId: string): Promise<ClosedAuctionRow | undefined> {
  const [listing] = (await em.query(
    `SELECT l.id, l.seller_id AS sellerId, l.card_id AS cardId, l.units, l.highest_bid_id AS highestBidId,
            l.highest_bid AS highestBid, b.bidder_id AS bidderId
       FROM market_listing l LEFT JOIN market_bid b ON b.id = l.highest_bid_id WHERE l.id = ?`,
    [listingId],
  )) as ClosedAuctionRow[];
  return listing;
}

/** The winning bid becomes 'won', every other live bid of the auction 'lost'. */
export async function markAuctionBidsDecided(em: Db, listingId: string, winningBidId: string): Promise<void> {
  await em.query(
    `UPDATE market_bid SET status = IF(id = ?, 'won', 'lost') WHERE listing_id = ? AND status IN ('leading', 'outbid')`,
    [winningBidId, listingId],
  );
}
