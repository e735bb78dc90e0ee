import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/config.js";
import { paymentMode, sandboxPaymentsEnabled } from "../../../src/adapters/payments/payment-providers.js";

const PROD = {
  NODE_ENV: "production",
  SESSION_SECRET: "s".repeat(40),
  KYC_ENCRYPTION_KEY: "k".repeat(40),
  PUBLIC_URL: "https://vitrine.test",
};
const ECPAY_LIVE = {
  ECPAY_MERCHANT_ID: "1234567",
  ECPAY_HASH_KEY: "live-hash-key",
  ECPAY_HASH_IV: "live-hash-iv",
};

function message(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return "";
}

describe("payment configuration", () => {
  it("defaults to the sandbox with ECPay's stage merchant outside production", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      ECPAY_MERCHANT_ID: "3002607",
      ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
      ECPAY_HASH_IV: "EkRm7iFT261dpevs",
      ECPAY_GATEWAY_URL: "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5",
      OPENPAY_MERCHANT_ID: "sandbox-openpay",
    });
    expect(config.LINEPAY_SECRET).toMatch(/.{16,}/);
    expect(paymentMode(config)).toBe("sandbox");
    expect(sandboxPaymentsEnabled(config)).toBe(true);
  });

  it("keeps payments off in production unless PAYMENT_MODE=live, and never plays the providers there", () => {
    expect(paymentMode(loadConfig(PROD))).toBe("off");
    expect(sandboxPaymentsEnabled(loadConfig(PROD))).toBe(false);
    // A sandbox in production would let anyone mark a payment paid: refused at start-up.
    expect(() => loadConfig({ ...PROD, PAYMENT_MODE: "sandbox" })).toThrow(
      /^Configuration error: PAYMENT_MODE sandbox is not allowed in production/,
    );
    expect(paymentMode(loadConfig({ ...PROD, PAYMENT_MODE: "live", ...ECPAY_LIVE }))).toBe("live");
  });

  it("allows live mode only with ECPay's credentials set, and never uses development secrets live", () => {
    expect(message({ PAYMENT_MODE: "live" })).toBe(
      "Configuration error: ECPAY_MERCHANT_ID is required when PAYMENT_MODE=live",
    );
    expect(message({ PAYMENT_MODE: "live", ECPAY_MERCHANT_ID: "1234567", ECPAY_HASH_KEY: "k" })).toBe(
      "Configuration error: ECPAY_HASH_IV is required when PAYMENT_MODE=live",
    );
    const live = loadConfig({ PAYMENT_MODE: "live", ...ECPAY_LIVE });
    expect(live.OPENPAY_SECRET).toBeUndefined();
    expect(live.OPENPAY_MERCHANT_ID).toBeUndefined();
    expect(message({ PAYMENT_MODE: "live", ...ECPAY_LIVE, WANPAY_MERCHANT_ID: "W1" })).toBe(
      "Configuration error: WANPAY_SECRET is required with WANPAY_MERCHANT_ID",
    );
    expect(message({ PAYMENT_MODE: "paypal" })).toBe(
      'Configuration error: PAYMENT_MODE must be sandbox or live (got "paypal")',
    );
  });

  it("never echoes a payment secret", () => {
    expect(message({ OPENPAY_SECRET: "short-secret" })).toBe(
      "Configuration error: OPENPAY_SECRET must be at least 16 characters",
    );
    expect(message({ ECPAY_MERCHANT_ID: "ABC" })).toBe(
      'Configuration error: ECPAY_MERCHANT_ID must be 1–10 digits (got "ABC")',
    );
    expect(message({ ECPAY_GATEWAY_URL: "ftp://x" })).not.toContain("ftp://x");
  });
});
