import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { ecpayCheckMacValue } from "../../../src/adapters/payments/ecpay-check-mac-value.js";
import {
  ecpayCheckoutFields,
  ecpayDate,
  EcpayProvider,
  ecpaySandboxCallbackFields,
  parseEcpayDate,
  type EcpayProviderOptions,
} from "../../../src/adapters/payments/ecpay.provider.js";
import {
  PaymentCallbackRejected,
  type CreatePaymentRequest,
} from "../../../src/adapters/payments/payment-provider.js";
import type { SandboxPayment } from "../../../src/adapters/payments/sandbox-store.js";

const CREDENTIALS = { merchantId: "3002607", hashKey: "pwFHCqoQZGmho4w6", hashIV: "EkRm7iFT261dpevs" };

function provider(overrides: Partial<EcpayProviderOptions> = {}): EcpayProvider {
  return new EcpayProvider({
    ...CREDENTIALS,
    mode: "live",
    gatewayUrl: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
    publicUrl: "http://vitrine.test",
    redis: {} as Redis, // not touched by verifyCallback / queryStatus
    keyPrefix: "unused",
    store: null,
    acceptSimulatedPayments: false,
    ...overrides,
  });
}

/** A payment-result notice as ECPay posts it to ReturnURL, signed with the stage credentials. */
function notice(overrides: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    CustomField1: "",
    CustomField2: "",
    CustomField3: "",
    CustomField4: "",
    MerchantID: "3002607",
    MerchantTradeNo: "V2026112200001",
    PaymentDate: "2026/11/22 21:05:09",
    PaymentType: "Credit_CreditCard",
    PaymentTypeChargeFee: "10",
    RtnCode: "1",
    RtnMsg: "交易成功",
    SimulatePaid: "0",
    StoreID: "",
    TradeAmt: "1500",
    TradeDate: "2026/11/22 21:04:43",
    TradeNo: "2611222104437371",
    ...overrides,
  };
  fields.CheckMacValue = ecpayCheckMacValue(fields, CREDENTIALS.hashKey, CREDENTIALS.hashIV);
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

describe("ECPay dates", () => {
  it("formats and reads yyyy/MM/dd HH:mm:ss in Taipei time", () => {
    expect(ecpayDate(new Date("2026-11-22T13:05:09Z"))).toBe("2026/11/22 21:05:09");
    expect(ecpayDate(new Date("2026-12-31T16:00:00Z"))).toBe("2027/01/01 00:00:00");
    expect(parseEcpayDate("2026/11/22 21:05:09")?.toISOString()).toBe("2026-11-22T13:05:09.000Z");
    expect(parseEcpayDate("2026-11-22 21:05:09")).toBeNull();
    expect(parseEcpayDate("")).toBeNull();
  });
});

describe("ECPay checkout fields", () => {
  const now = new Date("2026-11-22T04:00:00Z");
  const request: CreatePaymentRequest = {
    tradeNo: "V2026112200001",
    amountTwd: 1500n,
    itemName: "1,500 Jpoint #1",
    method: "CREDIT_CARD",
    expiresAt: new Date(now.getTime() + 3_600_000),
    returnUrl: "https://vitrine.test/orders/V2026112200001",
    notifyUrl: "https://vitrine.test/payments/callback/ecpay",
  };

  it("builds a signed AioCheckOut form", () => {
    const fields = ecpayCheckoutFields(request, CREDENTIALS, now);
    expect(fields).toMatchObject({
      MerchantID: "3002607",
      MerchantTradeNo: "V2026112200001",
      MerchantTradeDate: "2026/11/22 12:00:00",
      PaymentType: "aio",
      TotalAmount: "1500",
      ItemName: "1,500 Jpoint  1",
      ReturnURL: "https://vitrine.test/payments/callback/ecpay",
      ClientBackURL: "https://vitrine.test/orders/V2026112200001",
      ChoosePayment: "Credit",
      EncryptType: "1",
    });
    expect(fields.ExpireDate).toBeUndefined();
    expect(fields.CheckMacValue).toBe(ecpayCheckMacValue(fields, CREDENTIALS.hashKey, CREDENTIALS.hashIV));
  });

  it("asks for an ATM account valid at least a day", () => {
    const fields = ecpayCheckoutFields({ ...request, method: "ATM" }, CREDENTIALS, now);
    expect(fields.ChoosePayment).toBe("ATM");
    expect(fields.ExpireDate).toBe("1");
  });
});

