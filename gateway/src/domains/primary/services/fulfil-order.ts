import type { EntityManager } from "typeorm";
import { mintUnits } from "../../holdings/services/holdings.service.js";
import { SYSTEM_ACCOUNTS } from "../../ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../ledger/services/post-ledger-transaction.service.js";
import { issuePackages } from "../../packages/services/issue-packages.service.js";

export interface OrderRow {
  id: string;
  order_no: string;
  user_id: string;
  kind: "JPOINT" | "PRODUCT";
  product_id: string | null;
  product_kind: "RELEASE" | "PACKAGE" | null;
  card_id: string | null;
  quantity: number;
  pay_with: "JPOINT" | "CHANNEL";
  provider: string | null;
  amount_twd: string | null;
  amount_jpoint: string | null;
  jpoint_credit: string | null;
  state: "PROCESSING" | "SUCCESS" | "FAIL" | "TIMEOUT";
  expires_at: Date | null;
}

/** The order joined with what fulfilment needs, locked for the rest of the transaction. */
export async function lockOrder(
  em: EntityManager,
  where: { id?: string; orderNo?: string },
): Promise<OrderRow | null> {
  const [column, value] = where.id ? ["o.id", where.id] : ["o.order_no", where.orderNo];
  const [row] = (await em.query(
    `SELECT o.id, o.order_no, o.user_id, o.kind, o.product_id, p.kind AS product_kind, p.card_id, o.quantity,
            o.pay_with, o.provider, o.amount_twd, o.amount_jpoint, o.jpoint_credit, o.state, o.expires_at
       FROM primary_order o LEFT JOIN primary_product p ON p.id = o.product_id
      WHERE ${column} = ? FOR UPDATE`,
    [value],
  )) as OrderRow[];
  if (!row) return null;
  return {
    ...row,
    id: String(row.id),
    user_id: String(row.user_id),
    product_id: row.product_id === null ? null : String(row.product_id),
    card_id: row.card_id === null ? null : String(row.card_id),
  };
}

/** Hands over what a paid product order bought: card units for a release, sealed packages for a package. */
export async function deliverGoods(em: EntityManager, order: OrderRow): Promise<void> {
  if (order.product_kind === "RELEASE" && order.card_id) {
    await mintUnits(em, order.card_id, order.user_id, order.quantity);
  } else if (order.product_kind === "PACKAGE" && order.product_id) {
    await issuePackages(em, {
      productId: order.product_id,
      userId: order.user_id,
      quantity: order.quantity,
      orderNo: order.order_no,
    });
  }
}

/**
 * Books money that arrived through a provider: Jpoint credited for a top-up, or the NT$ of a product
 * sale. Keyed by order, so a second call for the same order posts nothing.
 */
export async function bookProviderPayment(em: EntityManager, order: OrderRow): Promise<void> {
  if (order.kind === "JPOINT") {
    await creditJpoint(em, order, BigInt(order.jpoint_credit ?? order.amount_twd ?? 0), "jpoint-topup");
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
