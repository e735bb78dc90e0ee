import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { returnStock } from "./product-stock.js";
import { notifyAfterCommit } from "../../notices/index.js";
import { findOverdueOrderIds, lockExpirableOrder, timeOutOrder } from "../repo/order.repo.js";

/**
 * Times out an unpaid order whose hold has ended and gives its stock back. Conditional on the order
 * still PROCESSING and past its deadline (UTC in SQL), so the job running twice, racing the sweeper
 * or racing a payment callback changes it once: whichever commits first wins and the other sees the
 * state it left (a payment that arrives after this is honoured as a late payment).
 */
export async function expireOrder(deps: AppDeps, orderId: string): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    const order = await lockExpirableOrder(em, orderId);
    if (!order) return false;
    if (!(await timeOutOrder(em, orderId))) return false;
    if (order.product_id) await returnStock(em, String(order.product_id), order.quantity);
    await notifyAfterCommit(em, {
      userId: String(order.user_id),
      kind: "ORDER_TIMED_OUT",
      key: orderId,
      params: { orderId: String(order.order_no) },
    });
    return true;
  });
}

/** Sweep task: times out every overdue order a lost job missed. Returns how many it closed. */
export async function expireOverdueOrders(deps: AppDeps, batch = 500): Promise<number> {
  const due = await findOverdueOrderIds(deps.dataSource.manager, batch);
  let closed = 0;
  for (const id of due) if (await expireOrder(deps, id)) closed++;
  return closed;
}
