import type { EntityManager } from "typeorm";

/** What a refund needs to know about an order, read under a row lock. */
export interface RefundableOrderRow {
  id: string;
  order_no: string;
  user_id: string;
  kind: string;
  state: string;
  provider: string | null;
  provider_trade_no: string | null;
  amount_twd: string | null;
  jpoint_credit: string | null;
  refund_state: "PENDING" | "DONE" | null;
}

export async function lockOrderForRefund(
  em: EntityManager,
  orderNo: string,
): Promise<RefundableOrderRow | null> {
  const [row] = (await em.query(
    `SELECT id, order_no, user_id, kind, state, provider, provider_trade_no, amount_twd, jpoint_credit,
            refund_state
       FROM primary_order WHERE order_no = ? FOR UPDATE`,
    [orderNo],
  )) as RefundableOrderRow[];
  return row ? { ...row, id: String(row.id), user_id: String(row.user_id) } : null;
}

/** SUCCESS without a refund → refund PENDING; false when someone else got there first. */
export async function startRefund(em: EntityManager, orderId: string, staffId: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE primary_order SET refund_state = 'PENDING', refunded_by = ?
      WHERE id = ? AND state = 'SUCCESS' AND refund_state IS NULL`,
    [staffId, orderId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Refund PENDING → DONE with the provider's refund number; false when it was not pending. */
export async function finishRefund(
  em: EntityManager,
  orderId: string,
  refundTradeNo: string | null,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE primary_order
        SET refund_state = 'DONE', refund_trade_no = COALESCE(?, refund_trade_no), refunded_at = UTC_TIMESTAMP(3)
      WHERE id = ? AND refund_state = 'PENDING'`,
    [refundTradeNo, orderId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}
