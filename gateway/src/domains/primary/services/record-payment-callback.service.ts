import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import type { PaymentCallbackSink, VerifiedCallback } from "../../../adapters/payments/payment-provider.js";
import { bookProviderPayment, creditJpoint, deliverGoods, lockOrder, type OrderRow } from "./fulfil-order.js";
import { returnStock } from "./product-stock.js";
import { changeOrderState } from "../repo/order.repo.js";
import { insertPaymentCallback, setPaymentCallbackOutcome } from "../repo/payment-callback.repo.js";
import { decrementRemaining } from "../repo/product.repo.js";
import { notifyAfterCommit } from "../../notices/index.js";

/** Why a verified callback was still refused: the route answers the provider with its rejection. */
export class CallbackNotApplicable extends Error {}

type Outcome = "PAID" | "PAID_LATE" | "FAILED" | "INFO" | "IGNORED" | "PAID_TWICE";

/**
 * ECPay reports an ATM order's virtual account (RtnCode 2) before any money moves: a notice, not a
 * failure, so the order keeps waiting for the transfer.
 */
function isInformational(callback: VerifiedCallback): boolean {
  return !callback.paid && callback.provider === "ecpay" && callback.fields.RtnCode === "2";
}

/**
 * The orders side of the payment callback route (docs/PAYMENTS.md). In one transaction: the order is
 * locked, the callback must match it (provider and exact amount, else nothing is credited and the
 * provider gets the rejection answer), the callback is recorded once per (provider, trade number,
 * paid) — a replay changes nothing — and then:
 * - paid, order waiting: SUCCESS, the money is booked and the goods delivered;
 * - paid after the order timed out or failed: still honoured and marked paid late — the item if
 *   stock remains, else Jpoint for the amount (1 point = NT$1); staff see it in `latePaidOrders`;
 * - paid for an order already paid (a second payment): credited as Jpoint, never lost;
 * - not paid, order waiting: FAIL and the stock goes back.
 * The expiry job makes the same PROCESSING → TIMEOUT change conditionally, so a callback racing it
 * ends in exactly one of paid or paid late, with one credit.
 */
export function primaryPaymentSink(deps: AppDeps): PaymentCallbackSink {
  return {
    async record(callback) {
      await recordPaymentCallback(deps, callback);
    },
  };
}

export async function recordPaymentCallback(deps: AppDeps, callback: VerifiedCallback): Promise<Outcome> {
  try {
    return await withTransaction(deps.dataSource, (em) => recordInTransaction(em, callback));
  } catch (error) {
    // The same callback delivered twice at once: the second waits on the first's row, then finds it.
    if (duplicateKeyOf(error) === "uq_callback_trade") return "IGNORED";
    throw error;
  }
}

async function recordInTransaction(em: EntityManager, callback: VerifiedCallback): Promise<Outcome> {
  const order = await lockOrder(em, { orderNo: callback.tradeNo });
  if (!order || order.pay_with !== "CHANNEL")
    throw new CallbackNotApplicable(`unknown order ${callback.tradeNo}`);
  if (order.provider !== callback.provider)
    throw new CallbackNotApplicable("provider does not match the order");
  if (BigInt(order.amount_twd ?? -1) !== callback.amountTwd) {
    throw new CallbackNotApplicable("amount does not match the order");
  }

  const recorded = await insertCallback(em, order, callback);
  if (recorded === null) return "IGNORED";

  const outcome = await applyCallback(em, order, callback, recorded);
  await setPaymentCallbackOutcome(em, recorded, outcome);
  return outcome;
}

/** The callback's row, or null when this (provider, trade number, paid) was recorded before. */
async function insertCallback(
  em: EntityManager,
  order: OrderRow,
  callback: VerifiedCallback,
): Promise<string | null> {
  try {
    return await insertPaymentCallback(em, {
      provider: callback.provider,
      providerTradeNo: callback.providerTradeNo,
      tradeNo: callback.tradeNo,
      orderId: order.id,
      amountTwd: callback.amountTwd,
      paid: callback.paid,
      fields: callback.fields,
    });
  } catch (error) {
    if (duplicateKeyOf(error) === "uq_callback_trade") return null;
    throw error;
  }
}

async function applyCallback(
  em: EntityManager,
  order: OrderRow,
  callback: VerifiedCallback,
  callbackId: string,
): Promise<Outcome> {
  if (isInformational(callback)) return "INFO";

  if (!callback.paid) {
    if (order.state !== "PROCESSING") return "IGNORED";
    await setState(em, order, "FAIL", {});
    if (order.product_id) await returnStock(em, order.product_id, order.quantity);
    return "FAILED";
  }

  const paid = { providerTradeNo: callback.providerTradeNo, paidAt: callback.paidAt ?? new Date() };
  if (order.state === "PROCESSING") {
    await setState(em, order, "SUCCESS", paid);
    await bookProviderPayment(em, order);
    await deliverGoods(em, order);
    await notifyAfterCommit(em, {
      userId: order.user_id,
      kind: "PURCHASE_COMPLETE",
      key: order.id,
      params: { orderId: order.order_no },
    });
    return "PAID";
  }
  if (order.state === "SUCCESS") {
    // Paid twice for one order: the second payment becomes Jpoint rather than vanishing.
    await creditJpoint(
      em,
      order,
      callback.amountTwd,
      "payment-duplicate",
      `payment-callback-${callbackId}-jpoint`,
    );
    return "PAID_TWICE";
  }
  // TIMEOUT or FAIL: the money arrived after all.
  const lateOutcome = await honourLatePayment(em, order);
  await setState(em, order, "SUCCESS", { ...paid, paidLate: true, lateOutcome });
  await notifyAfterCommit(em, {
    userId: order.user_id,
    kind: "LATE_PAYMENT_CREDITED",
    key: order.id,
    params: { orderId: order.order_no },
  });
  return "PAID_LATE";
}

/** A late product payment gets the item back off the shelf if any is left, else Jpoint for the amount. */
async function honourLatePayment(em: EntityManager, order: OrderRow): Promise<"ITEM" | "JPOINT"> {
  if (order.kind === "JPOINT") {
    await bookProviderPayment(em, order);
    return "JPOINT";
  }
  const restocked = await decrementRemaining(em, order.product_id!, order.quantity);
  if (restocked) {
    await bookProviderPayment(em, order);
    await deliverGoods(em, order);
    return "ITEM";
  }
  await creditJpoint(em, order, BigInt(order.amount_twd ?? 0), "payment-late-jpoint");
  return "JPOINT";
}

async function setState(
  em: EntityManager,
  order: OrderRow,
  state: "SUCCESS" | "FAIL",
  extra: { providerTradeNo?: string; paidAt?: Date; paidLate?: boolean; lateOutcome?: string },
): Promise<void> {
  const changed = await changeOrderState(em, order.id, order.state, state, extra);
  // The row is locked FOR UPDATE, so this cannot miss; if it ever does, roll everything back.
  if (!changed) throw new Error(`order ${order.id} changed under its lock`);
}
