import type { Redis } from "ioredis";
import { ecpayCheckMacValue, ecpayCheckMacValueMatches } from "./ecpay-check-mac-value.js";
import type {
  CallbackAnswer,
  CheckoutForm,
  CreatePaymentRequest,
  CreatedPayment,
  PaymentProvider,
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
  SANDBOX_ATM_BANK,
  sandboxProviderTradeNo,
  type SandboxDesk,
  type SandboxNotification,
  type SandboxPayment,
  type SandboxPaymentStore,
} from "./sandbox-store.js";

/**
 * ECPay 全方位金流 (AioCheckOut V5): credit card and ATM virtual accounts. Live mode sends the browser
 * to a gateway page that auto-posts the signed AioCheckOut form to ECPay; ECPay then posts the
 * payment result to ReturnURL (our notifyUrl) and expects "1|OK".
 */

export interface EcpayCredentials {
  merchantId: string;
  hashKey: string;
  hashIV: string;
}

export interface EcpayProviderOptions extends EcpayCredentials {
  mode: ProviderMode;
  /** AioCheckOut URL; its origin also gives the QueryTradeInfo URL. */
  gatewayUrl: string;
  /** Base of the gateway-served pages (`/payments/redirect/ecpay/…`, `/sandbox/pay/ecpay/…`). */
  publicUrl: string;
  redis: Redis;
  keyPrefix: string;
  /** Sandbox mode: where the played provider keeps its payments. */
  store: SandboxPaymentStore | null;
  /**
   * Whether a notice with SimulatePaid=1 (ECPay's back-office "模擬付款", or our sandbox) pays: true in
   * sandbox mode and against ECPay's stage environment, false against production ECPay.
   */
  acceptSimulatedPayments: boolean;
  fetch?: typeof fetch;
}

const TAIPEI_OFFSET_MS = 8 * 3_600_000; // Taiwan has no daylight saving time

