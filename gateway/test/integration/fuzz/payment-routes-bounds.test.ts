import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentProvider, ProviderId } from "../../../src/adapters/payments/payment-provider.js";
import { callbackFields, paymentCallbackRoutes } from "../../../src/http/payment-callback.routes.js";

/**
 * Issue 20 on the REST payment routes: a value that cannot be one of our trade numbers never reaches
 * a provider or a query, and a callback body is bounded (fields, value length) before verification.
 */
const asked: string[] = [];
const verified: Record<string, string>[] = [];
const fake = {
  id: "ecpay",
  mode: "live",
  verifyCallback(fields: Record<string, string>) {
    verified.push(fields);
    throw new Error("not under test");
  },
  acknowledge: (accepted: boolean) => ({
    status: 200,
    contentType: "text/plain",
    body: accepted ? "1|OK" : "0|Error",
  }),
  async checkoutForm(tradeNo: string) {
    asked.push(tradeNo);
    return { action: "https://payment.example.com/checkout", fields: { MerchantTradeNo: tradeNo } };
  },
} as unknown as PaymentProvider;
const providers = Object.fromEntries(
  (["ecpay", "openpay", "funpoint", "wanpay", "linepay"] as ProviderId[]).map((id) => [id, fake]),
) as Record<ProviderId, PaymentProvider>;

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(
    paymentCallbackRoutes({ providers, sink: { record: async () => {} }, logger: pino({ level: "silent" }) }),
  );
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("payment routes: bounds before any lookup", () => {
  it("the checkout redirect asks the provider only for a well-formed trade number", async () => {
    expect((await fetch(`${url}/payments/redirect/ecpay/T20261124000001`)).status).toBe(200);
    expect(asked).toEqual(["T20261124000001"]);
    for (const bad of ["T".repeat(21), "x".repeat(5_000), "T1%27%20OR%201", "-1"]) {
      expect((await fetch(`${url}/payments/redirect/ecpay/${bad}`)).status).toBe(404);
    }
    expect(asked).toEqual(["T20261124000001"]);
  });

  it("a callback body with an over-long value or too many fields is refused before verification", async () => {
    expect(callbackFields({ MerchantTradeNo: "T1", RtnCode: 1 })).toEqual({
      MerchantTradeNo: "T1",
      RtnCode: "1",
    });
    expect(callbackFields({ MerchantTradeNo: "x".repeat(2_001) })).toBeNull();
    expect(
      callbackFields(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, "1"]))),
    ).toBeNull();
    expect(callbackFields({ nested: { a: "1" } })).toBeNull();
    const res = await fetch(`${url}/payments/callback/ecpay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ MerchantTradeNo: "x".repeat(2_001) }),
    });
    expect(await res.text()).toBe("0|Error");
    expect(verified).toEqual([]);
  });
});
