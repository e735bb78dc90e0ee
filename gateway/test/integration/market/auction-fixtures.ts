import { Money } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { reserveListedUnits } from "../../../src/domains/holdings/services/holdings.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";

/**
 * Auctions for the bid and settlement tests, written straight to the database so a test controls
 * the launch and closing times (a past end time is how settlement tests make an auction overdue).
 * The seller's units are reserved exactly as createListing does.
 */
export async function openAuction(
  dataSource: DataSource,
  options: {
    sellerId: string;
    cardId: string;
    units?: number;
    startPrice?: string;
    buyNowPrice?: string | null;
    startsInMs?: number;
    endsInMs?: number;
  },
): Promise<string> {
  const units = options.units ?? 1;
  const now = Date.now();
  return withTransaction(dataSource, async (em) => {
    await reserveListedUnits(em, options.cardId, options.sellerId, units);
    const inserted = (await em.query(
      `INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, start_price, buy_now_price, starts_at, ends_at)
       VALUES (?, ?, 'auction', 'open', ?, ?, ?, ?, ?, ?)`,
      [
        options.sellerId,
        options.cardId,
        units,
        units,
        usdtMicro(options.startPrice ?? "20"),
        options.buyNowPrice ? usdtMicro(options.buyNowPrice) : null,
        new Date(now + (options.startsInMs ?? -1000)),
        new Date(now + (options.endsInMs ?? 86_400_000)),
      ],
    )) as { insertId: number | string };
    return String(inserted.insertId);
  });
}

/** Makes an auction overdue, as if its closing time had passed. */
export async function endAuctionNow(dataSource: DataSource, listingId: string): Promise<void> {
  await dataSource.query(`UPDATE market_listing SET ends_at = NOW(3) - INTERVAL 1 SECOND WHERE id = ?`, [
    listingId,
  ]);
}

export function usdtMicro(amount: string): string {
  return Money.parse("USDT", amount).minor.toString();
}

export async function listingRow(dataSource: DataSource, listingId: string) {
  const [row] = (await dataSource.query(
    `SELECT status, remaining, highest_bid AS highestBid, highest_bid_id AS highestBidId, bid_count AS bidCount,
            closed_at AS closedAt
       FROM market_listing WHERE id = ?`,
    [listingId],
  )) as {
    status: string;
    remaining: number;
    highestBid: string | null;
    highestBidId: string | null;
    bidCount: number;
    closedAt: Date | null;
  }[];
  return row!;
}

export async function bidsOf(dataSource: DataSource, listingId: string) {
  return (await dataSource.query(
    `SELECT id, bidder_id AS bidderId, amount, status FROM market_bid WHERE listing_id = ? ORDER BY id`,
    [listingId],
  )) as { id: string; bidderId: string; amount: string; status: string }[];
}
