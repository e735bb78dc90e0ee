import type { EntityManager } from "typeorm";

/** primary_order rows as the owner sees them (with the product's name and kind); mapped by services/order-view.ts. */
export type OrderViewRow = Record<string, unknown>;

const ORDER_VIEW_COLUMNS = `o.id, o.order_no, o.user_id, o.kind, o.product_id, p.name AS product_name,
  p.kind AS product_kind, o.quantity, o.pay_with, o.payment_way, o.amount_twd, o.amount_jpoint, o.jpoint_credit,
  o.state, o.paid_late, o.late_outcome, o.refund_state, o.expires_at, o.paid_at, o.created_at, o.redirect_url, o.atm_bank_code,
  o.atm_account, o.atm_deadline, o.invoice_type, o.carrier_code, o.purchaser_name, o.purchaser_email`;

const ORDER_VIEW_FROM = `primary_order o LEFT JOIN primary_product p ON p.id = o.product_id`;

export async function findOrderViewRow(
  em: EntityManager,
  where: { id: string } | { orderNo: string },
): Promise<OrderViewRow | null> {
  const [column, value] = "id" in where ? ["o.id", where.id] : ["o.order_no", where.orderNo];
  const [row] = (await em.query(`SELECT ${ORDER_VIEW_COLUMNS} FROM ${ORDER_VIEW_FROM} WHERE ${column} = ?`, [
    value,
  ])) as OrderViewRow[];
  return row ?? null;
}

/** One page of a person's orders, newest first, of one kind or all, with their total. */
export async function findUserOrderRows(
  em: EntityManager,
  userId: string,
  kind: "JPOINT" | "PRODUCT" | null,
  window: { limit: number; offset: number },
): Promise<{ rows: OrderViewRow[]; total: number }> {
  const rows = (await em.query(
    `SELECT ${ORDER_VIEW_COLUMNS} FROM ${ORDER_VIEW_FROM}
      WHERE o.user_id = ? AND (? IS NULL OR o.kind = ?)
      ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    [userId, kind, kind, window.limit, window.offset],
  )) as OrderViewRow[];
  const [count] = (await em.query(
    `SELECT COUNT(*) AS n FROM primary_order o WHERE o.user_id = ? AND (? IS NULL OR o.kind = ?)`,
    [userId, kind, kind],
  )) as { n: string }[];
  return { rows, total: Number(count!.n) };
}

/** Orders paid after their hold ended, newest payment first. */
export async function findLatePaidOrderRows(em: EntityManager, limit: number): Promise<OrderViewRow[]> {
  return (await em.query(
    `SELECT ${ORDER_VIEW_COLUMNS} FROM ${ORDER_VIEW_FROM} WHERE o.paid_late = 1 ORDER BY o.paid_at DESC LIMIT ?`,
    [limit],
  )) as OrderViewRow[];
}
