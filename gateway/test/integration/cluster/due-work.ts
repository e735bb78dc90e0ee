import { randomUUID } from "node:crypto";
import { Money } from "@vitrine/schema";
import type { AppDeps } from "../../../src/app-deps.js";
import { checkLedger } from "../../../src/domains/ledger/services/check-ledger.service.js";
import { scheduleAuctionSettlement } from "../../../src/domains/market/services/schedule-settlement.js";
import { createPaymentOrder } from "../../../src/domains/primary/services/create-payment-order.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedLeadingBidAuctions, seedMembers } from "../../helpers/leading-bid-auctions.js";
import { createProduct, INVOICE, PURCHASER } from "../primary/primary-fixtures.js";

/*
 * Work that falls due together, for the several-instances test: `n` open auctions with one leading
 * bid each (frozen through the ledger) and `n` unpaid 1-hour product orders made by the real service,
 * all moved to "due now" with their jobs still in the outbox, so the workers' relays, queues and
 * sweepers compete for them. (test/chaos/seed.ts does the same for the chaos run, spread over time.)
 */
export interface DueWork {
  listingIds: string[];
  orderIds: string[];
  productId: string;
  productStock: number;
}

export async function seedDueWork(deps: AppDeps, n: number): Promise<DueWork> {
  const ds = deps.dataSource;
  const sellers = await seedMembers(ds, "clusterseller", 20);
  const bidders = await seedMembers(ds, "clusterbidder", 20);
  const bid = Money.parse("USDT", "100").minor;
  const { listingIds } = await seedLeadingBidAuctions(ds, { count: n, sellers, bidders, bid });
  const productStock = n + 10;
  const productId = await createProduct(ds, { supply: productStock });
  const buyers = await seedMembers(ds, "clusterbuyer", n);
  const orderIds: string[] = [];
  for (let start = 0; start < n; start += 8) {
    const made = await Promise.all(
      buyers.slice(start, start + 8).map((buyer) =>
        createPaymentOrder(deps, buyer, {
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
  const now = new Date();
  await withTransaction(ds, async (em) => {
    for (const id of listingIds) {
      await em.query(`UPDATE market_listing SET ends_at = ? WHERE id = ?`, [now, id]);
      await scheduleAuctionSettlement(em, id, now);
    }
    await em.query(`UPDATE primary_order SET expires_at = ? WHERE id IN (?)`, [now, orderIds]);
    const moved = (await em.query(
      `UPDATE outbox_message SET run_at = ? WHERE job_id IN (?) AND dispatched_at IS NULL`,
      [now, orderIds.map((id) => `expire-order-${id}`)],
    )) as { affectedRows: number };
    if (moved.affectedRows !== n) throw new Error(`expected ${n} expiry jobs in the outbox`);
  });
  return { listingIds, orderIds, productId, productStock };
}

/** Auctions still open and orders still unpaid. */
export async function stillDue(deps: AppDeps, work: DueWork): Promise<{ auctions: number; orders: number }> {
  const [row] = (await deps.dataSource.query(
    `SELECT (SELECT COUNT(*) FROM market_listing WHERE id IN (?) AND status = 'open') AS auctions,
            (SELECT COUNT(*) FROM primary_order WHERE id IN (?) AND state = 'PROCESSING') AS orders`,
    [work.listingIds, work.orderIds],
  )) as { auctions: string; orders: string }[];
  return { auctions: Number(row!.auctions), orders: Number(row!.orders) };
}

/** What "each handled once" means, read from the database once nothing is due. */
export async function handledOnce(deps: AppDeps, work: DueWork) {
  const ds = deps.dataSource;
  const [row] = (await ds.query(
    `SELECT (SELECT COUNT(*) FROM market_listing WHERE id IN (?) AND status = 'sold') AS sold,
            (SELECT COUNT(*) FROM market_trade WHERE listing_id IN (?)) AS trades,
            (SELECT COUNT(*) FROM market_bid WHERE listing_id IN (?) AND status = 'won') AS won,
            (SELECT COUNT(*) FROM primary_order WHERE id IN (?) AND state = 'TIMEOUT') AS expired,
            (SELECT remaining FROM primary_product WHERE id = ?) AS stock,
            (SELECT COALESCE(SUM(frozen), 0) FROM ledger_account WHERE user_id IS NOT NULL) AS frozen`,
    [work.listingIds, work.listingIds, work.listingIds, work.orderIds, work.productId],
  )) as Record<string, string | number>[];
  // By state, so a failure shows where an item went (never twice: the counts above say that).
  const byState = async (sql: string, ids: string[]) =>
    Object.fromEntries(
      ((await ds.query(sql, [ids])) as { s: string; n: string }[]).map((r) => [r.s, Number(r.n)]),
    );
  return {
    listings: await byState(
      `SELECT status AS s, COUNT(*) AS n FROM market_listing WHERE id IN (?) GROUP BY status`,
      work.listingIds,
    ),
    orders: await byState(
      `SELECT state AS s, COUNT(*) AS n FROM primary_order WHERE id IN (?) GROUP BY state`,
      work.orderIds,
    ),
    sold: Number(row!.sold),
    trades: Number(row!.trades),
    won: Number(row!.won),
    expired: Number(row!.expired),
    stock: Number(row!.stock),
    frozen: String(row!.frozen),
    ledgerViolations: (await checkLedger(ds)).length,
  };
}
