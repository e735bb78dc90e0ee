import type { EntityManager } from "typeorm";

/* Reads the market's notices need (notices domain, issue 15): who leads an auction, who bid on it. */

type Db = Pick<EntityManager, "query">;

/** The listing a bid belongs to and its highest bid now (bidder and amount). */
export async function findBidListingLeader(
  db: Db,
  bidId: string,
): Promise<{ listingId: string; leaderId: string; amount: string } | null> {
  const rows = (await db.query(
    `SELECT top.listing_id AS listingId, top.bidder_id AS leaderId, top.amount
       FROM market_bid b
       JOIN market_bid top ON top.id = (
         SELECT t.id FROM market_bid t WHERE t.listing_id = b.listing_id ORDER BY t.amount DESC, t.id DESC LIMIT 1)
      WHERE b.id = ?`,
    [bidId],
  )) as { listingId: string | number; leaderId: string | number; amount: string | number }[];
  const row = rows[0];
  return row
    ? { listingId: String(row.listingId), leaderId: String(row.leaderId), amount: String(row.amount) }
    : null;
}

/** Everyone who bid on an auction, once each. */
export async function findAuctionBidderIds(db: Db, listingId: string): Promise<string[]> {
  const rows = (await db.query(`SELECT DISTINCT bidder_id AS id FROM market_bid WHERE listing_id = ?`, [
    listingId,
  ])) as { id: string | number }[];
  return rows.map((r) => String(r.id));
}
