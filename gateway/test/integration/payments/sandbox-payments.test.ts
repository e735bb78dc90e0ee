import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { Redis } from "ioredis";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../../../src/config.js";
import { ecpayCheckMacValue } from "../../../src/adapters/payments/ecpay-check-mac-value.js";
import { hmacSignature } from "../../../src/adapters/payments/hmac.provider.js";
import type {
  PaymentCallbackSink,
  PaymentMethod,
  ProviderId,
  VerifiedCallback,
} from "../../../src/adapters/payments/payment-provider.js";
import {
  createPaymentProviders,
  type PaymentProviders,
} from "../../../src/adapters/payments/payment-providers.js";
import { paymentCallbackRoutes } from "../../../src/http/payment-callback.routes.js";
import { sandboxPaymentRoutes } from "../../../src/http/sandbox-payments.routes.js";
import { createLogger } from "../../../src/logger.js";
import { cleanupIsolated, isolatedConfig } from "../../helpers/test-env.js";

/** The orders domain's stand-in: records what it is handed; can be told to refuse. */
class RecordingSink implements PaymentCallbackSink {
  received: VerifiedCallback[] = [];
  refuse = false;
  async record(callback: VerifiedCallback): Promise<void> {
    if (this.refuse) throw new Error("amount does not match the order");
    this.received.push(callback);
  }
}

let server: Server;
let url: string;
let config: Config;
let redis: Redis;
let providers: PaymentProviders;
const sink = new RecordingSink();
const logLines: string[] = [];

beforeAll(async () => {
  const app = express();
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Its own QUEUE_PREFIX: the sandbox's Redis keys never meet another test file's.
  config = isolatedConfig({ PUBLIC_URL: url });
  redis = new Redis(config.REDIS_URL);
  providers = createPaymentProviders(config, { redis });
  const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
  app.use(paymentCallbackRoutes({ providers, sink, logger }));
  app.use(sandboxPaymentRoutes({ providers, logger }));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  redis.disconnect();
  await cleanupIsolated(config);
});

beforeEach(() => {
  sink.received = [];
  sink.refuse = false;
});

let counter = 0;
const newTradeNo = () => `T${Date.now()}${String(++counter).padStart(4, "0")}`;

async function createSandboxPayment(
  provider: ProviderId,
  method: PaymentMethod,
  options: { amountTwd?: bigint; itemName?: string; expiresAt?: Date } = {},
) {
  const tradeNo = newTradeNo();
  const returnUrl = `${url}/orders/${tradeNo}`;
  const created = await providers[provider].createPayment({
    tradeNo,
    amountTwd: options.amountTwd ?? 1500n,
    itemName: options.itemName ?? "1,500 Jpoint",
    method,
    expiresAt: options.expiresAt ?? new Date(Date.now() + 3_600_000),
    returnUrl,
    notifyUrl: `${url}/payments/callback/${provider}`,
  });
  return { tradeNo, returnUrl, created };
}

async function openPage(redirectUrl: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await fetch(redirectUrl);
  return { status: res.status, html: await res.text(), headers: res.headers };
}

function testIdText(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html);
  return match ? match[1]! : null;
}

