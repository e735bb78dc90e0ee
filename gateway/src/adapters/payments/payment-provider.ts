import { DomainError } from "../../shared/domain-error.js";
import type { SandboxDesk } from "./sandbox-store.js";

/**
 * The one contract between Vitrine and a payment provider (docs/PAYMENTS.md). Orders ask a provider
 * to create a payment and send the person to `redirectUrl`; the provider later reports the outcome
 * server-to-server to `notifyUrl`, where the callback route verifies it (`verifyCallback`), hands the
 * verified callback to the `PaymentCallbackSink` and answers the provider (`acknowledge`).
 */

export type PaymentMethod = "CREDIT_CARD" | "ATM" | "LINE_PAY" | "UNION_PAY";
export type ProviderId = "ecpay" | "openpay" | "funpoint" | "wanpay" | "linepay";

export const PROVIDER_IDS: readonly ProviderId[] = ["ecpay", "openpay", "funpoint", "wanpay", "linepay"];

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === "string" && (PROVIDER_IDS as readonly string[]).includes(value);
}

/** One way to pay offered to people (`get_buy_jpoint_payment_way`). */
export interface PaymentWay {
  id: string;
  provider: ProviderId;
  method: PaymentMethod;
}

export const PAYMENT_WAYS: readonly PaymentWay[] = Object.freeze([
  { id: "ecpay-credit", provider: "ecpay", method: "CREDIT_CARD" },
  { id: "ecpay-atm", provider: "ecpay", method: "ATM" },
  { id: "linepay", provider: "linepay", method: "LINE_PAY" },
  { id: "openpay-unionpay", provider: "openpay", method: "UNION_PAY" },
  { id: "openpay-credit", provider: "openpay", method: "CREDIT_CARD" },
  { id: "funpoint-credit", provider: "funpoint", method: "CREDIT_CARD" },
  { id: "wanpay-credit", provider: "wanpay", method: "CREDIT_CARD" },
] satisfies PaymentWay[]);

/** The way with this id, or undefined for an unknown id (the caller answers 1014 WRONG_PAYMENT_CHANNEL). */
export function findPaymentWay(id: string): PaymentWay | undefined {
  return PAYMENT_WAYS.find((way) => way.id === id);
}

/** The way with this id; throws `DomainError("WRONG_PAYMENT_CHANNEL")` (1014) for an unknown id. */
export function paymentWayOrThrow(id: string): PaymentWay {
  const way = findPaymentWay(id);
  if (!way) throw new DomainError("WRONG_PAYMENT_CHANNEL");
  return way;
}

/** Whether `provider` offers `method` at all (according to PAYMENT_WAYS). */
export function providerOffers(provider: ProviderId, method: PaymentMethod): boolean {
  return PAYMENT_WAYS.some((way) => way.provider === provider && way.method === method);
}

/** The ways whose provider is usable in this gateway (not "off"), in PAYMENT_WAYS order. */
export function availablePaymentWays(providers: Readonly<Record<ProviderId, PaymentProvider>>): PaymentWay[] {
  return PAYMENT_WAYS.filter((way) => providers[way.provider].mode !== "off");
}

export interface CreatePaymentRequest {
  /** Our order number: 1–20 letters and digits (ECPay's MerchantTradeNo limit). */
  tradeNo: string;
  amountTwd: bigint;
  itemName: string;
  method: PaymentMethod;
  expiresAt: Date;
  /** Where the browser goes afterwards. */
  returnUrl: string;
  /** Server-to-server callback URL (normally `${PUBLIC_URL}/payments/callback/<provider>`). */
  notifyUrl: string;
}

/** An HTML form the browser must post to the provider (live ECPay). */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

export interface CreatedPayment {
  redirectUrl: string;
  /** Known at creation for sandbox ATM payments; live ECPay shows them on its own page instead. */
  atm?: { bankCode: string; virtualAccount: string; deadline: Date };
  /** Live ECPay: the form behind `redirectUrl` (for a client that would rather post it itself). */
  form?: CheckoutForm;
}

export interface VerifiedCallback {
  provider: ProviderId;
  /** Our order number. */
  tradeNo: string;
  /** The provider's own transaction number; (provider, providerTradeNo) identifies a callback. */
  providerTradeNo: string;
  amountTwd: bigint;
  currency: "TWD";
  /**
   * true: this notice pays the order. false: it does not — a failed payment, or a notice that is not
   * a payment at all (ECPay's ATM RtnCode 2 "virtual account issued"); `fields` tells which.
   */
  paid: boolean;
  paidAt: Date | null;
  /** Every field the provider sent (signature included), for the record. */
  fields: Record<string, string>;
}

