import { AUCTION_MIN_DURATION_MINUTES, Money } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { findUserIdByEmail } from "../domains/accounts/index.js";
import { findSellableReleasedCardIds } from "../domains/catalog/index.js";
import { mintUnits } from "../domains/holdings/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../domains/ledger/index.js";
import { countSellerListings, createListing } from "../domains/market/index.js";
import { withTransaction } from "../infra/transaction.js";

/** Demo USDT per account (credited once: the idempotency key makes a reseed a no-op). */
const DEMO_USDT: Record<string, string> = {
  "collector@vitrine.local": "1500",
  "seller@vitrine.local": "300",
  "bidder@vitrine.local": "2000",
};

/**
 * Minutes until the demo auctions close after the first seed: the first ones can be watched settling
 * (the shortest just over the minimum an auction may run, AUCTION_MIN_DURATION_MINUTES).
 */
const AUCTION_MINUTES = [AUCTION_MIN_DURATION_MINUTES + 1, 15, 60 * 24, 60 * 24 * 7];

function userId(dataSource: DataSource, email: string): Promise<string | undefined> {
  return findUserIdByEmail(dataSource, email);
}

/**
 * The marketplace demo: USDT balances through the ledger (a treasury credit, like a staff credit),
 * the demo seller's cards, and their direct listings and auctions. Runs once: listings are only
 * created while the seller has none.
 */
export async function seedMarket(dataSource: DataSource, now = new Date()): Promise<{ listings: number }> {
  for (const [email, amount] of Object.entries(DEMO_USDT)) {
    const id = await userId(dataSource, email);
    if (!id) continue;
    const minor = Money.parse("USDT", amount).minor;
    await withTransaction(dataSource, (em) =>
      postLedgerTransaction(em, {
        kind: "admin-credit",
        currency: "USDT",
        idempotencyKey: `seed:usdt:${email}`,
        memo: "demo balance",
        legs: [
          { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -minor },
          { account: { userId: id }, bucket: "available", amount: minor },
        ],
      }),
    );
  }

  const sellerId = await userId(dataSource, "seller@vitrine.local");
  const collectorId = await userId(dataSource, "collector@vitrine.local");
  if (!sellerId || !collectorId) return { listings: 0 };
  const existing = await countSellerListings(dataSource, sellerId);
  if (existing > 0) return { listings: existing };

  const cards = (await findSellableReleasedCardIds(dataSource, now, 16)).map((id) => ({ id }));
  await withTransaction(dataSource, async (em) => {
    for (const [index, card] of cards.entries()) {
      await mintUnits(em, card.id, index < 12 ? sellerId : collectorId, 3);
    }
  });

  let listings = 0;
  for (const [index, card] of cards.slice(0, 8).entries()) {
    await createListing({ dataSource }, sellerId, {
      cardId: String(card.id),
      type: "DIRECT",
      units: 1 + (index % 3),
      unitPrice: String(12 + index * 9),
    });
    listings++;
  }
  for (const [index, card] of cards.slice(8, 12).entries()) {
    await createListing({ dataSource }, sellerId, {
      cardId: String(card.id),
      type: "AUCTION",
      units: 1,
      startPrice: String(15 + index * 10),
      buyNowPrice: String(150 + index * 50),
      endsAt: new Date(now.getTime() + AUCTION_MINUTES[index]! * 60_000),
    });
    listings++;
  }
  return { listings };
}