async function decide(provider: ProviderId, tradeNo: string, decision: string): Promise<Response> {
  return fetch(`${url}/sandbox/pay/${provider}/${tradeNo}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ decision }).toString(),
    redirect: "manual",
  });
}

describe("sandbox payment pages", () => {
  it("ECPay credit card: the page shows item and amount; Pay notifies once and returns the browser", async () => {
    const { tradeNo, returnUrl, created } = await createSandboxPayment("ecpay", "CREDIT_CARD", {
      amountTwd: 1500n,
      itemName: `<script>alert("x")</script> Jpoint`,
    });
    expect(created.redirectUrl).toBe(`${url}/sandbox/pay/ecpay/${tradeNo}`);
    expect(created.atm).toBeUndefined();
    expect(await redis.exists(`${config.QUEUE_PREFIX}:payments:sandbox:ecpay:${tradeNo}`)).toBe(1);

    const page = await openPage(created.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.html).toContain("<title>ECPay");
    expect(page.html).not.toContain("<script>");
    expect(page.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Jpoint");
    expect(testIdText(page.html, "sandbox-amount")).toBe("NT$ 1,500");
    for (const id of ["sandbox-pay", "sandbox-fail", "sandbox-leave"])
      expect(page.html).toContain(`data-testid="${id}"`);
    expect(page.html).not.toContain('data-testid="sandbox-atm-transfer"');
    expect(page.html).toContain(`href="${returnUrl}"`);

    const paid = await decide("ecpay", tradeNo, "pay");
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(returnUrl);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({
      provider: "ecpay",
      tradeNo,
      amountTwd: 1500n,
      currency: "TWD",
      paid: true,
    });
    expect(sink.received[0]!.paidAt).toBeInstanceOf(Date);
    expect(sink.received[0]!.fields.CheckMacValue).toMatch(/^[0-9A-F]{64}$/);
    expect(await providers.ecpay.queryStatus(tradeNo)).toEqual({
      paid: true,
      amountTwd: 1500n,
      providerTradeNo: sink.received[0]!.providerTradeNo,
    });

    // The page can be reopened; paying again re-sends the same notice (a provider retrying).
    expect(testIdText((await openPage(created.redirectUrl)).html, "sandbox-status")).toBe("Paid");
    await decide("ecpay", tradeNo, "pay");
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1]!.providerTradeNo).toBe(sink.received[0]!.providerTradeNo);
    // A paid payment cannot fail any more.
    expect((await decide("ecpay", tradeNo, "fail")).status).toBe(409);
    expect(sink.received).toHaveLength(2);
  });

  it.each(["openpay", "funpoint", "wanpay", "linepay"] as const)(
    "%s: Fail notifies paid:false; paying afterwards is a new provider transaction",
    async (provider) => {
      const method: PaymentMethod = provider === "linepay" ? "LINE_PAY" : "CREDIT_CARD";
      const { tradeNo, returnUrl, created } = await createSandboxPayment(provider, method, {
        amountTwd: 990n,
      });
      expect(created.redirectUrl).toBe(`${url}/sandbox/pay/${provider}/${tradeNo}`);
      const failed = await decide(provider, tradeNo, "fail");
      expect(failed.status).toBe(303);
      expect(failed.headers.get("location")).toBe(returnUrl);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]).toMatchObject({
        provider,
        tradeNo,
        amountTwd: 990n,
        paid: false,
        paidAt: null,
      });
      expect(await providers[provider].queryStatus(tradeNo)).toMatchObject({ paid: false, amountTwd: 990n });

      await decide(provider, tradeNo, "pay");
      expect(sink.received).toHaveLength(2);
      expect(sink.received[1]).toMatchObject({ provider, tradeNo, amountTwd: 990n, paid: true });
      expect(sink.received[1]!.providerTradeNo).not.toBe(sink.received[0]!.providerTradeNo);
    },
  );

  it("ECPay ATM: the page shows bank code, virtual account and deadline; the transfer can be made late", async () => {
    const expiresAt = new Date(Date.now() - 60_000); // the order's hold is already over
    const { tradeNo, created } = await createSandboxPayment("ecpay", "ATM", { amountTwd: 3000n, expiresAt });
    expect(created.atm).toMatchObject({ bankCode: "812" });
    expect(created.atm!.virtualAccount).toMatch(/^\d{14}$/);
    expect(created.atm!.deadline.toISOString()).toBe(expiresAt.toISOString());

    const page = await openPage(created.redirectUrl);
    expect(testIdText(page.html, "sandbox-atm-bank")).toBe("812");
    expect(testIdText(page.html, "sandbox-atm-account")).toBe(created.atm!.virtualAccount);
    expect(testIdText(page.html, "sandbox-atm-deadline")).toMatch(
      /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} \(Taipei time\)$/,
    );
    expect(page.html).toContain('data-testid="sandbox-atm-transfer"');
    expect(page.html).toContain('data-testid="sandbox-leave"');
    expect(page.html).not.toContain('data-testid="sandbox-fail"');
    expect(page.html).toContain("late payment");
    // A failed transfer does not exist.
    expect((await decide("ecpay", tradeNo, "fail")).status).toBe(400);
    expect(sink.received).toHaveLength(0);

    const transferred = await decide("ecpay", tradeNo, "pay");
    expect(transferred.status).toBe(303);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ provider: "ecpay", tradeNo, amountTwd: 3000n, paid: true });
    expect(sink.received[0]!.fields.PaymentType).toBe("ATM_TAISHIN");
  });

  it("refuses unknown providers and payments", async () => {
    expect((await openPage(`${url}/sandbox/pay/paypal/T1`)).status).toBe(404);
    expect((await openPage(`${url}/sandbox/pay/ecpay/T404404404`)).status).toBe(404);
    expect((await decide("ecpay", "T404404404", "pay")).status).toBe(404);
  });

  it("still returns the browser when the orders domain refuses the notice", async () => {
    const { tradeNo, returnUrl } = await createSandboxPayment("ecpay", "CREDIT_CARD");
    sink.refuse = true;
    const res = await decide("ecpay", tradeNo, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(returnUrl);
    expect(sink.received).toHaveLength(0);
  });
});

describe("payment callback route", () => {
  async function post(provider: string, contentType: string, body: string): Promise<Response> {
    return fetch(`${url}/payments/callback/${provider}`, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
  }

  const ecpayNotice = (tradeNo: string, overrides: Record<string, string> = {}) => {
    const fields: Record<string, string> = {
      MerchantID: config.ECPAY_MERCHANT_ID,
      MerchantTradeNo: tradeNo,
      PaymentDate: "2026/11/22 21:05:09",
      PaymentType: "Credit_CreditCard",
      RtnCode: "1",
      RtnMsg: "交易成功",
      SimulatePaid: "0",
      TradeAmt: "1500",
      TradeDate: "2026/11/22 21:04:43",
      TradeNo: "2611222104437371",
      ...overrides,
    };
    fields.CheckMacValue = ecpayCheckMacValue(fields, config.ECPAY_HASH_KEY, config.ECPAY_HASH_IV);
    return fields;
  };

  it("accepts a correctly signed ECPay notice with 1|OK", async () => {
    const res = await post(
      "ecpay",
      "application/x-www-form-urlencoded",
      new URLSearchParams(ecpayNotice("T77")).toString(),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("1|OK");
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ tradeNo: "T77", amountTwd: 1500n, paid: true });
  });

  it("answers forged ECPay notices with 0|Error and never reaches the sink", async () => {
    const forged = { ...ecpayNotice("T78"), TradeAmt: "1" }; // amount changed after signing
    const res = await post(
      "ecpay",
      "application/x-www-form-urlencoded",
      new URLSearchParams(forged).toString(),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("0|Error");
    const badMac = { ...ecpayNotice("T79"), CheckMacValue: "0".repeat(64) };
    expect(
      await (
        await post("ecpay", "application/x-www-form-urlencoded", new URLSearchParams(badMac).toString())
      ).text(),
    ).toBe("0|Error");
    // Repeated fields are not a valid notice.
    const repeated = `${new URLSearchParams(ecpayNotice("T80")).toString()}&TradeAmt=1500`;
    expect(await (await post("ecpay", "application/x-www-form-urlencoded", repeated)).text()).toBe("0|Error");
    expect(sink.received).toHaveLength(0);
    // Each rejection is logged with its reason, never with a secret.
    const warnings = logLines.filter((line) => line.includes("payment callback rejected"));
    expect(
      warnings.some((line) => line.includes("bad CheckMacValue") && line.includes('"tradeNo":"T78"')),
    ).toBe(true);
    for (const line of logLines) {
      for (const secret of [config.ECPAY_HASH_KEY, config.ECPAY_HASH_IV, config.OPENPAY_SECRET!]) {
        expect(line).not.toContain(secret);
      }
    }
  });

  it("answers 0|Error when the orders domain refuses a verified notice", async () => {
    sink.refuse = true;
    const res = await post(
      "ecpay",
      "application/x-www-form-urlencoded",
      new URLSearchParams(ecpayNotice("T81")).toString(),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toBe("0|Error");
  });

  it("verifies the HMAC providers' JSON callbacks", async () => {
    const fields: Record<string, string> = {
      merchantId: config.OPENPAY_MERCHANT_ID!,
      tradeNo: "T82",
      providerTradeNo: "OP1",
      amount: "500",
      currency: "TWD",
      status: "PAID",
      paidAt: new Date().toISOString(),
    };
    fields.signature = hmacSignature(fields, config.OPENPAY_SECRET!);
    const ok = await post("openpay", "application/json", JSON.stringify(fields));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ received: true });
    expect(sink.received).toHaveLength(1);

    // Signed with another provider's secret, a different amount, or not JSON at all.
    const forged = await post("funpoint", "application/json", JSON.stringify(fields));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ received: false });
    expect(
      (await post("openpay", "application/json", JSON.stringify({ ...fields, amount: "5000" }))).status,
    ).toBe(400);
    const unreadable = await post("openpay", "application/json", "{not json");
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toEqual({ received: false }); // the provider's answer, not Express's
    expect((await post("openpay", "application/json", JSON.stringify([fields]))).status).toBe(400);
    expect(sink.received).toHaveLength(1);
  });

  it("answers 404 for an unknown provider", async () => {
    const res = await post("paypal", "application/json", "{}");
    expect(res.status).toBe(404);
    expect(sink.received).toHaveLength(0);
  });
});

describe("live ECPay checkout page", () => {
  it("auto-posts the signed AioCheckOut form to ECPay", async () => {
    const liveConfig = isolatedConfig({
      PUBLIC_URL: url,
      PAYMENT_MODE: "live",
      ECPAY_MERCHANT_ID: "3002607",
      ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
      ECPAY_HASH_IV: "EkRm7iFT261dpevs",
      QUEUE_PREFIX: config.QUEUE_PREFIX, // cleaned up with the rest
    });
    const live = createPaymentProviders(liveConfig, { redis });
    const app = express().use(
      paymentCallbackRoutes({ providers: live, sink, logger: createLogger(liveConfig) }),
    );
    const liveServer = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    try {
      const tradeNo = newTradeNo();
      const created = await live.ecpay.createPayment({
        tradeNo,
        amountTwd: 2000n,
        itemName: "2,000 Jpoint",
        method: "CREDIT_CARD",
        expiresAt: new Date(Date.now() + 3_600_000),
        returnUrl: `${url}/orders/${tradeNo}`,
        notifyUrl: `${url}/payments/callback/ecpay`,
      });
      expect(created.redirectUrl).toBe(`${url}/payments/redirect/ecpay/${tradeNo}`);
      expect(created.form?.action).toBe("https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5");
      const liveUrl = `http://127.0.0.1:${(liveServer.address() as AddressInfo).port}`;
      const res = await fetch(`${liveUrl}/payments/redirect/ecpay/${tradeNo}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain(
        "form-action https://payment-stage.ecpay.com.tw",
      );
      const html = await res.text();
      expect(html).toContain('action="https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5"');
      expect(html).toContain(`name="CheckMacValue" value="${created.form!.fields.CheckMacValue}"`);
      expect(html).toContain('name="TotalAmount" value="2000"');
      expect((await fetch(`${liveUrl}/payments/redirect/ecpay/T000`)).status).toBe(404);
      // Live mode has no sandbox desk: the sandbox pages would have nothing to show.
      expect(live.ecpay.sandbox).toBeUndefined();
    } finally {
      await new Promise((resolve) => liveServer.close(resolve));
    }
  });
});
