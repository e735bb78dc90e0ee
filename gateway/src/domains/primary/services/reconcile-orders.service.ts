import { RECONCILE_AFTER_SECONDS } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { paymentProviders } from "../../../adapters/payments/payment-providers.js";
import { isProviderId } from "../../../adapters/payments/payment-provider.js";
import { recordPaymentCallback } from "./record-payment-callback.service.js";
import { findOrdersToReconcile } from "../repo/order.repo.js";

/**
 * Sweep task: asks the provider about orders still waiting RECONCILE_AFTER_SECONDS after creation, in
 * case its callback was lost on the way. A payment the provider confirms goes through the same sink as
 * a callback (amount check, recorded once per trade number), so a callback arriving as well changes
 * nothing. Providers that cannot be asked (live HMAC providers) are skipped. Returns how many orders
 * it found paid.
 */
export async function reconcileProcessingOrders(deps: AppDeps, batch = 100): Promise<number> {
  const waiting = await findOrdersToReconcile(deps.dataSource.manager, RECONCILE_AFTER_SECONDS, batch);
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
