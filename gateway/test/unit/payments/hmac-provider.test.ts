import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  HMAC_PROVIDER_IDS,
  hmacCanonicalString,
  HmacProvider,
  hmacSandboxCallbackFields,
  hmacSignature,
  type HmacProviderId,
} from "../../../src/adapters/payments/hmac.provider.js";
import { PaymentCallbackRejected } from "../../../src/adapters/payments/payment-provider.js";
import type { SandboxPayment } from "../../../src/adapters/payments/sandbox-store.js";

const SECRET = "unit-test-secret-0123456789";

function provider(id: HmacProviderId = "openpay", mode: "live" | "sandbox" | "off" = "live"): HmacProvider {
  return new HmacProvider({
    id,
    mode,
    merchantId: "M100",
    secret: SECRET,
    publicUrl: "http://vitrine.test",
    store: null,
  });
}

function signed(overrides: Record<string, string> = {}, secret = SECRET): Record<string, string> {
  const fields: Record<string, string> = {
    merchantId: "M100",
    tradeNo: "V2026112200003",
    providerTradeNo: "OP-778899",
    amount: "2500",
    currency: "TWD",
    status: "PAID",
    paidAt: "2026-11-22T05:06:07.000Z",
    ...overrides,
  };
  fields.signature = hmacSignature(fields, secret);
  return fields;
}

function rejection(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof PaymentCallbackRejected) return error.reason;
    throw error;
  }
  throw new Error("not rejected");
}

describe("HMAC signature", () => {
  it("is HMAC-SHA256 over the other fields sorted by name, k=v&k=v", () => {
    const fields = { tradeNo: "T1", amount: "10", signature: "ignored", currency: "TWD" };
    expect(hmacCanonicalString(fields)).toBe("amount=10&currency=TWD&tradeNo=T1");
    expect(hmacSignature(fields, "k")).toBe(
      createHmac("sha256", "k").update("amount=10&currency=TWD&tradeNo=T1").digest("hex"),
    );
  });
});

describe.each(HMAC_PROVIDER_IDS)("%s callbacks", (id) => {
  it("round-trips a signed callback", () => {
    const callback = provider(id).verifyCallback(signed());
    expect(callback).toMatchObject({
      provider: id,
      tradeNo: "V2026112200003",
      providerTradeNo: "OP-778899",
      amountTwd: 2500n,
      currency: "TWD",
      paid: true,
    });
    expect(callback.paidAt?.toISOString()).toBe("2026-11-22T05:06:07.000Z");
    expect(callback.fields.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reports a failed payment as not paid", () => {
    expect(provider(id).verifyCallback(signed({ status: "FAILED", paidAt: "" }))).toMatchObject({
      paid: false,
      paidAt: null,
    });
  });

  it("rejects a tampered signature or amount, and a foreign secret", () => {
    const good = signed();
    const sig = good.signature!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`;
    expect(rejection(() => provider(id).verifyCallback({ ...good, signature: flipped }))).toBe(
      "bad signature",
    );
    expect(rejection(() => provider(id).verifyCallback({ ...good, signature: `${sig}00` }))).toBe(
      "bad signature",
    );
    expect(rejection(() => provider(id).verifyCallback({ ...good, amount: "25000" }))).toBe("bad signature");
    expect(rejection(() => provider(id).verifyCallback({ ...good, extra: "x" }))).toBe("bad signature");
    expect(rejection(() => provider(id).verifyCallback(signed({}, "another-secret-0123456789")))).toBe(
      "bad signature",
    );
  });

  it("rejects a wrong merchant, a wrong currency and a malformed amount even when signed", () => {
    expect(rejection(() => provider(id).verifyCallback(signed({ merchantId: "M999" })))).toBe(
      "wrong merchantId",
    );
    expect(rejection(() => provider(id).verifyCallback(signed({ currency: "USD" })))).toBe("wrong currency");
    for (const amount of ["0", "-1", "2500.00", "", "1e4"]) {
      expect(rejection(() => provider(id).verifyCallback(signed({ amount })))).toBe("malformed amount");
    }
    expect(rejection(() => provider(id).verifyCallback(signed({ status: "MAYBE" })))).toBe(
      "malformed status",
    );
    expect(rejection(() => provider(id).verifyCallback(signed({ paidAt: "soon" })))).toBe("malformed paidAt");
  });

  it("rejects everything when off", () => {
    expect(rejection(() => provider(id, "off").verifyCallback(signed()))).toBe(`${id} is not configured`);
  });

  it("answers JSON", () => {
    expect(provider(id).acknowledge(true)).toEqual({
      status: 200,
      contentType: "application/json; charset=utf-8",
      body: '{"received":true}',
    });
    expect(provider(id).acknowledge(false).status).toBe(400);
  });
});

describe("HMAC providers in live mode", () => {
  it("have no live checkout or status query yet", async () => {
    await expect(provider("wanpay").queryStatus("V1")).rejects.toThrow(/not implemented in live mode/);
    await expect(
      provider("wanpay").createPayment({
        tradeNo: "V1",
        amountTwd: 1n,
        itemName: "x",
        method: "CREDIT_CARD",
        expiresAt: new Date(Date.now() + 60_000),
        returnUrl: "http://vitrine.test/",
        notifyUrl: "http://vitrine.test/payments/callback/wanpay",
      }),
    ).rejects.toThrow(/live checkout is not implemented/);
  });
});

describe("HMAC sandbox notices", () => {
  it("are accepted by the provider that signed them", () => {
    const payment: SandboxPayment = {
      provider: "linepay",
      tradeNo: "V2026112200004",
      providerTradeNo: "2611221300001111",
      amountTwd: "990",
      itemName: "Pack",
      method: "LINE_PAY",
      notifyUrl: "http://vitrine.test/payments/callback/linepay",
      returnUrl: "http://vitrine.test/",
      expiresAt: "2026-11-22T05:00:00.000Z",
      createdAt: "2026-11-22T04:00:00.000Z",
      atm: null,
      status: "PAID",
      settledAt: "2026-11-22T04:30:00.000Z",
    };
    const fields = hmacSandboxCallbackFields(payment, { merchantId: "M100", secret: SECRET });
    expect(provider("linepay").verifyCallback(fields)).toMatchObject({ amountTwd: 990n, paid: true });
    const failed = hmacSandboxCallbackFields(
      { ...payment, status: "FAILED" },
      { merchantId: "M100", secret: SECRET },
    );
    expect(provider("linepay").verifyCallback(failed).paid).toBe(false);
  });
});
