import { Money } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { createAccount } from "../../src/domains/accounts/services/create-account.service.js";
import { SYSTEM_ACCOUNTS } from "../../src/domains/ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../src/domains/ledger/services/post-ledger-transaction.service.js";
import { withTransaction } from "../../src/infra/transaction.js";
import { createTestCard } from "./market-fixtures.js";

/*
 * Many open auctions, each with one leading bid, written in bulk for the closing-wave benchmark
 * (bench/auction-close.bench.ts) and the chaos test (test/chaos): far faster than the services, and
 * still sound — the sellers hold and have listed the units, and every leading bid is frozen through the
 * ledger, so the ledger checker passes before and after the wave.
 */

/** `n` members named `${prefix}${i}`, made in one transaction. */
export async function seedMembers(ds: DataSource, prefix: string, n: number): Promise<string[]> {
  const ids: string[] = [];
  await withTransaction(ds, async (em) => {
    for (let i = 0; i < n; i++) {
      const user = await createAccount(em, {
        email: `${prefix}${i}@example.com`,
        passwordHash: null,
        nickname: `${prefix}${i}`,
        signUpMethod: "email",
        site: 1,
        locale: "en",
        role: "member",
      });
      ids.push(user.id);
    }
  });
  return ids;
}

export interface LeadingBidAuctions {
  count: number;
  sellers: readonly string[];
  bidders: readonly string[];
  /** Each auction's one bid (and the amount frozen for it). */
  bid: bigint;
  /** Rows per INSERT. */
  chunk?: number;
}

/**
 * Writes `count` one-unit auctions of a new card, auction i sold by sellers[i % sellers] and led by
 * bidders[i % bidders], ending in a day (callers move the end times); returns the card and the listing
 * ids in order.
 */
export async function seedLeadingBidAuctions(
  ds: DataSource,
  o: LeadingBidAuctions,
): Promise<{ cardId: string; listingIds: string[] }> {
  const { count, sellers, bidders, bid } = o;
  const chunk = o.chunk ?? 1000;
  const starts = Array.from({ length: Math.ceil(count / chunk) }, (_, c) => c * chunk);
  const cardId = await createTestCard(ds, { totalIssued: count });
  const perSeller = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const seller = sellers[i % sellers.length]!;
    perSeller.set(seller, (perSeller.get(seller) ?? 0) + 1);
  }
  await ds.query(`INSERT INTO card_holding (card_id, user_id, amount, listed) VALUES ?`, [
    [...perSeller].map(([seller, n]) => [cardId, seller, n, n]),
  ]);
  const startPrice = Money.parse("USDT", "20").minor.toString();
  const far = new Date(Date.now() + 86_400_000);
  for (const start of starts) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      rows.push([sellers[i % sellers.length], cardId, "auction", "open", 1, 1, startPrice, new Date(), far]);
    }
    await ds.query(
      `INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, start_price, starts_at, ends_at) VALUES ?`,
      [rows],
    );
  }
  const ids = (
    (await ds.query(`SELECT id FROM market_listing WHERE card_id = ? ORDER BY id`, [cardId])) as {
      id: string;
    }[]
  ).map((r) => String(r.id));
  for (const start of starts) {
    const slice = ids.slice(start, start + chunk);
    await ds.query(`INSERT INTO market_bid (listing_id, bidder_id, amount, status) VALUES ?`, [
      slice.map((id, k) => [id, bidders[(start + k) % bidders.length], bid.toString(), "leading"]),
    ]);
  }
  await ds.query(
    `UPDATE market_listing l JOIN market_bid b ON b.listing_id = l.id
        SET l.highest_bid_id = b.id, l.highest_bid = b.amount, l.bid_count = 1 WHERE l.card_id = ?`,
    [cardId],
  );
  for (const [index, bidder] of bidders.entries()) {
    const total = bid * BigInt(Math.ceil((count - index) / bidders.length));
    if (total <= 0n) continue;
    await withTransaction(ds, async (em) => {
      await postLedgerTransaction(em, {
        kind: "admin-credit",
        currency: "USDT",
        legs: [
          { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -total },
          { account: { userId: bidder }, bucket: "available", amount: total },
        ],
      });
      await postLedgerTransaction(em, {
        kind: "bid-freeze",
        currency: "USDT",
        legs: [
          { account: { userId: bidder }, bucket: "available", amount: -total },
          { account: { userId: bidder }, bucket: "frozen", amount: total },
        ],
      });
    });
  }
  return { cardId, listingIds: ids };
}
