import type { EntityManager } from "typeorm";

/**
 * primary_order: Jpoint top-ups and product orders. Every state change is a conditional update on the
 * state the caller saw (`… WHERE state = ?`), checked by affectedRows, so a late payment and the expiry
 * job change an order once.
 */

export type OrderState = "PROCESSING" | "SUCCESS" | "FAIL" | "TIMEOUT";

/** The order joined with what fulfilment needs. */
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
  state: OrderState;
  expires_at: Date | null;
}

/** The order (by id or public number) locked for the rest of the transaction. */
export async function lockOrderRow(
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

/** A product order paid with Jpoint at once (state SUCCESS); returns its id. */
export async function insertJpointPaidOrder(
  em: EntityManager,
  o: {
    orderNo: string;
    userId: string;
    productId: string;
    quantity: number;
    amountJpoint: bigint;
    key: string;
    hash: string;
  },
): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO primary_order (order_no, user_id, kind, product_id, quantity, pay_with, amount_jpoint, state,
            paid_at, closed_at, idempotency_key, request_hash)
         VALUES (?, ?, 'PRODUCT', ?, ?, 'JPOINT', ?, 'SUCCESS', UTC_TIMESTAMP(3), UTC_TIMESTAMP(3), ?, ?)`,
    [o.orderNo, o.userId, o.productId, o.quantity, o.amountJpoint.toString(), o.key, o.hash],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

export interface NewChannelOrderRow {
  orderNo: string;
  userId: string;
  kind: "JPOINT" | "PRODUCT";
  productId: string | null;
  quantity: number;
  paymentWay: string;
  provider: string;
  amountTwd: bigint;
  jpointCredit: bigint | null;
  expiresAt: Date;
  invoiceType: string;
  carrierCode: string | null;
  purchaserName: string;
  purchaserEmail: string;
  purchaserPhone: string | null;
  key: string;
  hash: string;
}

/** An order awaiting a provider's payment (state PROCESSING); returns its id. */
export async function insertChannelOrder(em: EntityManager, o: NewChannelOrderRow): Promise<string> {
  const result = (await em.query(
    `INSERT INTO primary_order (order_no, user_id, kind, product_id, quantity, pay_with, payment_way, provider,
        amount_twd, jpoint_credit, state, expires_at, invoice_type, carrier_code, purchaser_name, purchaser_email,
        purchaser_phone, idempotency_key, request_hash)
     VALUES (?, ?, ?, ?, ?, 'CHANNEL', ?, ?, ?, ?, 'PROCESSING', ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      o.orderNo,
      o.userId,
      o.kind,
      o.productId,
      o.quantity,
      o.paymentWay,
      o.provider,
      o.amountTwd.toString(),
      o.jpointCredit?.toString() ?? null,
      o.expiresAt,
      o.invoiceType,
      o.carrierCode,
      o.purchaserName,
      o.purchaserEmail,
      o.purchaserPhone,
      o.key,
      o.hash,
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** The number of this person's unpaid order for this product, if any. */
export async function findOpenOrderNo(
  em: EntityManager,
  userId: string,
  productId: string,
): Promise<string | null> {
  const [open] = (await em.query(
    `SELECT order_no FROM primary_order WHERE user_id = ? AND product_id = ? AND state = 'PROCESSING' LIMIT 1`,
    [userId, productId],
  )) as { order_no: string }[];
  return open?.order_no ?? null;
}

/** What the provider's payment page is made from. */
export interface PaymentRequestRow {
  order_no: string;
  kind: string;
  amount_twd: string;
  expires_at: Date;
  product_id: string | null;
  quantity: number;
  product_name: string | null;
}

export async function findPaymentRequest(
  em: EntityManager,
  orderId: string,
): Promise<PaymentRequestRow | null> {
  const [order] = (await em.query(
    `SELECT o.order_no, o.kind, o.amount_twd, o.expires_at, o.product_id, o.quantity, p.name AS product_name
       FROM primary_order o LEFT JOIN primary_product p ON p.id = o.product_id WHERE o.id = ?`,
    [orderId],
  )) as PaymentRequestRow[];
  return order ?? null;
}

/** Where the person pays: the provider's page, and an ATM order's account and deadline. */
export async function setPaymentDetails(
  em: EntityManager,
  orderId: string,
  d: {
    redirectUrl: string | null;
    atmBankCode: string | null;
    atmAccount: string | null;
    atmDeadline: Date | null;
  },
): Promise<void> {
  await em.query(
    `UPDATE primary_order SET redirect_url = ?, atm_bank_code = ?, atm_account = ?, atm_deadline = ? WHERE id = ?`,
    [d.redirectUrl, d.atmBankCode, d.atmAccount, d.atmDeadline, orderId],
  );
}

/** PROCESSING → FAIL (the provider refused); false when the order had moved on already. */
export async function failProcessingOrder(em: EntityManager, orderId: string): Promise<boolean> {
  const failed = (await em.query(
    `UPDATE primary_order SET state = 'FAIL', closed_at = UTC_TIMESTAMP(3) WHERE id = ? AND state = 'PROCESSING'`,
    [orderId],
  )) as { affectedRows: number };
  return failed.affectedRows === 1;
}

/**
 * The order's move from the state the caller locked to SUCCESS or FAIL, with what the payment says;
 * false when the row was not in `from` (the caller holds the lock, so that is a bug).
 */
export async function changeOrderState(
  em: EntityManager,
  orderId: string,
  from: OrderState,
  to: "SUCCESS" | "FAIL",
  extra: { providerTradeNo?: string; paidAt?: Date; paidLate?: boolean; lateOutcome?: string },
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE primary_order
        SET state = ?, provider_trade_no = COALESCE(?, provider_trade_no), paid_at = COALESCE(?, paid_at),
            paid_late = ?, late_outcome = ?, closed_at = COALESCE(closed_at, UTC_TIMESTAMP(3))
      WHERE id = ? AND state = ?`,
    [
      to,
      extra.providerTradeNo ?? null,
      extra.paidAt ?? null,
      extra.paidLate ? 1 : 0,
      extra.lateOutcome ?? null,
      orderId,
      from,
    ],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** An unpaid order past its deadline (UTC in SQL), locked; null when paid, closed or not yet due. */
export async function lockExpirableOrder(
  em: EntityManager,
  orderId: string,
): Promise<{
  id: string;
  user_id: string;
  order_no: string;
  product_id: string | null;
  quantity: number;
} | null> {
  const [order] = (await em.query(
    `SELECT id, user_id, order_no, product_id, quantity FROM primary_order
        WHERE id = ? AND state = 'PROCESSING' AND expires_at <= UTC_TIMESTAMP(3) FOR UPDATE`,
    [orderId],
  )) as { id: string; user_id: string; order_no: string; product_id: string | null; quantity: number }[];
  return order ?? null;
}

/** PROCESSING → TIMEOUT; false when the order had moved on already. */
export async function timeOutOrder(em: EntityManager, orderId: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE primary_order SET state = 'TIMEOUT', closed_at = UTC_TIMESTAMP(3) WHERE id = ? AND state = 'PROCESSING'`,
    [orderId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Ids of unpaid orders past their deadline, earliest first. */
export async function findOverdueOrderIds(em: EntityManager, batch: number): Promise<string[]> {
  const due = (await em.query(
    `SELECT id FROM primary_order WHERE state = 'PROCESSING' AND expires_at <= UTC_TIMESTAMP(3) ORDER BY expires_at LIMIT ?`,
    [batch],
  )) as { id: string }[];
  return due.map(({ id }) => String(id));
}

/** Provider orders still waiting `afterSeconds` after creation, oldest first. */
export async function findOrdersToReconcile(
  em: EntityManager,
  afterSeconds: number,
  batch: number,
  lateWindowSeconds = 0,
): Promise<{ order_no: string; provider: string }[]> {
  // Still waiting for a while, or timed out within the late window (a payment may have gone through
  // at the provider while its notice, or the person's browser, never came back).
  return (await em.query(
    `SELECT order_no, provider FROM primary_order
      WHERE pay_with = 'CHANNEL' AND provider IS NOT NULL
        AND ((state = 'PROCESSING' AND created_at <= UTC_TIMESTAMP(3) - INTERVAL ? SECOND)
          OR (state = 'TIMEOUT' AND expires_at >= UTC_TIMESTAMP(3) - INTERVAL ? SECOND))
      ORDER BY created_at LIMIT ?`,
    [afterSeconds, lateWindowSeconds, batch],
  )) as { order_no: string; provider: string }[];
}

/** Units of the card's releases held by orders still awaiting payment. */
export async function sumPendingQuantityOfCard(em: EntityManager, cardId: string): Promise<number> {
  const [{ pending }] = (await em.query(
    `SELECT COALESCE(SUM(o.quantity), 0) AS pending FROM primary_order o
         JOIN primary_product p ON p.id = o.product_id WHERE p.card_id = ? AND o.state = 'PROCESSING'`,
    [cardId],
  )) as [{ pending: string }];
  return Number(pending);
}

/** The order a person placed with this idempotency key, if any. */
export async function findOrderByKey(
  em: EntityManager,
  userId: string,
  key: string,
): Promise<{ id: string; request_hash: string | null } | null> {
  const [row] = (await em.query(
    `SELECT id, request_hash FROM primary_order WHERE user_id = ? AND idempotency_key = ?`,
    [userId, key],
  )) as { id: string; request_hash: string | null }[];
  return row ?? null;
}
