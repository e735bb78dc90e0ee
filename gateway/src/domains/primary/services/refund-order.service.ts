import type { AppDeps } from "../../../app-deps.js";
import { paymentProviders } from "../../../adapters/payments/payment-providers.js";
import { isProviderId, isTradeNo } from "../../../adapters/payments/payment-provider.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { finishRefund, lockOrderForRefund, startRefund } from "../repo/order-refund.repo.js";
import { loadOrderView, type OrderView } from "./order-view.js";

/**
 * Staff refund of a Jpoint order paid through a provider with a refund API (LINE Pay; docs/PAYMENTS.md
 * "Refunds"). Two steps, so money is never given back twice nor lost:
 * 1. one transaction: the order (SUCCESS, not refunded) is marked refund PENDING by a conditional
 *    update and the Jpoint it credited goes back from the member to payment clearing (1013 when the
 *    member has spent it: nothing changes);
 * 2. the provider refunds the whole payment; then PENDING → DONE with the provider's refund number.
 * If the provider refuses or cannot be reached (2101), the order stays PENDING: running the refund
 * again asks the provider again (LINE answers "already refunded" for a refund that did go through),
 * and a DONE order answers as it is.
 */
export async function refundPaymentOrder(
  deps: AppDeps,
  staffId: string,
  orderNo: string,
): Promise<OrderView> {
  if (!isTradeNo(orderNo)) throw new DomainError("NOT_FOUND");
  const providers = paymentProviders(deps);
  const order = await withTransaction(deps.dataSource, async (em) => {
    const row = await lockOrderForRefund(em, orderNo);
    if (!row) throw new DomainError("NOT_FOUND");
    if (row.refund_state) return row;
    const provider = isProviderId(row.provider) ? providers[row.provider] : null;
    if (row.state !== "SUCCESS" || row.kind !== "JPOINT" || !provider?.refund || !row.provider_trade_no) {
      throw new DomainError("ORDER_NOT_REFUNDABLE");
    }
    if (!(await startRefund(em, row.id, staffId))) throw new DomainError("ORDER_NOT_REFUNDABLE");
    const points = BigInt(row.jpoint_credit ?? row.amount_twd ?? 0);
    await postLedgerTransaction(em, {
      kind: "jpoint-topup-refund",
      currency: "JPOINT",
      idempotencyKey: `primary-order-${row.id}-refund`,
      reference: { type: "primary_order", id: row.id },
      actorUserId: staffId,
      legs: [
        { account: { userId: row.user_id }, bucket: "available", amount: -points },
        { account: { system: SYSTEM_ACCOUNTS.PAYMENT_CLEARING }, bucket: "available", amount: points },
      ],
    });
    return { ...row, refund_state: "PENDING" as const };
  });

  if (order.refund_state === "PENDING") {
    const provider = providers[order.provider as keyof typeof providers];
    let refundTradeNo: string | null;
    try {
      const refund = await provider.refund!(order.provider_trade_no!, BigInt(order.amount_twd ?? 0));
      refundTradeNo = refund.refundTradeNo;
    } catch (error) {
      deps.logger.warn({ err: error, orderNo, provider: provider.id }, "provider refund not completed");
      throw new DomainError("PAYMENT_REFUND_FAILED");
    }
    await withTransaction(deps.dataSource, (em) => finishRefund(em, order.id, refundTradeNo));
  }
  return (await loadOrderView(deps.dataSource.manager, { id: order.id }))!;
}
