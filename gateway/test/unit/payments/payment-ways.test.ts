import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.js";
import {
  availablePaymentWays,
  findPaymentWay,
  PAYMENT_WAYS,
  paymentWayOrThrow,
  PROVIDER_IDS,
  providerOffers,
} from "../../../src/adapters/payments/payment-provider.js";
import { createPaymentProviders } from "../../../src/adapters/payments/payment-providers.js";
import { DomainError } from "../../../src/shared/domain-error.js";

describe("payment ways", () => {
  it("lists the ways to pay", () => {
    expect(PAYMENT_WAYS.map((w) => `${w.id}:${w.provider}:${w.method}`)).toEqual([
      "ecpay-credit:ecpay:CREDIT_CARD",
      "ecpay-atm:ecpay:ATM",
      "linepay:linepay:LINE_PAY",
      "openpay-unionpay:openpay:UNION_PAY",
      "openpay-credit:openpay:CREDIT_CARD",
      "funpoint-credit:funpoint:CREDIT_CARD",
      "wanpay-credit:wanpay:CREDIT_CARD",
    ]);
    expect(new Set(PAYMENT_WAYS.map((w) => w.id)).size).toBe(PAYMENT_WAYS.length);
    for (const way of PAYMENT_WAYS) expect(PROVIDER_IDS).toContain(way.provider);
  });

  it("finds a way by id; unknown ids are undefined or WRONG_PAYMENT_CHANNEL (1014)", () => {
    expect(findPaymentWay("ecpay-atm")).toEqual({ id: "ecpay-atm", provider: "ecpay", method: "ATM" });
    expect(findPaymentWay("paypal")).toBeUndefined();
    expect(findPaymentWay("")).toBeUndefined();
    expect(paymentWayOrThrow("linepay").method).toBe("LINE_PAY");
    let error: unknown;
    try {
      paymentWayOrThrow("ecpay-bitcoin");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).extensions).toMatchObject({
      code: "WRONG_PAYMENT_CHANNEL",
      errorCode: 1014,
    });
  });

  it("knows which methods a provider offers", () => {
    expect(providerOffers("ecpay", "ATM")).toBe(true);
    expect(providerOffers("ecpay", "LINE_PAY")).toBe(false);
    expect(providerOffers("openpay", "UNION_PAY")).toBe(true);
  });

  it("offers every way in the sandbox, only configured ones live, none in production by default", () => {
    const redis = {} as Redis;
    const sandbox = createPaymentProviders(loadConfig({}), { redis });
    expect(availablePaymentWays(sandbox)).toHaveLength(PAYMENT_WAYS.length);
    const live = createPaymentProviders(
      loadConfig({
        PAYMENT_MODE: "live",
        ECPAY_MERCHANT_ID: "1234567",
        ECPAY_HASH_KEY: "k",
        ECPAY_HASH_IV: "v",
        LINEPAY_MERCHANT_ID: "L1",
        LINEPAY_SECRET: "line-pay-secret-0123456789",
      }),
      { redis },
    );
    expect(availablePaymentWays(live).map((w) => w.id)).toEqual(["ecpay-credit", "ecpay-atm", "linepay"]);
    expect(live.openpay.mode).toBe("off");
    const production = createPaymentProviders(
      loadConfig({
        NODE_ENV: "production",
        SESSION_SECRET: "s".repeat(40),
        KYC_ENCRYPTION_KEY: "k".repeat(40),
        PUBLIC_URL: "https://vitrine.test",
      }),
      { redis },
    );
    expect(availablePaymentWays(production)).toEqual([]);
  });
});
