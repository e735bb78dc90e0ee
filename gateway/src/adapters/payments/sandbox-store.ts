import type { Redis } from "ioredis";
import { randomDigits } from "../../shared/crypto.js";
import type {
  CreatePaymentRequest,
  PaymentMethod,
  ProviderId,
  ProviderPaymentStatus,
} from "./payment-provider.js";
import { PaymentUnavailable } from "./payment-provider.js";

/**
 * What a provider would know about a payment, kept in Redis while the gateway plays the provider
 * (sandbox mode). The sandbox page reads it, "paying" marks it, and the provider's queryStatus reads
 * it back — so the rest of Vitrine sees the same life cycle as with the real provider.
 */
export interface SandboxPayment {
  provider: ProviderId;
  tradeNo: string;
  providerTradeNo: string;
  /** Decimal NT$ (JSON has no bigint). */
  amountTwd: string;
  itemName: string;
  method: PaymentMethod;
  notifyUrl: string;
  returnUrl: string;
  /** ISO 8601. */
  expiresAt: string;
  createdAt: string;
  atm: { bankCode: string; virtualAccount: string; deadline: string } | null;
  status: "PENDING" | "PAID" | "FAILED";
  /** When the payment was paid or failed (ISO 8601). */
  settledAt: string | null;
}

export type SandboxOutcome = "paid" | "failed";

/** The callback the provider would send, ready to be posted to the payment's notifyUrl. */
export interface SandboxNotification {
  url: string;
  contentType: string;
  body: string;
}

export type SettleResult =
  | { ok: true; payment: SandboxPayment; notification: SandboxNotification }
  | { ok: false; status: number; message: string };

/** What the sandbox pages need from a provider played by the gateway. */
export interface SandboxDesk {
  find(tradeNo: string): Promise<SandboxPayment | null>;
  /**
   * Marks the payment paid or failed and returns the signed callback to deliver. Paying an expired
   * payment works (late payments must be testable); settling again re-sends the same outcome (a
   * provider retrying its notification); paying after a failure is a new provider transaction (new
   * providerTradeNo); a paid payment cannot fail any more.
   */
  settle(tradeNo: string, outcome: SandboxOutcome, now?: Date): Promise<SettleResult>;
}

/** Sandbox payments outlive their expiry by a day, so late payments can still be made. */
export const SANDBOX_GRACE_SECONDS = 86_400;

/** The sandbox's ATM bank: 812 (Taishin), the one ECPay's stage environment issues accounts from. */
export const SANDBOX_ATM_BANK = { code: "812", ecpayPaymentType: "ATM_TAISHIN" } as const;

export class SandboxPaymentStore {
  constructor(
    private readonly redis: Redis,
    /** QUEUE_PREFIX, so parallel test runs (each with its own prefix) never see each other's payments. */
    private readonly keyPrefix: string,
    readonly provider: ProviderId,
  ) {}

  key(tradeNo: string): string {
    return `${this.keyPrefix}:payments:sandbox:${this.provider}:${tradeNo}`;
  }

  async find(tradeNo: string): Promise<SandboxPayment | null> {
    const raw = await this.redis.get(this.key(tradeNo));
    return raw ? (JSON.parse(raw) as SandboxPayment) : null;
  }

  /** What the played provider answers to a status query (queryStatus in sandbox mode). */
  async status(tradeNo: string): Promise<ProviderPaymentStatus | null> {
    const payment = await this.find(tradeNo);
    return payment
      ? {
          paid: payment.status === "PAID",
          amountTwd: BigInt(payment.amountTwd),
          providerTradeNo: payment.providerTradeNo,
        }
      : null;
  }

  /**
   * Records a new payment. Creating the same trade again with the same amount and method gives back
   * the existing payment (a retried request); a different one is refused, as real providers refuse a
   * reused merchant trade number.
   */
  async create(
    req: CreatePaymentRequest,
    providerTradeNo: string,
    now = new Date(),
  ): Promise<SandboxPayment> {
    const payment: SandboxPayment = {
      provider: this.provider,
      tradeNo: req.tradeNo,
      providerTradeNo,
      amountTwd: req.amountTwd.toString(),
      itemName: req.itemName,
      method: req.method,
      notifyUrl: req.notifyUrl,
      returnUrl: req.returnUrl,
      expiresAt: req.expiresAt.toISOString(),
      createdAt: now.toISOString(),
      atm:
        req.method === "ATM"
          ? {
              bankCode: SANDBOX_ATM_BANK.code,
              virtualAccount: `9${randomDigits(13)}`,
              deadline: req.expiresAt.toISOString(),
            }
          : null,
      status: "PENDING",
      settledAt: null,
    };
    const ttl =
      Math.max(0, Math.ceil((req.expiresAt.getTime() - now.getTime()) / 1000)) + SANDBOX_GRACE_SECONDS;
    const created = await this.redis.set(this.key(req.tradeNo), JSON.stringify(payment), "EX", ttl, "NX");
    if (created === "OK") return payment;
    const existing = await this.find(req.tradeNo);
    if (existing && existing.amountTwd === payment.amountTwd && existing.method === payment.method) {
      return existing;
    }
    throw new PaymentUnavailable(`trade number ${req.tradeNo} is already used with ${this.provider}`);
  }

  /** Saves a changed payment, keeping the key's expiry. */
  async save(payment: SandboxPayment): Promise<void> {
    await this.redis.set(this.key(payment.tradeNo), JSON.stringify(payment), "KEEPTTL");
  }

  /**
   * The state change behind SandboxDesk.settle; `sign` turns the settled payment into the provider's
   * signed callback.
   */
  async settle(
    tradeNo: string,
    outcome: SandboxOutcome,
    now: Date,
    sign: (payment: SandboxPayment) => SandboxNotification,
  ): Promise<SettleResult> {
    const payment = await this.find(tradeNo);
    if (!payment)
      return { ok: false, status: 404, message: "This payment does not exist (or is long gone)." };
    if (payment.status === "PAID" && outcome === "failed") {
      return { ok: false, status: 409, message: "This payment is already paid; it cannot fail any more." };
    }
    const target = outcome === "paid" ? "PAID" : "FAILED";
    if (payment.status !== target) {
      // A payment after a failed attempt is a new transaction at the provider, with its own number.
      if (payment.status === "FAILED") payment.providerTradeNo = sandboxProviderTradeNo(now);
      payment.status = target;
      payment.settledAt = now.toISOString();
      await this.save(payment);
    }
    return { ok: true, payment, notification: sign(payment) };
  }
}

/** A provider-style transaction number: yyMMddHHmmss (Taipei) + 4 random digits, like ECPay's TradeNo. */
export function sandboxProviderTradeNo(now = new Date()): string {
  const taipei = new Date(now.getTime() + 8 * 3_600_000).toISOString();
  const stamp = taipei.slice(2, 19).replace(/[-T:]/g, "");
  return `${stamp}${randomDigits(4)}`;
}
