import type { Redis } from "ioredis";
import { LinePayClient, type LinePayAnswer } from "./linepay-api.js";
import type {
  CallbackAnswer,
  CreatePaymentRequest,
  CreatedPayment,
  PaymentProvider,
  ProviderPaymentStatus,
  ProviderRefund,
  ProviderReturn,
  VerifiedCallback,
} from "./payment-provider.js";
import {
  assertCreatePaymentRequest,
  isTradeNo,
  PaymentCallbackRejected,
  PaymentUnavailable,
} from "./payment-provider.js";

/**
 * LINE Pay Online API v3, live (docs/PAYMENTS.md "LINE Pay"). LINE Pay sends no server-to-server
 * notice: the person approves in LINE, LINE sends the browser to our confirmUrl
 * (`/payments/return/linepay?transactionId=…&orderId=…`), and the payment only exists once we call
 * Confirm. The transaction LINE gave us for each order is kept in Redis, so a redirect naming another
 * transaction is refused and the sweep can ask LINE about an order whose browser never came back.
 */

export interface LinePayProviderOptions {
  channelId: string;
  channelSecret: string;
  apiUrl: string;
  publicUrl: string;
  redis: Redis;
  keyPrefix: string;
  fetch?: typeof fetch;
}

/** What we keep about a requested payment (until a day after the order's expiry). */
interface LinePayRecord {
  transactionId: string;
  amountTwd: string;
  returnUrl: string;
  paymentUrl: string;
}

const TRANSACTION_ID = /^[0-9]{1,19}$/;
const RECORD_GRACE_SECONDS = 86_400;

/** Check API return codes (developers-pay.line.me/online-api-v3/check-payment-request-status). */
const CHECK_AUTHORIZED = "0110";
const CHECK_CANCELLED = "0121";
const CHECK_FAILED = "0122";
const CHECK_COMPLETED = "0123";
const REFUNDED_BEFORE = "1165";

export class LinePayProvider implements PaymentProvider {
  readonly id = "linepay" as const;
  readonly mode = "live" as const;
  private readonly client: LinePayClient;

