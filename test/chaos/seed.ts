import { randomUUID } from "node:crypto";
import { Money } from "@vitrine/schema";
import type { AppDeps } from "../../gateway/src/app-deps.js";
import { scheduleAuctionSettlement } from "../../gateway/src/domains/market/services/schedule-settlement.js";
import { createPaymentOrder } from "../../gateway/src/domains/primary/services/create-payment-order.service.js";
import { withTransaction } from "../../gateway/src/infra/transaction.js";
import { seedLeadingBidAuctions, seedMembers } from "../../gateway/test/helpers/leading-bid-auctions.js";
import {
  createProduct,
  INVOICE,
  PURCHASER,
} from "../../gateway/test/integration/primary/primary-fixtures.js";

/**
 * What the chaos run watches: `auctions` open auctions with one leading bid each (the bid frozen through
 * the ledger, so the books balance before and after), and `orders` unpaid 1-hour product orders made by
 * createPaymentOrder. Closing and expiry times are spread over `dueTimes`, given later (moveDue).
 */
const BID = Money.parse("USDT", "100").minor;
const PEOPLE = 50;

export interface ChaosSeed {
  listingIds: string[];
  orderIds: string[];
  productId: string;
  productStock: number;
}

const users = (deps: AppDeps, prefix: string, n: number) => seedMembers(deps.dataSource, prefix, n);

async function seedAuctions(deps: AppDeps, count: number): Promise<string[]> {
  const sellers = await users(deps, "chaosseller", PEOPLE);
  const bidders = await users(deps, "chaosbidder", PEOPLE);
  const { listingIds } = await seedLeadingBidAuctions(deps.dataSource, { count, sellers, bidders, bid: BID });
  return listingIds;
}

/** Unpaid orders through the real service (stock taken, expiry job in the outbox), a few at a time. */
async function seedOrders(
  deps: AppDeps,
  count: number,
): Promise<{ ids: string[]; productId: string; stock: number }> {
  const stock = count + 10;
  const productId = await createProduct(deps.dataSource, { supply: stock });
  // One open order per person (ORDER_EXISTS otherwise): a buyer per order.
  const buyers = await users(deps, "chaosbuyer", count);
  const orderIds: string[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, k) => start + k);
    const made = await Promise.all(
      batch.map((i) =>
        createPaymentOrder(deps, buyers[i]!, {
          kind: "PRODUCT",
          productId,
          quantity: 1,
          common: {
            paymentWay: "ecpay-credit",
            invoice: { ...INVOICE, type: "ELECTRONIC" },
            purchaser: PURCHASER,
            idempotencyKey: randomUUID(),
            locale: "en",
          },
        }),
      ),
    );
    orderIds.push(...made.map((o) => o.id));
  }
  const rows = (await deps.dataSource.query(`SELECT id, state FROM primary_order WHERE id IN (?)`, [
    orderIds,
  ])) as { id: string; state: string }[];
  if (rows.length !== count || rows.some((r) => r.state !== "PROCESSING")) {
    throw new Error(`expected ${count} unpaid orders: ${JSON.stringify(rows.slice(0, 3))}`);
  }
  return { ids: rows.map((r) => String(r.id)), productId, stock };
}

export async function seedChaos(deps: AppDeps, auctions: number, orders: number): Promise<ChaosSeed> {
  const listingIds = await seedAuctions(deps, auctions);
  const made = await seedOrders(deps, orders);
  return { listingIds, orderIds: made.ids, productId: made.productId, productStock: made.stock };
}

/**
 * Brings every closing and expiry forward to a time in [start, start + windowMs), evenly spread, as if
 * the seller had chosen it and the hour had nearly passed. Auctions get their settlement job through
 * the outbox as a rescheduled auction does; each order's outbox row (not yet relayed: no worker runs
 * yet) is moved with it, so its delayed job fires at the new time.
 */
export async function moveDue(
  deps: AppDeps,
  seed: ChaosSeed,
  start: number,
  windowMs: number,
): Promise<void> {
  const ds = deps.dataSource;
  const at = (i: number, n: number) => new Date(start + Math.floor((i * windowMs) / n));
  await withTransaction(ds, async (em) => {
    for (const [i, id] of seed.listingIds.entries()) {
      const due = at(i, seed.listingIds.length);
      await em.query(`UPDATE market_listing SET ends_at = ? WHERE id = ?`, [due, id]);
      await scheduleAuctionSettlement(em, id, due);
    }
  });
  await withTransaction(ds, async (em) => {
    for (const [i, id] of seed.orderIds.entries()) {
      const due = at(i, seed.orderIds.length);
      await em.query(`UPDATE primary_order SET expires_at = ? WHERE id = ?`, [due, id]);
      const moved = (await em.query(
        `UPDATE outbox_message SET run_at = ? WHERE job_id = ? AND dispatched_at IS NULL`,
        [due, `expire-order-${id}`],
      )) as { affectedRows: number };
      if (moved.affectedRows !== 1) throw new Error(`order ${id}: its expiry job was relayed already`);
    }
  });
}
