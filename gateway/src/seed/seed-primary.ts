import type { DataSource } from "typeorm";
import { SYSTEM_ACCOUNTS } from "../domains/ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../domains/ledger/services/post-ledger-transaction.service.js";
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

async function userId(dataSource: DataSource, email: string): Promise<string | undefined> {
  const [row] = (await dataSource.query("SELECT id FROM user_account WHERE email = ?", [email])) as {
    id: string;
  }[];
  return row?.id;
}

/** The primary-platform demo: Jpoint balances and single releases (packages come from seedDemoPackages). */
export async function seedPrimary(dataSource: DataSource, now = new Date()): Promise<{ releases: number }> {
  for (const [email, points] of Object.entries(DEMO_JPOINT)) {
    const id = await userId(dataSource, email);
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

  const cards = (await dataSource.query(`SELECT id, name FROM card ORDER BY id LIMIT ? OFFSET 20`, [
    RELEASES.length,
  ])) as { id: number; name: string }[];
  let created = 0;
  for (const [i, release] of RELEASES.entries()) {
    const card = cards[i];
    if (!card) break;
    const name = `${card.name} — ${release.name}`;
    const [exists] = (await dataSource.query(`SELECT id FROM primary_product WHERE name = ?`, [
      name,
    ])) as unknown[];
    if (exists) continue;
    // A release can never sell more units than the card has left to mint.
    await dataSource.query(`UPDATE card SET total_issued = GREATEST(total_issued, ?) WHERE id = ?`, [
      release.supply + 100,
      card.id,
    ]);
    await dataSource.query(
      `INSERT INTO primary_product (kind, name, description, card_id, price_twd, discount_price_twd, price_jpoint,
          total_supply, remaining, release_at)
       VALUES ('RELEASE', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        name,
        release.description,
        card.id,
        release.priceTwd,
        release.discountPriceTwd ?? null,
        release.priceJpoint,
        release.supply,
        release.remaining ?? release.supply,
        new Date(now.getTime() + release.releaseInMinutes * 60_000),
      ],
    );
    created++;
  }
  return { releases: created };
}
