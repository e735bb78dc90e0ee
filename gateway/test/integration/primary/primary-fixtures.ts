import { randomUUID } from "node:crypto";
import type { DataSource } from "typeorm";
import { userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../../src/domains/ledger/services/post-ledger-transaction.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";

/** Primary-platform fixtures over the real database: products written directly, Jpoint via the ledger. */

export async function createProduct(
  dataSource: DataSource,
  options: {
    kind?: "RELEASE" | "PACKAGE";
    cardId?: string | null;
    priceTwd?: number;
    priceJpoint?: number | null;
    supply?: number;
    remaining?: number;
    releaseInMs?: number;
    purchasable?: boolean;
  } = {},
): Promise<string> {
  const kind = options.kind ?? "RELEASE";
  const supply = options.supply ?? 100;
  const result = (await dataSource.query(
    `INSERT INTO primary_product (kind, name, card_id, series_id, price_twd, price_jpoint, total_supply, remaining,
        purchasable, release_at, open_at, cards_per_package, seed_hash, seed)
     SELECT ?, CONCAT('Product ', ?), ?, (SELECT id FROM series ORDER BY id LIMIT 1), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?`,
    [
      kind,
      randomUUID().slice(0, 8),
      kind === "RELEASE" ? (options.cardId ?? null) : null,
      options.priceTwd ?? 300,
      options.priceJpoint === undefined ? 300 : options.priceJpoint,
      supply,
      options.remaining ?? supply,
      options.purchasable === false ? 0 : 1,
      new Date(Date.now() + (options.releaseInMs ?? -60_000)),
      kind === "PACKAGE" ? new Date(Date.now() - 60_000) : null,
      kind === "PACKAGE" ? 3 : null,
      kind === "PACKAGE" ? "0".repeat(64) : null,
      kind === "PACKAGE" ? "1".repeat(64) : null,
    ],
  )) as { insertId: number };
  return String(result.insertId);
}

/** Credits Jpoint as if bought earlier (payment clearing → member). */
export async function creditJpoint(dataSource: DataSource, userId: string, points: number): Promise<void> {
  await withTransaction(dataSource, (em) =>
    postLedgerTransaction(em, {
      kind: "test-jpoint",
      currency: "JPOINT",
      idempotencyKey: `test-jpoint:${randomUUID()}`,
      legs: [
        {
          account: { system: SYSTEM_ACCOUNTS.PAYMENT_CLEARING },
          bucket: "available",
          amount: -BigInt(points),
        },
        { account: { userId }, bucket: "available", amount: BigInt(points) },
      ],
    }),
  );
}

export async function jpointOf(dataSource: DataSource, userId: string): Promise<number> {
  return Number((await userBalance(dataSource.manager, userId, "JPOINT")).available);
}

export async function remainingOf(dataSource: DataSource, productId: string): Promise<number> {
  const [row] = (await dataSource.query(`SELECT remaining FROM primary_product WHERE id = ?`, [
    productId,
  ])) as {
    remaining: number;
  }[];
  return Number(row!.remaining);
}

export async function orderRow(dataSource: DataSource, orderNo: string) {
  const [row] = (await dataSource.query(
    `SELECT id, state, paid_late AS paidLate, late_outcome AS lateOutcome FROM primary_order WHERE order_no = ?`,
    [orderNo],
  )) as { id: string; state: string; paidLate: number; lateOutcome: string | null }[];
  return { ...row!, id: String(row!.id), paidLate: Boolean(Number(row!.paidLate)) };
}

/** Ends an order's hold now, as if its hour had passed. */
export async function endHold(dataSource: DataSource, orderNo: string): Promise<void> {
  await dataSource.query(
    `UPDATE primary_order SET expires_at = UTC_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE order_no = ?`,
    [orderNo],
  );
}

export const INVOICE = { type: "ELECTRONIC" };
export const PURCHASER = { name: "Mei Lin", email: "mei@example.com", phone: "0912345678" };

export const BUY_JPOINT = `mutation($i: BuyJpointInput!) { buyJpoint(input: $i) {
  orderId state amountTwd jpointCredit paymentUrl expiresAt atm { bankCode virtualAccount deadline } } }`;
export const BUY_PRODUCT = `mutation($i: BuyProductInput!) { buyProduct(input: $i) {
  orderId state amountTwd amountJpoint quantity paymentUrl productKind } }`;
