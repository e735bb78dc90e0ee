import type { EntityManager } from "typeorm";
import { mintUnits } from "../../holdings/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { issuePackages } from "../../packages/index.js";
import { grantShowroomAccess } from "../../showrooms/index.js";
import { noteStampAction } from "../../stamps/index.js";
import { recordMissionEvent } from "../../missions/index.js";
import { lockOrderRow, type OrderRow } from "../repo/order.repo.js";

export type { OrderRow };

/** The order joined with what fulfilment needs, locked for the rest of the transaction. */
export async function lockOrder(
  em: EntityManager,
  where: { id?: string; orderNo?: string },
): Promise<OrderRow | null> {
  return lockOrderRow(em, where);
}

/**
 * Hands over what a paid product order bought: card units for a release, sealed packages for a package,
 * showroom access for the Jallery feature.
 */
export async function deliverGoods(em: EntityManager, order: OrderRow): Promise<void> {
  await recordMissionEvent(em, { userId: order.user_id, event: "first-purchase", key: `order.${order.id}` });
  if (order.product_kind === "RELEASE" && order.card_id) {
    await mintUnits(em, order.card_id, order.user_id, order.quantity);
    await noteStampAction(em, { userId: order.user_id, action: "PURCHASE", refId: order.product_id! });
  } else if (order.product_kind === "PACKAGE" && order.product_id) {
    await issuePackages(em, {
      productId: order.product_id,
      userId: order.user_id,
      quantity: order.quantity,
      orderNo: order.order_no,
    });
  } else if ((order.product_kind as string | null) === "FEATURE") {
    // A feature product (Jallery, the only one) unlocks showrooms; granting twice changes nothing.
    await grantShowroomAccess(em, { userId: order.user_id, orderId: order.id });
  }
}

/**
 * Books money that arrived through a provider: Jpoint credited for a top-up, or the NT$ of a product
 * sale. Keyed by order, so a second call for the same order posts nothing.
 */
export async function bookProviderPayment(em: EntityManager, order: OrderRow): Promise<void> {
  if (order.kind === "JPOINT") {
    await creditJpoint(em, order, BigInt(order.jpoint_credit ?? order.amount_twd ?? 0), "jpoint-topup");
    const topUp = { userId: order.user_id, key: `order.${order.id}` };
    await recordMissionEvent(em, { ...topUp, event: "first-jpoint-topup" });
    return;
  }
  const amount = BigInt(order.amount_twd ?? 0);
  await postLedgerTransaction(em, {
    kind: "primary-sale",
    currency: "TWD",
    idempotencyKey: `primary-order-${order.id}-paid`,
    reference: { type: "primary_order", id: order.id },
    actorUserId: order.user_id,
    legs: [
      { account: { system: SYSTEM_ACCOUNTS.PAYMENT_CLEARING }, bucket: "available", amount: -amount },
      { account: { system: SYSTEM_ACCOUNTS.PRIMARY_SALES }, bucket: "available", amount },
    ],
  });
}

/** Jpoint for money received: a top-up, or a late payment whose item is gone (1 point = NT$1). */
export async function creditJpoint(
  em: EntityManager,
  order: OrderRow,
  points: bigint,
  kind: string,
  idempotencyKey = `primary-order-${order.id}-jpoint`,
): Promise<void> {
  await postLedgerTransaction(em, {
    kind,
    currency: "JPOINT",
    idempotencyKey,
    reference: { type: "primary_order", id: order.id },
    actorUserId: order.user_id,
    legs: [
      { account: { system: SYSTEM_ACCOUNTS.PAYMENT_CLEARING }, bucket: "available", amount: -points },
      { account: { userId: order.user_id }, bucket: "available", amount: points },
    ],
  });
}
