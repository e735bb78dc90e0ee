import { RECONCILE_AFTER_SECONDS } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { paymentProviders } from "../../../adapters/payments/payment-providers.js";
import { isProviderId } from "../../../adapters/payments/payment-provider.js";
import { recordPaymentCallback } from "./record-payment-callback.service.js";
import { findOrdersToReconcile } from "../repo/order.repo.js";

/** Timed-out orders are asked about for a day after their expiry (late payments, lost notices). */
export const LATE_RECONCILE_WINDOW_SECONDS = 86_400;

/**
 * Sweep task: asks the provider about orders still waiting RECONCILE_AFTER_SECONDS after creation and
 * about orders that timed out in the last day, in case the callback (or, for LINE Pay, the person's
 * browser back to the confirm page) was lost on the way. A payment the provider confirms goes through
 * the same sink as a callback (amount check, recorded once per trade number), so a callback arriving as
 * well changes nothing, and a timed-out order found paid is honoured as paid late. Providers that
 * cannot be asked (off) are skipped. Returns how many orders it found paid.
 */
export async function reconcileProcessingOrders(deps: AppDeps, batch = 100): Promise<number> {
  const waiting = await findOrdersToReconcile(
    deps.dataSource.manager,
    RECONCILE_AFTER_SECONDS,
    batch,
    LATE_RECONCILE_WINDOW_SECONDS,
  );
  const providers = paymentProviders(deps);
  let paid = 0;
  for (const order of waiting) {
    if (!isProviderId(order.provider)) continue;
    let status;
    try {
      status = await providers[order.provider].queryStatus(order.order_no);
    } catch (error) {
      deps.logger.debug({ err: error, provider: order.provider }, "provider cannot be asked about an order");
      continue;
    }
    if (!status?.paid) continue;
    const outcome = await recordPaymentCallback(deps, {
      provider: order.provider,
      tradeNo: order.order_no,
      providerTradeNo: status.providerTradeNo,
      amountTwd: status.amountTwd,
      currency: "TWD",
      paid: true,
      paidAt: new Date(),
      fields: { source: "queryStatus", providerTradeNo: status.providerTradeNo },
    }).catch((error: unknown) => {
      deps.logger.warn({ err: error, orderNo: order.order_no }, "provider-confirmed payment not applied");
      return null;
    });
    if (outcome === "PAID" || outcome === "PAID_LATE") paid++;
  }
  return paid;
}
