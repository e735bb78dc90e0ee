import type { EntityManager } from "typeorm";
import type { ClosedAuctionRow } from "./bids.repo.js";
import type { NewTradeRow } from "./trades.repo.js";

/*
 * market_listing, market_bid and market_trade for a batch of auction settlements: the same
 * conditional statements as settling one auction (listings.repo.ts, bids.repo.ts, trades.repo.ts),
 * each run once for the whole batch.
 */

type Db = Pick<EntityManager, "query">;

/**
 * Locks the open auctions among `ids` whose end time has passed (FOR UPDATE: another settlement of
 * the same auction waits, then finds it closed) and returns them with their leading bidder.
 */
export async function lockOverdueAuctions(em: Db, ids: readonly string[]): Promise<ClosedAuctionRow[]> {
  if (ids.length === 0) return [];
  const rows = (await em.query(
    `SELECT l.id, l.seller_id AS sellerId, l.card_id AS cardId, l.units, l.highest_bid_id AS highestBidId,
            l.highest_bid AS highestBid, b.bidder_id AS bidderId
       FROM market_listing l LEFT JOIN market_bid b ON b.id = l.highest_bid_id
      WHERE l.id IN (?) AND l.type = 'auction' AND l.status = 'open' AND l.ends_at <= UTC_TIMESTAMP(3)
      ORDER BY l.id FOR UPDATE`,
    [ids],
  )) as ClosedAuctionRow[];
  return rows.map((r) => ({ ...r, id: String(r.id) }));
}

/**
 * open → sold (with a leading bid) or closed, for the locked overdue auctions; returns how many rows
 * changed (the caller expects all of them).
 */
export async function closeOverdueAuctions(em: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = (await em.query(
    `UPDATE market_listing
        SET status = IF(highest_bid_id IS NULL, 'closed', 'sold'),
            remaining = IF(highest_bid_id IS NULL, remaining, 0), closed_at = UTC_TIMESTAMP(3)
      WHERE id IN (?) AND type = 'auction' AND status = 'open' AND ends_at <= UTC_TIMESTAMP(3)`,
    [ids],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Each winning bid becomes 'won', every other live bid of those auctions 'lost'. */
export async function markAuctionsBidsDecided(
  em: Db,
  listingIds: readonly string[],
  winningBidIds: readonly string[],
): Promise<void> {
  if (listingIds.length === 0) return;
  await em.query(
    `UPDATE market_bid SET status = IF(id IN (?), 'won', 'lost')
      WHERE listing_id IN (?) AND status IN ('leading', 'outbid')`,
    [winningBidIds, listingIds],
  );
}

/** Appends the trades in one statement (order_id is unique: a second settlement fails here). */
export async function insertTrades(em: Db, trades: readonly NewTradeRow[]): Promise<void> {
  if (trades.length === 0) return;
  await em.query(
    `INSERT INTO market_trade (order_id, listing_id, card_id, seller_id, buyer_id, units, unit_price, total, fee,
                               kind, ledger_transaction_id)
     VALUES ?`,
    [
      trades.map((t) => [
        t.orderId,
        t.listingId,
        t.cardId,
        t.sellerId,
        t.buyerId,
        t.units,
        t.unitPrice,
        t.total,
        t.fee,
        t.kind,
        t.ledgerTransactionId,
      ]),
    ],
  );
}
