import { JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD, isValidJpointPurchase, type Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { requestHash, runIdempotent } from "../../../shared/idempotency.js";
import { assertJpointServiceOpen } from "../../jpoint-service/index.js";
import { paymentWayOrThrow, type PaymentWay } from "../../../adapters/payments/payment-provider.js";
import {
  checkIdempotencyKey,
  checkInvoice,
  checkPurchaser,
  type InvoiceInput,
  type PurchaserInput,
} from "./order-input.js";
import { newOrderNo } from "./order-number.js";
import { loadOrderView, priorOrderByKey, type OrderView } from "./order-view.js";
import { paymentProviders } from "../../../adapters/payments/payment-providers.js";
import { assertPurchasable, lockProduct, returnStock, takeStock, unitPrice } from "./product-stock.js";
import { scheduleOrderExpiry } from "./schedule-order-expiry.js";
import {
  failProcessingOrder,
  findOpenOrderNo,
  findPaymentRequest,
  insertChannelOrder,
  setPaymentDetails,
} from "../repo/order.repo.js";

export type PaymentOrderInput =
  | { kind: "JPOINT"; amount: number; common: CommonOrderInput }
  | { kind: "PRODUCT"; productId: string; quantity: number; common: CommonOrderInput };

export interface CommonOrderInput {
  paymentWay: string;
  invoice: InvoiceInput;
  purchaser: PurchaserInput;
  idempotencyKey: string;
  /** The client's language, for the page the provider sends the person back to. */
  locale: Locale;
}

/**
 * An order paid through a provider (card, ATM, Line Pay…): Jpoint over NT$100, or a product. The
 * order holds its stock for ORDER_HOLD_SECONDS (1 hour) and a delayed job times it out at the
 * deadline. The provider's payment page is created after commit: if the provider refuses, the order
 * fails at once and gives its stock back (2001). The same idempotency key with the same request
 * answers the first order; with any parameter different it is 2016.
 */
export async function createPaymentOrder(
  deps: AppDeps,
  userId: string,
  input: PaymentOrderInput,
): Promise<OrderView> {
  const way = paymentWayOrThrow(input.common.paymentWay);
  const providers = paymentProviders(deps);
  if (providers[way.provider].mode === "off") throw new DomainError("WRONG_PAYMENT_CHANNEL");
  const invoice = checkInvoice(input.common.invoice);
  const purchaser = checkPurchaser(input.common.purchaser);
  const key = checkIdempotencyKey(input.common.idempotencyKey);
  if (input.kind === "JPOINT" && !isValidJpointPurchase(input.amount)) {
    throw new DomainError("PURCHASE_BELOW_MINIMUM", { min: JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD });
  }

  // Everything the order was asked with: the same key with any of it different is 2016.
  const hash = requestHash([
    "primary-payment-order",
    input.kind,
    input.kind === "JPOINT" ? input.amount : String(input.productId),
    input.kind === "JPOINT" ? 1 : input.quantity,
    way.id,
    invoice,
    purchaser,
  ]);

  let created = false;
  const orderId = await runIdempotent(
    hash,
    () => priorOrderByKey(deps.dataSource.manager, userId, key),
    async () => {
      const id = await withTransaction(deps.dataSource, async (em) => {
        const expiresAt = new Date(Date.now() + deps.config.ORDER_HOLD_SECONDS * 1000);
        const base = { userId, way, invoice, purchaser, key, hash, expiresAt };
        if (input.kind === "JPOINT") {
          await assertJpointServiceOpen(em, "topup");
          const amount = BigInt(input.amount);
          return insertOrder(em, { ...base, kind: "JPOINT", amountTwd: amount, jpointCredit: amount });
        }
        const product = await lockProduct(em, input.productId);
        await assertPurchasable(em, product, { userId, quantity: input.quantity, payWith: "CHANNEL" });
        await assertNoOpenOrder(em, userId, product.id);
        await takeStock(em, product.id, input.quantity);
        const amountTwd = unitPrice(product, "CHANNEL")! * BigInt(input.quantity);
        return insertOrder(em, {
          ...base,
          kind: "PRODUCT",
          productId: product.id,
          quantity: input.quantity,
          amountTwd,
        });
      });
      created = true;
      return id;
    },
  );
  // Only the request that created the order asks the provider for its payment page.
  if (created) await startProviderPayment(deps, orderId, way, input.common.locale);
  return (await loadOrderView(deps.dataSource.manager, { id: orderId }))!;
}

interface NewOrder {
  userId: string;
  kind: "JPOINT" | "PRODUCT";
  way: PaymentWay;
  invoice: ReturnType<typeof checkInvoice>;
  purchaser: ReturnType<typeof checkPurchaser>;
  key: string;
  hash: string;
  expiresAt: Date;
  amountTwd: bigint;
  jpointCredit?: bigint;
  productId?: string;
  quantity?: number;
}

async function insertOrder(em: EntityManager, o: NewOrder): Promise<string> {
  const id = await insertChannelOrder(em, {
    orderNo: newOrderNo(),
    userId: o.userId,
    kind: o.kind,
    productId: o.productId ?? null,
    quantity: o.quantity ?? 1,
    paymentWay: o.way.id,
    provider: o.way.provider,
    amountTwd: o.amountTwd,
    jpointCredit: o.jpointCredit ?? null,
    expiresAt: o.expiresAt,
    invoiceType: o.invoice.type,
    carrierCode: o.invoice.carrierCode,
    purchaserName: o.purchaser.name,
    purchaserEmail: o.purchaser.email,
    purchaserPhone: o.purchaser.phone,
    key: o.key,
    hash: o.hash,
  });
  await scheduleOrderExpiry(em, id, o.expiresAt);
  return id;
}

/** One unpaid order per person and product at a time (1018): pay or let the first one lapse. */
async function assertNoOpenOrder(em: EntityManager, userId: string, productId: string): Promise<void> {
  const open = await findOpenOrderNo(em, userId, productId);
  if (open) throw new DomainError("ORDER_EXISTS", { orderId: open });
}

/**
 * Asks the provider for a payment page (sandbox or live). A refusal fails the order by a conditional
 * update (it may already have been paid or timed out by then, in which case nothing changes).
 */
async function startProviderPayment(
  deps: AppDeps,
  orderId: string,
  way: PaymentWay,
  locale: Locale,
): Promise<void> {
  const em = deps.dataSource.manager;
  const order = await findPaymentRequest(em, orderId);
  const publicUrl = deps.config.PUBLIC_URL.replace(/\/$/, "");
  try {
    const created = await paymentProviders(deps)[way.provider].createPayment({
      tradeNo: order!.order_no,
      amountTwd: BigInt(order!.amount_twd),
      itemName:
        order!.kind === "JPOINT"
          ? `Jpoint ${order!.amount_twd}`
          : `${order!.product_name} x ${order!.quantity}`,
      method: way.method,
      expiresAt: order!.expires_at,
      returnUrl: `${publicUrl}/${locale}/complete/${order!.order_no}`,
      notifyUrl: `${publicUrl}/payments/callback/${way.provider}`,
    });
    await setPaymentDetails(em, orderId, {
      redirectUrl: created.redirectUrl,
      atmBankCode: created.atm?.bankCode ?? null,
      atmAccount: created.atm?.virtualAccount ?? null,
      atmDeadline: created.atm?.deadline ?? null,
    });
  } catch (error) {
    deps.logger.warn({ err: error, orderId, provider: way.provider }, "payment could not be created");
    await withTransaction(deps.dataSource, async (tx) => {
      const failed = await failProcessingOrder(tx, orderId);
      if (failed && order!.product_id) await returnStock(tx, order!.product_id, order!.quantity);
    });
    throw new DomainError("PAYMENT_FAILED");
  }
}
