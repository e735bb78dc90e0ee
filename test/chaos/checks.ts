import type { DataSource } from "typeorm";
import { checkLedger } from "../../gateway/src/domains/ledger/services/check-ledger.service.js";
import type { ChaosSeed } from "./seed.js";

/** What the chaos run promises, read from the database (the truth) once the run is over. */
export interface ChaosOutcome {
  auctionsOpen: number;
  auctionsLate: number;
  auctionLatenessMs: number[];
  auctionsTwice: number;
  ordersOpen: number;
  ordersLate: number;
  orderLatenessMs: number[];
  stockAfter: number;
  ledgerViolations: number;
  frozenLeft: string;
}

const sorted = (rows: { ms: string | null }[]) => rows.map((r) => Number(r.ms)).sort((a, b) => a - b);

export async function readOutcome(ds: DataSource, seed: ChaosSeed, graceMs: number): Promise<ChaosOutcome> {
  const auctions = (await ds.query(
    `SELECT TIMESTAMPDIFF(MICROSECOND, ends_at, closed_at) / 1000 AS ms FROM market_listing
      WHERE id IN (?) AND status <> 'open'`,
    [seed.listingIds],
  )) as { ms: string }[];
  // Settled twice would mean a second trade, a second won bid or a second settlement posting.
  const [twice] = (await ds.query(
    `SELECT (SELECT COUNT(*) FROM market_trade WHERE listing_id IN (?)) - COUNT(DISTINCT l.id)
          + (SELECT COUNT(*) FROM market_bid WHERE listing_id IN (?) AND status = 'won') - COUNT(DISTINCT l.id) AS extra
       FROM market_listing l WHERE l.id IN (?) AND l.status = 'sold'`,
    [seed.listingIds, seed.listingIds, seed.listingIds],
  )) as { extra: string | null }[];
  const orders = (await ds.query(
    `SELECT TIMESTAMPDIFF(MICROSECOND, expires_at, closed_at) / 1000 AS ms FROM primary_order
      WHERE id IN (?) AND state = 'TIMEOUT'`,
    [seed.orderIds],
  )) as { ms: string }[];
  const [stock] = (await ds.query(`SELECT remaining FROM primary_product WHERE id = ?`, [
    seed.productId,
  ])) as {
    remaining: number;
  }[];
  const [frozen] = (await ds.query(
    `SELECT COALESCE(SUM(frozen), 0) AS frozen FROM ledger_account WHERE user_id IS NOT NULL`,
  )) as { frozen: string }[];
  const auctionLatenessMs = sorted(auctions);
  const orderLatenessMs = sorted(orders);
  return {
    auctionsOpen: seed.listingIds.length - auctions.length,
    auctionsLate: auctionLatenessMs.filter((ms) => ms > graceMs).length,
    auctionLatenessMs,
    auctionsTwice: Number(twice?.extra ?? 0),
    ordersOpen: seed.orderIds.length - orders.length,
    ordersLate: orderLatenessMs.filter((ms) => ms > graceMs).length,
    orderLatenessMs,
    stockAfter: Number(stock!.remaining),
    ledgerViolations: (await checkLedger(ds)).length,
    frozenLeft: String(frozen!.frozen),
  };
}

/** Counts of items still to do, for the progress line and the end of the run. */
export async function pending(
  ds: DataSource,
  seed: ChaosSeed,
): Promise<{ auctions: number; orders: number }> {
  const [row] = (await ds.query(
    `SELECT (SELECT COUNT(*) FROM market_listing WHERE id IN (?) AND status = 'open') AS auctions,
            (SELECT COUNT(*) FROM primary_order WHERE id IN (?) AND state = 'PROCESSING') AS orders`,
    [seed.listingIds, seed.orderIds],
  )) as { auctions: string; orders: string }[];
  return { auctions: Number(row!.auctions), orders: Number(row!.orders) };
}

export function quantile(sortedValues: number[], q: number): number {
  if (!sortedValues.length) return NaN;
  return sortedValues[Math.min(sortedValues.length - 1, Math.floor(q * sortedValues.length))]!;
}
