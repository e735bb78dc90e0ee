import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLinePayFake, type LinePayFake } from "../../../dev/payments/linepay-fake.js";
import {
  createPaymentProviders,
  UNCONFIRMED_LIVE_PROVIDERS,
} from "../../../src/adapters/payments/payment-providers.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { BUY_JPOINT, INVOICE, PURCHASER } from "../primary/primary-fixtures.js";

// Production credentials for every provider: the unconfirmed ones are left out all the same.
const LINEPAY = { channelId: "1650000000", channelSecret: "a-production-linepay-channel-secret" };
const CREDENTIALS = {
  ECPAY_MERCHANT_ID: "3000001",
  ECPAY_HASH_KEY: "production-hash-key",
  ECPAY_HASH_IV: "production-hash-iv",
  ECPAY_GATEWAY_URL: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
  OPENPAY_MERCHANT_ID: "openpay-merchant",
  OPENPAY_SECRET: "an-openpay-production-secret",
  FUNPOINT_MERCHANT_ID: "funpoint-merchant",
  FUNPOINT_SECRET: "a-funpoint-production-secret",
  WANPAY_MERCHANT_ID: "wanpay-merchant",
  WANPAY_SECRET: "a-wanpay-production-secret",
  LINEPAY_MERCHANT_ID: LINEPAY.channelId,
  LINEPAY_SECRET: LINEPAY.channelSecret,
};

let fake: LinePayFake;
let prod: TestGateway;

beforeAll(async () => {
  fake = await startLinePayFake(LINEPAY);
  prod = await startTestGateway({
    NODE_ENV: "production",
    SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
    KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
    PUBLIC_URL: "https://vitrine.test",
    PAYMENT_MODE: "live",
    LINEPAY_API_URL: fake.url,
    ...CREDENTIALS,
  });
  await seedDemo(prod.gateway.deps.dataSource);
});
afterAll(async () => {
  await prod?.close();
  await fake?.close();
});

describe("payment ways in production (PAYMENT_MODE=live)", () => {
  it("offers ECPay and LINE Pay only: providers without a confirmed live protocol are left out", async () => {
    const res = await prod.gql<{ paymentWays: { id: string }[] }>(`{ paymentWays { id } }`);
    expect(res.body.data!.paymentWays.map((way) => way.id)).toEqual(["ecpay-credit", "ecpay-atm", "linepay"]);
  });

  it("refuses a left-out way at checkout with 1014 and sends LINE Pay orders to the LINE Pay API", async () => {
    const member = await createMarketUser(prod);
    const buy = (paymentWay: string) =>
      member.client.gql<{ buyJpoint: { paymentUrl: string | null } }>(BUY_JPOINT, {
        i: { amount: 500, paymentWay, invoice: INVOICE, purchaser: PURCHASER, idempotencyKey: randomUUID() },
      });
    for (const way of ["openpay-credit", "openpay-unionpay", "funpoint-credit", "wanpay-credit"]) {
      expect(errorCodeOf(await buy(way)), way).toBe(1014);
    }
    const linepay = await buy("linepay");
    expect(linepay.body.data!.buyJpoint.paymentUrl).toMatch(new RegExp(`^${fake.url}/pay/\\d{19}$`));
    expect(fake.calls).toEqual(["POST /v3/payments/request"]);
  });

  it("logs the reason once per left-out provider when the providers are built", () => {
    const warnings: object[] = [];
    const providers = createPaymentProviders(prod.config, {
      redis: prod.gateway.deps.redis,
      logger: { warn: (fields) => void warnings.push(fields) },
    });
    expect(warnings).toEqual(
      Object.entries(UNCONFIRMED_LIVE_PROVIDERS).map(([provider, reason]) => ({ provider, reason })),
    );
    expect(providers.openpay.mode).toBe("off");
    expect(providers.linepay.mode).toBe("live");
  });
});