/** The HTTP answer a provider expects to a callback. */
export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface ProviderPaymentStatus {
  paid: boolean;
  amountTwd: bigint;
  providerTradeNo: string;
}

/**
 * "sandbox": the gateway plays the provider (sandbox pages, nothing leaves the machine);
 * "live": the real provider; "off": not usable (no credentials in live mode, or payments not
 * configured in production) — createPayment throws and every callback is rejected.
 */
export type ProviderMode = "sandbox" | "live" | "off";

export interface PaymentProvider {
  readonly id: ProviderId;
  readonly mode: ProviderMode;
  createPayment(req: CreatePaymentRequest): Promise<CreatedPayment>;
  /**
   * Checks a callback's signature and content; throws `PaymentCallbackRejected` on a bad signature,
   * a wrong merchant id, a wrong currency, a malformed amount or a missing field.
   */
  verifyCallback(fields: Record<string, string>): VerifiedCallback;
  /** The answer the provider expects (ECPay: "1|OK" / "0|Error"). */
  acknowledge(accepted: boolean): CallbackAnswer;
  /** What the provider says about a trade; null when it does not know it. */
  queryStatus(tradeNo: string): Promise<ProviderPaymentStatus | null>;
  /** Live providers that need a browser form post (ECPay): the form for a created payment. */
  checkoutForm?(tradeNo: string): Promise<CheckoutForm | null>;
  /** Sandbox mode only: what the sandbox pages need (read the payment, settle it). */
  readonly sandbox?: SandboxDesk;
  /**
   * Providers that report the outcome through the person's browser (LINE Pay's confirmUrl,
   * `GET /payments/return/:provider`): checks the redirect against the payment we created, completes
   * the payment with the provider and returns the outcome for the sink. Throws
   * `PaymentCallbackRejected` for a redirect that does not match a payment of ours.
   */
  completeReturn?(query: Record<string, string>): Promise<ProviderReturn>;
  /** Providers with a refund API (LINE Pay): refunds a paid transaction in full. */
  refund?(providerTradeNo: string, amountTwd: bigint): Promise<ProviderRefund>;
}

export interface ProviderReturn {
  /** The outcome to record, or null while the provider cannot tell yet (the sweep asks again later). */
  callback: VerifiedCallback | null;
  /** Where the browser goes next. */
  returnUrl: string;
}

export interface ProviderRefund {
  /** The provider's number for the refund (null when it had been refunded before). */
  refundTradeNo: string | null;
  alreadyRefunded: boolean;
}

/**
 * Implemented by the orders/Jpoint domain: checks the amount against the order, records the
 * callback once per (provider, providerTradeNo) and credits. Throwing makes the callback route give
 * the provider its rejection answer (so a provider that retries will retry).
 */
export interface PaymentCallbackSink {
  record(callback: VerifiedCallback): Promise<void>;
}

/** A callback that failed verification. `reason` is safe to log (never holds a secret). */
export class PaymentCallbackRejected extends Error {
  constructor(readonly reason: string) {
    super(`payment callback rejected: ${reason}`);
    this.name = "PaymentCallbackRejected";
  }
}

/** A payment the provider cannot create (unsupported method, provider off, live mode not implemented). */
export class PaymentUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentUnavailable";
  }
}

const TRADE_NO = /^[A-Za-z0-9]{1,20}$/;
const WHOLE_TWD = /^[1-9][0-9]{0,11}$/;

export function isTradeNo(value: unknown): value is string {
  return typeof value === "string" && TRADE_NO.test(value);
}

/** A positive whole number of NT$ in decimal (no sign, no leading zero, no fraction); null otherwise. */
export function parseWholeTwd(value: string | undefined): bigint | null {
  return value !== undefined && WHOLE_TWD.test(value) ? BigInt(value) : null;
}

function httpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Validates a request before any provider sees it; throws PaymentUnavailable naming the problem. */
export function assertCreatePaymentRequest(provider: ProviderId, req: CreatePaymentRequest): void {
  if (!isTradeNo(req.tradeNo)) throw new PaymentUnavailable("tradeNo must be 1–20 letters or digits");
  if (req.amountTwd <= 0n || req.amountTwd > 999_999_999_999n) {
    throw new PaymentUnavailable("amountTwd must be a positive whole number of NT$");
  }
  if (!providerOffers(provider, req.method)) {
    throw new PaymentUnavailable(`${provider} does not offer ${req.method}`);
  }
  if (!httpUrl(req.returnUrl) || !httpUrl(req.notifyUrl)) {
    throw new PaymentUnavailable("returnUrl and notifyUrl must be http(s) URLs");
  }
  if (Number.isNaN(req.expiresAt.getTime())) throw new PaymentUnavailable("expiresAt is not a date");
}
