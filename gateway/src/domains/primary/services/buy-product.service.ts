import { isLocale, type Locale } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { buyWithJpoint } from "./buy-with-jpoint.service.js";
import { createPaymentOrder } from "./create-payment-order.service.js";
import type { InvoiceInput, PurchaserInput } from "./order-input.js";
import type { OrderView } from "./order-view.js";

/** The client's language for the provider's return page; Traditional Chinese when unknown. */
export const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : "tw");

export interface BuyJpointInput {
  amount: number;
  paymentWay: string;
  invoice: InvoiceInput;
  purchaser: PurchaserInput;
  idempotencyKey: string;
  locale?: string | null;
}

/** Jpoint bought through a payment way (over NT$100): an order to pay within the hold. */
export async function buyJpoint(deps: AppDeps, userId: string, input: BuyJpointInput): Promise<OrderView> {
  return createPaymentOrder(deps, userId, {
    kind: "JPOINT",
    amount: input.amount,
    common: { ...input, locale: localeOf(input.locale) },
  });
}

export interface BuyProductInput {
  productId: string;
  quantity: number;
  /** JPOINT (immediate) or CHANNEL (through paymentWay, held 1 hour). */
  payWith: string;
  paymentWay?: string | null;
  invoice?: InvoiceInput | null;
  purchaser?: PurchaserInput | null;
  idempotencyKey: string;
  locale?: string | null;
}

/**
 * A release or packages: with Jpoint at once, or through a payment way (which then needs the way, the
 * invoice and the purchaser; 400 naming payWith otherwise).
 */
export async function buyProduct(deps: AppDeps, userId: string, input: BuyProductInput): Promise<OrderView> {
  if (input.payWith === "JPOINT") return buyWithJpoint(deps, userId, input);
  if (input.payWith !== "CHANNEL" || !input.paymentWay || !input.invoice || !input.purchaser) {
    throw new DomainError("DATA_ERROR", { field: "payWith" });
  }
  return createPaymentOrder(deps, userId, {
    kind: "PRODUCT",
    productId: input.productId,
    quantity: input.quantity,
    common: {
      paymentWay: input.paymentWay,
      invoice: input.invoice,
      purchaser: input.purchaser,
      idempotencyKey: input.idempotencyKey,
      locale: localeOf(input.locale),
    },
  });
}
