import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { returnStock } from "./product-stock.js";

/**
 * Times out an unpaid order whose hold has ended and gives its stock back. Conditional on the order
 * still PROCESSING and past its deadline (UTC in SQL), so the job running twice, racing the sweeper
 * or racing a payment callback changes it once: whichever commits first wins and the other sees the
 * state it left (a payment that arrives after this is honoured as a late payment).
 */
export async function expireOrder(deps: AppDeps, orderId: string): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    const [order] = (await em.query(
      `SELECT id, product_id, quantity FROM primary_order
        WHERE id = ? AND state = 'PROCESSING' AND expires_at <= UTC_TIMESTAMP(3) FOR UPDATE`,
      [orderId],
    )) as { id: string; product_id: string | null; quantity: number }[];
    if (!order) return false;
    const result = (await em.query(
      `UPDATE primary_order SET state = 'TIMEOUT', closed_at = UTC_TIMESTAMP(3) WHERE id = ? AND state = 'PROCESSING'`,
      [orderId],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) return false;
    if (order.product_id) await returnStock(em, String(order.product_id), order.quantity);
    return true;
  });
}

/** Sweep task: times out every overdue order a lost job missed. Returns how many it closed. */
export async function expireOverdueOrders(deps: AppDeps, batch = 500): Promise<number> {
  const due = (await deps.dataSource.query(
    `SELECT id FROM primary_order WHERE state = 'PROCESSING' AND expires_at <= UTC_TIMESTAMP(3) ORDER BY expires_at LIMIT ?`,
    [batch],
  )) as { id: string }[];
  let closed = 0;
  for (const { id } of due) if (await expireOrder(deps, String(id))) closed++;
  return closed;
}
