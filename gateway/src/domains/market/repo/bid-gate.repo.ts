import type { EntityManager } from "typeorm";

/* The short path of a bid on market_listing and market_bid: the gate that holds the row lock, and the
 * leaders a committed bid displaced. */

type Db = Pick<EntityManager, "query">;

/**
 * The everyday bid gate: like raiseHighestBid, and also below the buy-now price (a bid reaching it
 * closes the auction, which takes the longer path). Holds the listing's row lock until commit.
 */
export async function passBidGate(
  em: Db,
  listingId: string,
  bidderId: string,
  amount: string,
): Promise<boolean> {
  const gate = (await em.query(
    `UPDATE market_listing SET highest_bid = ?, bid_count = bid_count + 1
      WHERE id = ? AND type = 'auction' AND status = 'open' AND seller_id <> ?
        AND starts_at <= UTC_TIMESTAMP(3) AND ends_at > UTC_TIMESTAMP(3)
        AND (highest_bid IS NULL OR highest_bid < ?) AND start_price < ?
        AND (buy_now_price IS NULL OR buy_now_price > ?)`,
    [amount, listingId, bidderId, amount, amount, amount],
  )) as { affectedRows: number };
  return gate.affectedRows === 1;
}

export interface DisplacedBid {
  id: string;
  bidderId: string;
  amount: string;
}

/**
 * Bids of the auction still 'leading' below an amount. Accepted amounts rise strictly in the order
 * the gate let them through, so these are leaders a committed higher bid displaced whose release
 * has not run yet (ix_bid_listing).
 */
export async function findDisplacedLeaders(
  db: Db,
  listingId: string,
  below: string,
): Promise<DisplacedBid[]> {
  const rows = (await db.query(
    `SELECT id, bidder_id AS bidderId, amount FROM market_bid
      WHERE listing_id = ? AND amount < ? AND status = 'leading' ORDER BY amount`,
    [listingId, below],
  )) as { id: string | number; bidderId: string | number; amount: string }[];
  return rows.map((r) => ({ id: String(r.id), bidderId: String(r.bidderId), amount: String(r.amount) }));
}

/**
 * The everyday bid's gate, bid row and commit in one call to the market_bid_gate procedure
 * (migration 1795571000000): the listing's row lock is then held for the statements' own time, not
 * across round trips. On success it COMMITS the caller's transaction (whose freeze is already
 * posted) and answers the new bid's id with the leaders it displaced still to release; on refusal
 * it changed nothing and answers null, and the caller rolls back.
 */
export async function passBidGateAndCommit(
  em: Db,
  listingId: string,
  bidderId: string,
  amount: string,
): Promise<{ bidId: string; displaced: DisplacedBid[] } | null> {
  const [rows] = (await em.query(`CALL market_bid_gate(?, ?, ?)`, [listingId, bidderId, amount])) as [
    {
      bid_id: string | number | null;
      displaced_id: string | number | null;
      bidder_id: string | number;
      amount: string;
    }[],
  ];
  const bidId = rows?.[0]?.bid_id;
  if (bidId === null || bidId === undefined) return null;
  return {
    bidId: String(bidId),
    displaced: rows
      .filter((r) => r.displaced_id !== null)
      .map((r) => ({ id: String(r.displaced_id), bidderId: String(r.bidder_id), amount: String(r.amount) })),
  };
}
