import { createHmac, timingSafeEqual } from "node:crypto";
import type {
  CallbackAnswer,
  CreatePaymentRequest,
  CreatedPayment,
  PaymentProvider,
  ProviderId,
  ProviderMode,
  ProviderPaymentStatus,
  VerifiedCallback,
} from "./payment-provider.js";
import {
  assertCreatePaymentRequest,
  isTradeNo,
  parseWholeTwd,
  PaymentCallbackRejected,
  PaymentUnavailable,
} from "./payment-provider.js";
import {
  sandboxProviderTradeNo,
  type SandboxDesk,
  type SandboxNotification,
  type SandboxPayment,
  type SandboxPaymentStore,
} from "./sandbox-store.js";

/**
 * The providers with an HMAC-signed JSON callback (OpenPay, FunPoint, WanPay, Line Pay): one
 * implementation parameterised by provider id, merchant id and secret.
 *
 * Callback fields: merchantId, tradeNo, providerTradeNo, amount, currency ("TWD"), status
 * ("PAID" | "FAILED"), paidAt (ISO 8601, empty unless paid) and `signature` = lower-case hex
 * HMAC-SHA256(secret, canonical string), where the canonical string is every other field sorted by
 * name (code-unit order) and joined as `k=v&k=v` (values as sent, not URL-encoded).
 */

export type HmacProviderId = Exclude<ProviderId, "ecpay">;
export const HMAC_PROVIDER_IDS: readonly HmacProviderId[] = ["openpay", "funpoint", "wanpay", "linepay"];

export interface HmacCredentials {
  merchantId: string;
  secret: string;
}

export interface HmacProviderOptions extends HmacCredentials {
  id: HmacProviderId;
  mode: ProviderMode;
  publicUrl: string;
  /** Sandbox mode: where the played provider keeps its payments. */
  store: SandboxPaymentStore | null;
}

export function hmacCanonicalString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => name !== "signature")
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join("&");
}

export function hmacSignature(fields: Record<string, string>, secret: string): string {
  return createHmac("sha256", secret).update(hmacCanonicalString(fields), "utf8").digest("hex");
}

const SIGNATURE = /^[0-9a-fA-F]{64}$/;

export function hmacSignatureMatches(fields: Record<string, string>, secret: string): boolean {
  const given = fields.signature;
  if (given === undefined || !SIGNATURE.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(hmacSignature(fields, secret), "hex"));
}

/** The callback such a provider sends for a settled sandbox payment, signed. */
export function hmacSandboxCallbackFields(
  payment: SandboxPayment,
  credentials: HmacCredentials,
): Record<string, string> {
  const paid = payment.status === "PAID";
  const fields: Record<string, string> = {
    merchantId: credentials.merchantId,
    tradeNo: payment.tradeNo,
    providerTradeNo: payment.providerTradeNo,
    amount: payment.amountTwd,
    currency: "TWD",
    status: paid ? "PAID" : "FAILED",
    paidAt: paid && payment.settledAt ? payment.settledAt : "",
  };
  fields.signature = hmacSignature(fields, credentials.secret);
  return fields;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

const json = (status: number, body: unknown): CallbackAnswer => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});

export class HmacProvider implements PaymentProvider {
  readonly id: HmacProviderId;
  readonly mode: ProviderMode;
  readonly sandbox?: SandboxDesk;

  constructor(private readonly options: HmacProviderOptions) {
    this.id = options.id;
    this.mode = options.mode;
    const store = options.store;
    if (options.mode === "sandbox" && store) {
      this.sandbox = {
        find: (tradeNo) => store.find(tradeNo),
        settle: (tradeNo, outcome, now = new Date()) =>
          store.settle(tradeNo, outcome, now, (payment) => this.sandboxNotification(payment)),
      };
    }
  }

  async createPayment(req: CreatePaymentRequest): Promise<CreatedPayment> {
    assertCreatePaymentRequest(this.id, req);
    if (this.mode === "sandbox" && this.options.store) {
      const now = new Date();
      const payment = await this.options.store.create(req, sandboxProviderTradeNo(now), now);
      const base = this.options.publicUrl.replace(/\/+$/, "");
      return { redirectUrl: `${base}/sandbox/pay/${this.id}/${payment.tradeNo}` };
    }
    if (this.mode === "live") throw new PaymentUnavailable(`${this.id}: live checkout is not implemented`);
    throw new PaymentUnavailable(`${this.id} is not configured`);
  }

  verifyCallback(fields: Record<string, string>): VerifiedCallback {
    if (this.mode === "off") throw new PaymentCallbackRejected(`${this.id} is not configured`);
    if (!hmacSignatureMatches(fields, this.options.secret))
      throw new PaymentCallbackRejected("bad signature");
    if (fields.merchantId !== this.options.merchantId) throw new PaymentCallbackRejected("wrong merchantId");
    if (fields.currency !== "TWD") throw new PaymentCallbackRejected("wrong currency");
    const amountTwd = parseWholeTwd(fields.amount);
    if (amountTwd === null) throw new PaymentCallbackRejected("malformed amount");
    const tradeNo = fields.tradeNo;
    if (!isTradeNo(tradeNo)) throw new PaymentCallbackRejected("malformed tradeNo");
    const providerTradeNo = fields.providerTradeNo ?? "";
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(providerTradeNo)) {
      throw new PaymentCallbackRejected("malformed providerTradeNo");
    }
    if (fields.status !== "PAID" && fields.status !== "FAILED") {
      throw new PaymentCallbackRejected("malformed status");
    }
    const paid = fields.status === "PAID";
    let paidAt: Date | null = null;
    if (paid) {
      paidAt = ISO_INSTANT.test(fields.paidAt ?? "") ? new Date(fields.paidAt!) : null;
      if (!paidAt || Number.isNaN(paidAt.getTime())) throw new PaymentCallbackRejected("malformed paidAt");
    }
    return {
      provider: this.id,
      tradeNo,
      providerTradeNo,
      amountTwd,
      currency: "TWD",
      paid,
      paidAt,
      fields: { ...fields },
    };
  }

  acknowledge(accepted: boolean): CallbackAnswer {
    return accepted ? json(200, { received: true }) : json(400, { received: false });
  }

  async queryStatus(tradeNo: string): Promise<ProviderPaymentStatus | null> {
    if (this.mode === "sandbox" && this.options.store) {
      if (!isTradeNo(tradeNo)) return null;
      return this.options.store.status(tradeNo);
    }
    if (this.mode === "live")
      throw new PaymentUnavailable(`${this.id}: queryStatus is not implemented in live mode`);
    throw new PaymentUnavailable(`${this.id} is not configured`);
  }

  private sandboxNotification(payment: SandboxPayment): SandboxNotification {
    const { merchantId, secret } = this.options;
    return {
      url: payment.notifyUrl,
      contentType: "application/json",
      body: JSON.stringify(hmacSandboxCallbackFields(payment, { merchantId, secret })),
    };
  }
}
