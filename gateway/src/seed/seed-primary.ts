import type { DataSource } from "typeorm";
import { findUserIdByEmail } from "../domains/accounts/index.js";
import { findCardsInIdOrder, raiseCardTotalIssued } from "../domains/catalog/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../domains/ledger/index.js";
import { findProductIdByName, insertReleaseProduct } from "../domains/primary/index.js";
import { withTransaction } from "../infra/transaction.js";

/** Demo Jpoint per account, as if bought earlier (credited once: the idempotency key makes a reseed a no-op). */
const DEMO_JPOINT: Record<string, number> = {
  "collector@vitrine.local": 3000,
  "bidder@vitrine.local": 500,
};

interface DemoRelease {
  name: string;
  description: string;
  priceTwd: number;
  discountPriceTwd?: number;
  priceJpoint: number | null;
  supply: number;
  remaining?: number;
  /** Release time relative to the first seed. */
  releaseInMinutes: number;
}

/**
 * One release per demo card from the 21st on (the marketplace demo uses the first 16): on sale, at
 * a discount, card-only (no Jpoint price), in its early-bird hour, and sold out.
 */
const RELEASES: DemoRelease[] = [
  {
    name: "First edition",
    description: "The first public edition of this work.",
    priceTwd: 300,
    priceJpoint: 300,
    supply: 50,
    releaseInMinutes: -60 * 24,
  },
  {
    name: "Launch discount",
    description: "A launch price for the first week.",
    priceTwd: 500,
    discountPriceTwd: 399,
    priceJpoint: 399,
    supply: 30,
    releaseInMinutes: -60 * 3,
  },
  {
    name: "Collector's print",
    description: "Sold by card, transfer, Line Pay or UnionPay only.",
    priceTwd: 800,
    priceJpoint: null,
    supply: 20,
    releaseInMinutes: -60 * 48,
  },
  {
    name: "Early-bird edition",
    description: "Jpoint holders of 150 or more may buy in the hour before release.",
    priceTwd: 350,
    priceJpoint: 350,
    supply: 40,
    releaseInMinutes: 45,
  },
  {
    name: "Sold-out edition",
    description: "Every unit found its collector.",
    priceTwd: 250,
    priceJpoint: 250,
    supply: 10,
    remaining: 0,
    releaseInMinutes: -60 * 24 * 7,
  },
];

/** The primary-platform demo: Jpoint balances and single releases (packages come from seedDemoPackages). */
export async function seedPrimary(dataSource: DataSource, now = new Date()): Promise<{ releases: number }> {
  for (const [email, points] of Object.entries(DEMO_JPOINT)) {
    const id = await findUserIdByEmail(dataSource.manager, email);
    if (!id) continue;
    await withTransaction(dataSource, (em) =>
      postLedgerTransaction(em, {
        kind: "jpoint-topup",
        currency: "JPOINT",
        idempotencyKey: `seed:jpoint:${email}`,
        memo: "demo balance",
        legs: [
          {
            account: { system: SYSTEM_ACCOUNTS.PAYMENT_CLEARING },
            bucket: "available",
            amount: -BigInt(points),
          },
          { account: { userId: id }, bucket: "available", amount: BigInt(points) },
        ],
      }),
    );
  }

  const em = dataSource.manager;
  const cards = await findCardsInIdOrder(em, RELEASES.length, 20);
  let created = 0;
  for (const [i, release] of RELEASES.entries()) {
    const card = cards[i];
    if (!card) break;
    const name = `${card.name} — ${release.name}`;
    if (await findProductIdByName(em, name)) continue;
    // A release can never sell more units than the card has left to mint.
    await raiseCardTotalIssued(em, card.id, release.supply + 100);
    await insertReleaseProduct(em, {
      name,
      description: release.description,
      cardId: card.id,
      priceTwd: release.priceTwd,
      discountPriceTwd: release.discountPriceTwd ?? null,
      priceJpoint: release.priceJpoint,
      totalSupply: release.supply,
      remaining: release.remaining ?? release.supply,
      maxPerOrder: 10, // the column's default
      saleEndsAt: null,
      releaseAt: new Date(now.getTime() + release.releaseInMinutes * 60_000),
    });
    created++;
  }
  return { releases: created };
}
