import type { EntityManager } from "typeorm";
import type { PriorRequest } from "../../../shared/idempotency.js";
import { findOrderByKey } from "../repo/order.repo.js";
import { findOrderViewRow, type OrderViewRow } from "../repo/order-view.repo.js";

/** A primary order as the owner sees it (complete/{orderId}, purchase history, Jpoint orders). */
export interface OrderView {
  id: string;
  orderNo: string;
  userId: string;
  kind: "JPOINT" | "PRODUCT";
  productId: string | null;
  productName: string | null;
  productKind: "RELEASE" | "PACKAGE" | null;
  quantity: number;
  payWith: "JPOINT" | "CHANNEL";
  paymentWay: string | null;
  amountTwd: bigint | null;
  amountJpoint: bigint | null;
  jpointCredit: bigint | null;
  state: "PROCESSING" | "SUCCESS" | "FAIL" | "TIMEOUT";
  paidLate: boolean;
  lateOutcome: "ITEM" | "JPOINT" | null;
  /** A staff refund: PENDING while the provider is asked, DONE once refunded (the order stays SUCCESS). */
  refundState: "PENDING" | "DONE" | null;
  expiresAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  redirectUrl: string | null;
  atm: { bankCode: string; virtualAccount: string; deadline: Date } | null;
  invoiceType: string | null;
  carrierCode: string | null;
  purchaserName: string | null;
  purchaserEmail: string | null;
}

type Row = OrderViewRow;
const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string));

export function toOrderView(r: Row): OrderView {
  return {
    id: String(r.id),
    orderNo: r.order_no as string,
    userId: String(r.user_id),
    kind: r.kind as OrderView["kind"],
    productId: r.product_id === null ? null : String(r.product_id),
    productName: (r.product_name as string | null) ?? null,
    productKind: (r.product_kind as OrderView["productKind"]) ?? null,
    quantity: Number(r.quantity),
    payWith: r.pay_with as OrderView["payWith"],
    paymentWay: (r.payment_way as string | null) ?? null,
    amountTwd: big(r.amount_twd),
    amountJpoint: big(r.amount_jpoint),
    jpointCredit: big(r.jpoint_credit),
    state: r.state as OrderView["state"],
    paidLate: Boolean(Number(r.paid_late)),
    lateOutcome: (r.late_outcome as OrderView["lateOutcome"]) ?? null,
    refundState: (r.refund_state as OrderView["refundState"]) ?? null,
    expiresAt: (r.expires_at as Date | null) ?? null,
    paidAt: (r.paid_at as Date | null) ?? null,
    createdAt: r.created_at as Date,
    redirectUrl: (r.redirect_url as string | null) ?? null,
    atm: r.atm_account
      ? {
          bankCode: r.atm_bank_code as string,
          virtualAccount: r.atm_account as string,
          deadline: r.atm_deadline as Date,
        }
      : null,
    invoiceType: (r.invoice_type as string | null) ?? null,
    carrierCode: (r.carrier_code as string | null) ?? null,
    purchaserName: (r.purchaser_name as string | null) ?? null,
    purchaserEmail: (r.purchaser_email as string | null) ?? null,
  };
}

export async function loadOrderView(
  em: EntityManager,
  where: { id: string } | { orderNo: string },
): Promise<OrderView | null> {
  const row = await findOrderViewRow(em, where);
  return row ? toOrderView(row) : null;
}

/**
 * The order a person already placed with this idempotency key, if any: its id and the hash of the
 * request that placed it (shared/idempotency.ts).
 */
export async function priorOrderByKey(
  em: EntityManager,
  userId: string,
  key: string,
): Promise<PriorRequest<string> | null> {
  const row = await findOrderByKey(em, userId, key);
  return row ? { requestHash: row.request_hash, result: String(row.id) } : null;
}