describe("ECPay callbacks", () => {
  it("accepts a correctly signed payment notice", () => {
    const callback = provider().verifyCallback(notice());
    expect(callback).toMatchObject({
      provider: "ecpay",
      tradeNo: "V2026112200001",
      providerTradeNo: "2611222104437371",
      amountTwd: 1500n,
      currency: "TWD",
      paid: true,
    });
    expect(callback.paidAt?.toISOString()).toBe("2026-11-22T13:05:09.000Z");
  });

  it("rejects a tampered CheckMacValue, a changed amount and a wrong merchant", () => {
    const good = notice();
    const mac = good.CheckMacValue!;
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(rejection(() => provider().verifyCallback({ ...good, CheckMacValue: flipped }))).toBe(
      "bad CheckMacValue",
    );
    expect(rejection(() => provider().verifyCallback({ ...good, TradeAmt: "15000" }))).toBe(
      "bad CheckMacValue",
    );
    const { CheckMacValue: _omit, ...unsigned } = good;
    expect(rejection(() => provider().verifyCallback(unsigned))).toBe("bad CheckMacValue");
    // Correctly signed for another merchant (same keys): still refused.
    expect(rejection(() => provider().verifyCallback(notice({ MerchantID: "2000132" })))).toBe(
      "wrong MerchantID",
    );
    // Signed with other keys.
    expect(rejection(() => provider({ hashKey: "another-hash-key" }).verifyCallback(good))).toBe(
      "bad CheckMacValue",
    );
  });

  it("rejects a malformed amount or trade number even when signed", () => {
    for (const TradeAmt of ["", "0", "-5", "15.5", "1e3", "01500", " 1500"]) {
      expect(rejection(() => provider().verifyCallback(notice({ TradeAmt })))).toBe("malformed TradeAmt");
    }
    expect(rejection(() => provider().verifyCallback(notice({ MerchantTradeNo: "V-1" })))).toBe(
      "malformed MerchantTradeNo",
    );
    expect(rejection(() => provider().verifyCallback(notice({ PaymentDate: "yesterday" })))).toBe(
      "malformed PaymentDate",
    );
  });

  it("treats only RtnCode 1 as paid (ATM's 2 = account issued is not a payment)", () => {
    const issued = provider().verifyCallback(
      notice({ RtnCode: "2", PaymentType: "ATM_TAISHIN", PaymentDate: "" }),
    );
    expect(issued).toMatchObject({ paid: false, paidAt: null });
    expect(issued.fields.RtnCode).toBe("2");
    expect(provider().verifyCallback(notice({ RtnCode: "10100058" })).paid).toBe(false);
  });

  it("does not count ECPay's simulated payments against production ECPay", () => {
    expect(provider().verifyCallback(notice({ SimulatePaid: "1" })).paid).toBe(false);
    expect(
      provider({ acceptSimulatedPayments: true }).verifyCallback(notice({ SimulatePaid: "1" })).paid,
    ).toBe(true);
  });

  it("rejects everything when ECPay is off", () => {
    expect(rejection(() => provider({ mode: "off" }).verifyCallback(notice()))).toBe(
      "ECPay is not configured",
    );
  });

  it("answers 1|OK or 0|Error", () => {
    expect(provider().acknowledge(true)).toEqual({
      status: 200,
      contentType: "text/plain; charset=utf-8",
      body: "1|OK",
    });
    expect(provider().acknowledge(false)).toMatchObject({ status: 400, body: "0|Error" });
  });

  it("signs the sandbox's notices so that the adapter accepts them", () => {
    const payment: SandboxPayment = {
      provider: "ecpay",
      tradeNo: "V2026112200002",
      providerTradeNo: "2611221200001234",
      amountTwd: "300",
      itemName: "300 Jpoint",
      method: "ATM",
      notifyUrl: "http://vitrine.test/payments/callback/ecpay",
      returnUrl: "http://vitrine.test/",
      expiresAt: "2026-11-22T05:00:00.000Z",
      createdAt: "2026-11-22T04:00:00.000Z",
      atm: { bankCode: "812", virtualAccount: "91234567890123", deadline: "2026-11-22T05:00:00.000Z" },
      status: "PAID",
      settledAt: "2026-11-22T06:00:00.000Z",
    };
    const fields = ecpaySandboxCallbackFields(payment, CREDENTIALS);
    const callback = provider({ acceptSimulatedPayments: true }).verifyCallback(fields);
    expect(callback).toMatchObject({ tradeNo: "V2026112200002", amountTwd: 300n, paid: true });
    expect(callback.fields.PaymentType).toBe("ATM_TAISHIN");
    expect(callback.paidAt?.toISOString()).toBe("2026-11-22T06:00:00.000Z");
  });
});

describe("ECPay QueryTradeInfo (live)", () => {
  function answering(fields: Record<string, string>) {
    const requests: { url: string; body: string }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, body: String(init.body) });
      const signed = {
        ...fields,
        CheckMacValue: ecpayCheckMacValue(fields, CREDENTIALS.hashKey, CREDENTIALS.hashIV),
      };
      return new Response(new URLSearchParams(signed).toString());
    }) as unknown as typeof fetch;
    return { requests, fakeFetch };
  }

  it("posts a signed query and reads TradeStatus 1 as paid", async () => {
    const { requests, fakeFetch } = answering({
      MerchantID: "3002607",
      MerchantTradeNo: "V2026112200001",
      TradeNo: "2611222104437371",
      TradeAmt: "1500",
      TradeStatus: "1",
    });
    const status = await provider({ fetch: fakeFetch }).queryStatus("V2026112200001");
    expect(status).toEqual({ paid: true, amountTwd: 1500n, providerTradeNo: "2611222104437371" });
    expect(requests[0]!.url).toBe("https://payment.ecpay.com.tw/Cashier/QueryTradeInfo/V5");
    const sent = Object.fromEntries(new URLSearchParams(requests[0]!.body));
    expect(sent).toMatchObject({ MerchantID: "3002607", MerchantTradeNo: "V2026112200001" });
    expect(sent.CheckMacValue).toBe(ecpayCheckMacValue(sent, CREDENTIALS.hashKey, CREDENTIALS.hashIV));
  });

  it("reads TradeStatus 0 as not paid, and an unknown trade as null", async () => {
    const unpaid = answering({ MerchantTradeNo: "V1", TradeNo: "1", TradeAmt: "10", TradeStatus: "0" });
    expect(await provider({ fetch: unpaid.fakeFetch }).queryStatus("V1")).toMatchObject({ paid: false });
    const unknown = answering({ MerchantTradeNo: "V2", TradeNo: "", TradeAmt: "0", TradeStatus: "10200047" });
    expect(await provider({ fetch: unknown.fakeFetch }).queryStatus("V2")).toBeNull();
  });
});