/** "yyyy/MM/dd HH:mm:ss" in Taipei time, ECPay's date format. */
export function ecpayDate(date: Date): string {
  const iso = new Date(date.getTime() + TAIPEI_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10).replace(/-/g, "/")} ${iso.slice(11, 19)}`;
}

/** Reads ECPay's "yyyy/MM/dd HH:mm:ss" (Taipei time); null when malformed. */
export function parseEcpayDate(value: string | undefined): Date | null {
  const match = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** ECPay's ItemName is at most 400 characters and uses "#" between items; ours is one item. */
function ecpayItemName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f#]/g, " ").trim() || "Vitrine";
  return clean.length > 200 ? clean.slice(0, 200) : clean;
}

/** The signed AioCheckOut form fields for one payment. */
export function ecpayCheckoutFields(
  req: CreatePaymentRequest,
  credentials: EcpayCredentials,
  now = new Date(),
): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantID: credentials.merchantId,
    MerchantTradeNo: req.tradeNo,
    MerchantTradeDate: ecpayDate(now),
    PaymentType: "aio",
    TotalAmount: req.amountTwd.toString(),
    TradeDesc: "Vitrine",
    ItemName: ecpayItemName(req.itemName),
    ReturnURL: req.notifyUrl,
    // ClientBackURL is a plain link back (GET). OrderResultURL is not used: it makes the browser POST
    // the result to returnUrl, which the client's static routes do not accept.
    ClientBackURL: req.returnUrl,
    ChoosePayment: req.method === "ATM" ? "ATM" : "Credit",
    EncryptType: "1",
  };
  if (req.method === "ATM") {
    // ECPay counts an ATM deadline in whole days (1–60): at least a day, even for a 1-hour order hold.
    const days = Math.ceil((req.expiresAt.getTime() - now.getTime()) / 86_400_000);
    fields.ExpireDate = String(Math.min(60, Math.max(1, days)));
  }
  fields.CheckMacValue = ecpayCheckMacValue(fields, credentials.hashKey, credentials.hashIV);
  return fields;
}

/**
 * The payment-result notice ECPay would post to ReturnURL for a sandbox payment (fields as in ECPay's
 * 付款結果通知), signed with the merchant's HashKey/HashIV.
 */
export function ecpaySandboxCallbackFields(
  payment: SandboxPayment,
  credentials: EcpayCredentials,
): Record<string, string> {
  const paid = payment.status === "PAID";
  const settledAt = payment.settledAt ? new Date(payment.settledAt) : new Date();
  const fields: Record<string, string> = {
    CustomField1: "",
    CustomField2: "",
    CustomField3: "",
    CustomField4: "",
    MerchantID: credentials.merchantId,
    MerchantTradeNo: payment.tradeNo,
    PaymentDate: ecpayDate(settledAt),
    PaymentType: payment.method === "ATM" ? SANDBOX_ATM_BANK.ecpayPaymentType : "Credit_CreditCard",
    PaymentTypeChargeFee: "0",
    RtnCode: paid ? "1" : "0",
    RtnMsg: paid ? "交易成功" : "交易失敗",
    SimulatePaid: "1",
    StoreID: "",
    TradeAmt: payment.amountTwd,
    TradeDate: ecpayDate(new Date(payment.createdAt)),
    TradeNo: payment.providerTradeNo,
  };
  fields.CheckMacValue = ecpayCheckMacValue(fields, credentials.hashKey, credentials.hashIV);
  return fields;
}

const ACCEPTED: CallbackAnswer = { status: 200, contentType: "text/plain; charset=utf-8", body: "1|OK" };
const REJECTED: CallbackAnswer = { status: 400, contentType: "text/plain; charset=utf-8", body: "0|Error" };

export class EcpayProvider implements PaymentProvider {
  readonly id = "ecpay" as const;
  readonly mode: ProviderMode;
  readonly sandbox?: SandboxDesk;

  constructor(private readonly options: EcpayProviderOptions) {
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

  private get credentials(): EcpayCredentials {
    const { merchantId, hashKey, hashIV } = this.options;
    return { merchantId, hashKey, hashIV };
  }

  private checkoutKey(tradeNo: string): string {
    return `${this.options.keyPrefix}:payments:checkout:ecpay:${tradeNo}`;
  }

  private pageUrl(path: string): string {
    return `${this.options.publicUrl.replace(/\/+$/, "")}${path}`;
  }

  async createPayment(req: CreatePaymentRequest): Promise<CreatedPayment> {
    assertCreatePaymentRequest(this.id, req);
    const now = new Date();
    if (this.mode === "sandbox" && this.options.store) {
      const payment = await this.options.store.create(req, sandboxProviderTradeNo(now), now);
      return {
        redirectUrl: this.pageUrl(`/sandbox/pay/ecpay/${payment.tradeNo}`),
        ...(payment.atm
          ? {
              atm: {
                bankCode: payment.atm.bankCode,
                virtualAccount: payment.atm.virtualAccount,
                deadline: new Date(payment.atm.deadline),
              },
            }
          : {}),
      };
    }
    if (this.mode !== "live") throw new PaymentUnavailable("ECPay is not configured");
    const form: CheckoutForm = {
      action: this.options.gatewayUrl,
      fields: ecpayCheckoutFields(req, this.credentials, now),
    };
    const ttl = Math.max(60, Math.ceil((req.expiresAt.getTime() - now.getTime()) / 1000));
    await this.options.redis.set(this.checkoutKey(req.tradeNo), JSON.stringify(form), "EX", ttl);
    return { redirectUrl: this.pageUrl(`/payments/redirect/ecpay/${req.tradeNo}`), form };
  }

  async checkoutForm(tradeNo: string): Promise<CheckoutForm | null> {
    if (this.mode !== "live" || !isTradeNo(tradeNo)) return null;
    const raw = await this.options.redis.get(this.checkoutKey(tradeNo));
    return raw ? (JSON.parse(raw) as CheckoutForm) : null;
  }

  verifyCallback(fields: Record<string, string>): VerifiedCallback {
    if (this.mode === "off") throw new PaymentCallbackRejected("ECPay is not configured");
    const { merchantId, hashKey, hashIV } = this.options;
    if (!ecpayCheckMacValueMatches(fields, hashKey, hashIV))
      throw new PaymentCallbackRejected("bad CheckMacValue");
    if (fields.MerchantID !== merchantId) throw new PaymentCallbackRejected("wrong MerchantID");
    const tradeNo = fields.MerchantTradeNo;
    if (!isTradeNo(tradeNo)) throw new PaymentCallbackRejected("malformed MerchantTradeNo");
    const providerTradeNo = fields.TradeNo ?? "";
    if (!/^[A-Za-z0-9]{1,20}$/.test(providerTradeNo)) throw new PaymentCallbackRejected("malformed TradeNo");
    const amountTwd = parseWholeTwd(fields.TradeAmt);
    if (amountTwd === null) throw new PaymentCallbackRejected("malformed TradeAmt");
    // RtnCode 1 is a payment; anything else (ATM's 2 = virtual account issued, failures) is not.
    const simulated = fields.SimulatePaid === "1";
    const paid = fields.RtnCode === "1" && (!simulated || this.options.acceptSimulatedPayments);
    let paidAt: Date | null = null;
    if (paid) {
      paidAt = parseEcpayDate(fields.PaymentDate);
      if (!paidAt) throw new PaymentCallbackRejected("malformed PaymentDate");
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
    return { ...(accepted ? ACCEPTED : REJECTED) };
  }

  async queryStatus(tradeNo: string): Promise<ProviderPaymentStatus | null> {
    if (!isTradeNo(tradeNo)) return null;
    if (this.mode === "sandbox" && this.options.store) {
      return this.options.store.status(tradeNo);
    }
    if (this.mode !== "live") throw new PaymentUnavailable("ECPay is not configured");
    return this.queryTradeInfo(tradeNo);
  }

  /**
   * ECPay QueryTradeInfo/V5 (https://developers.ecpay.com.tw/?p=2890): TradeStatus 1 = paid, 0 = not
   * paid. The answer is a signed form-encoded string; an unsigned or wrongly signed one is an error.
   */
  private async queryTradeInfo(tradeNo: string): Promise<ProviderPaymentStatus | null> {
    const request: Record<string, string> = {
      MerchantID: this.options.merchantId,
      MerchantTradeNo: tradeNo,
      TimeStamp: String(Math.floor(Date.now() / 1000)),
    };
    request.CheckMacValue = ecpayCheckMacValue(request, this.options.hashKey, this.options.hashIV);
    const url = new URL("/Cashier/QueryTradeInfo/V5", this.options.gatewayUrl).toString();
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(request).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`ECPay QueryTradeInfo answered HTTP ${response.status}`);
    const answer = Object.fromEntries(new URLSearchParams(await response.text()));
    if (!answer.TradeNo) return null;
    if (!ecpayCheckMacValueMatches(answer, this.options.hashKey, this.options.hashIV)) {
      throw new Error("ECPay QueryTradeInfo answer has a bad CheckMacValue");
    }
    const amountTwd = parseWholeTwd(answer.TradeAmt);
    if (answer.MerchantTradeNo !== tradeNo || amountTwd === null) {
      throw new Error("ECPay QueryTradeInfo answer does not match the trade");
    }
    return { paid: answer.TradeStatus === "1", amountTwd, providerTradeNo: answer.TradeNo };
  }

  private sandboxNotification(payment: SandboxPayment): SandboxNotification {
    return {
      url: payment.notifyUrl,
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams(ecpaySandboxCallbackFields(payment, this.credentials)).toString(),
    };
  }
}