  constructor(private readonly options: LinePayProviderOptions) {
    this.client = new LinePayClient({
      apiUrl: options.apiUrl,
      channelId: options.channelId,
      channelSecret: options.channelSecret,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  private key(tradeNo: string): string {
    return `${this.options.keyPrefix}:payments:linepay:${tradeNo}`;
  }

  private async record(tradeNo: string): Promise<LinePayRecord | null> {
    const raw = await this.options.redis.get(this.key(tradeNo));
    return raw ? (JSON.parse(raw) as LinePayRecord) : null;
  }

  async createPayment(req: CreatePaymentRequest): Promise<CreatedPayment> {
    assertCreatePaymentRequest(this.id, req);
    const existing = await this.record(req.tradeNo);
    if (existing) {
      // A retried request: the same payment page; another amount for the trade number is refused.
      if (existing.amountTwd === req.amountTwd.toString()) return { redirectUrl: existing.paymentUrl };
      throw new PaymentUnavailable(`trade number ${req.tradeNo} is already used with linepay`);
    }
    const amount = Number(req.amountTwd);
    const base = this.options.publicUrl.replace(/\/+$/, "");
    const answer = await this.client.post("/v3/payments/request", {
      amount,
      currency: "TWD",
      orderId: req.tradeNo,
      packages: [
        { id: "1", amount, products: [{ name: req.itemName.slice(0, 4000), quantity: 1, price: amount }] },
      ],
      redirectUrls: { confirmUrl: `${base}/payments/return/linepay`, cancelUrl: req.returnUrl },
    });
    const info = answer.info as { transactionId?: string; paymentUrl?: { web?: string } } | undefined;
    const transactionId = info?.transactionId;
    const paymentUrl = info?.paymentUrl?.web;
    if (
      answer.returnCode !== "0000" ||
      !transactionId ||
      !TRANSACTION_ID.test(transactionId) ||
      !paymentUrl
    ) {
      throw new PaymentUnavailable(`linepay refused the payment request (${answer.returnCode})`);
    }
    const record: LinePayRecord = {
      transactionId,
      amountTwd: req.amountTwd.toString(),
      returnUrl: req.returnUrl,
      paymentUrl,
    };
    const ttl = Math.max(0, Math.ceil((req.expiresAt.getTime() - Date.now()) / 1000)) + RECORD_GRACE_SECONDS;
    await this.options.redis.set(this.key(req.tradeNo), JSON.stringify(record), "EX", ttl);
    return { redirectUrl: paymentUrl };
  }

  /** The browser back from LINE: the redirect must name the transaction LINE gave us for the order. */
  async completeReturn(query: Record<string, string>): Promise<ProviderReturn> {
    const { transactionId, orderId } = query;
    if (!isTradeNo(orderId) || !TRANSACTION_ID.test(transactionId ?? "")) {
      throw new PaymentCallbackRejected("malformed redirect");
    }
    const record = await this.record(orderId);
    if (!record || record.transactionId !== transactionId) {
      throw new PaymentCallbackRejected("transaction does not match the order");
    }
    const paid = await this.settle(orderId, record);
    return {
      callback: paid === null ? null : this.outcome(orderId, record, paid),
      returnUrl: record.returnUrl,
    };
  }

  /**
   * What LINE says about the order. An approved payment that was never confirmed (the browser did not
   * come back) is confirmed here: an authorization is not money until Confirm, and LINE voids it after
   * a while.
   */
  async queryStatus(tradeNo: string): Promise<ProviderPaymentStatus | null> {
    if (!isTradeNo(tradeNo)) return null;
    const record = await this.record(tradeNo);
    if (!record) return null;
    const paid = await this.settle(tradeNo, record);
    return {
      paid: paid === true,
      amountTwd: BigInt(record.amountTwd),
      providerTradeNo: record.transactionId,
    };
  }

  async refund(providerTradeNo: string): Promise<ProviderRefund> {
    if (!TRANSACTION_ID.test(providerTradeNo)) throw new PaymentUnavailable("malformed transaction id");
    // An empty body refunds the whole payment.
    const answer = await this.client.post(`/v3/payments/${providerTradeNo}/refund`, {});
    if (answer.returnCode === REFUNDED_BEFORE) return { refundTradeNo: null, alreadyRefunded: true };
    const refundTradeNo = (answer.info as { refundTransactionId?: string } | undefined)?.refundTransactionId;
    if (answer.returnCode !== "0000" || !refundTradeNo) {
      throw new PaymentUnavailable(`linepay refused the refund (${answer.returnCode})`);
    }
    return { refundTradeNo, alreadyRefunded: false };
  }

  /** true: paid (confirmed now or before); false: cancelled or failed for good; null: not known yet. */
  private async settle(tradeNo: string, record: LinePayRecord): Promise<boolean | null> {
    const check = await this.check(record.transactionId);
    if (check.returnCode === CHECK_COMPLETED) return true;
    if (check.returnCode === CHECK_CANCELLED || check.returnCode === CHECK_FAILED) return false;
    if (check.returnCode !== CHECK_AUTHORIZED) return null;
    const confirm = await this.client.post(`/v3/payments/${record.transactionId}/confirm`, {
      amount: Number(record.amountTwd),
      currency: "TWD",
    });
    if (confirm.returnCode === "0000") {
      const info = confirm.info as { orderId?: string } | undefined;
      if (info?.orderId !== undefined && info.orderId !== tradeNo) {
        throw new PaymentCallbackRejected("confirmed transaction names another order");
      }
      return true;
    }
    // Confirmed by a concurrent request (a double redirect, the sweep): LINE now reports it completed.
    const again = await this.check(record.transactionId);
    return again.returnCode === CHECK_COMPLETED ? true : null;
  }

  private check(transactionId: string): Promise<LinePayAnswer> {
    return this.client.get(`/v3/payments/requests/${transactionId}/check`);
  }

  private outcome(tradeNo: string, record: LinePayRecord, paid: boolean): VerifiedCallback {
    return {
      provider: this.id,
      tradeNo,
      providerTradeNo: record.transactionId,
      amountTwd: BigInt(record.amountTwd),
      currency: "TWD",
      paid,
      paidAt: paid ? new Date() : null,
      fields: { source: "confirm", transactionId: record.transactionId, orderId: tradeNo },
    };
  }

  verifyCallback(): VerifiedCallback {
    throw new PaymentCallbackRejected("LINE Pay sends no server-to-server callbacks");
  }

  acknowledge(accepted: boolean): CallbackAnswer {
    return {
      status: accepted ? 200 : 400,
      contentType: "application/json; charset=utf-8",
      body: JSON.stringify({ received: accepted }),
    };
  }
}
