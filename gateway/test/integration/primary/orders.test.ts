import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { paymentProviders } from "../../../src/adapters/payments/payment-providers.js";
import type { ProviderId } from "../../../src/adapters/payments/payment-provider.js";
import {
  expireOrder,
  expireOverdueOrders,
} from "../../../src/domains/primary/services/expire-order.service.js";
import { reconcileProcessingOrders } from "../../../src/domains/primary/services/reconcile-orders.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, createTestCard, unitsOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  BUY_JPOINT,
  BUY_PRODUCT,
  createProduct,
  creditJpoint,
  endHold,
  INVOICE,
  jpointOf,
  orderRow,
  PURCHASER,
  remainingOf,
} from "./primary-fixtures.js";

let t: TestGateway;
let member: MarketUser;
const db = () => t.gateway.deps.dataSource;
const key = () => randomUUID();

interface Order {
  orderId: string;
  state: string;
  amountTwd: string | null;
  paymentUrl: string | null;
  atm: { bankCode: string; virtualAccount: string; deadline: string } | null;
}

async function buyJpoint(user: MarketUser, amount: number, extra: Record<string, unknown> = {}) {
  return user.client.gql<{ buyJpoint: Order }>(BUY_JPOINT, {
    i: {
      amount,
      paymentWay: "ecpay-credit",
      invoice: INVOICE,
      purchaser: PURCHASER,
      idempotencyKey: key(),
      ...extra,
    },
  });
}

async function buyByCard(user: MarketUser, productId: string, quantity = 1, way = "ecpay-credit") {
  return user.client.gql<{ buyProduct: Order }>(BUY_PRODUCT, {
    i: {
      productId,
      quantity,
      payWith: "CHANNEL",
      paymentWay: way,
      invoice: INVOICE,
      purchaser: PURCHASER,
      idempotencyKey: key(),
    },
  });
}

/** The provider (played by the sandbox) settles the payment and its signed callback reaches the gateway. */
async function providerReports(provider: ProviderId, orderNo: string, outcome: "paid" | "failed") {
  const desk = paymentProviders(t.gateway.deps)[provider].sandbox!;
  const settled = await desk.settle(orderNo, outcome);
  if (!settled.ok) throw new Error(settled.message);
  return postCallback(provider, settled.notification.contentType, settled.notification.body);
}

async function postCallback(provider: string, contentType: string, body: string) {
  const res = await fetch(`${t.url}/payments/callback/${provider}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
  });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  member = await createMarketUser(t);
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
});

describe("ways to pay", () => {
  it("lists every way the sandbox plays", async () => {
    const res = await t.gql<{ paymentWays: { id: string; method: string }[] }>(
      `{ paymentWays { id method } }`,
    );
    expect(res.body.data!.paymentWays.map((w) => w.id)).toEqual([
      "ecpay-credit",
      "ecpay-atm",
      "linepay",
      "openpay-unionpay",
      "openpay-credit",
      "funpoint-credit",
      "wanpay-credit",
    ]);
  });
});

describe("buying Jpoint through a provider", () => {
  it("refuses NT$100 or less (2031), an unknown way (1014) and a bad carrier code (2030)", async () => {
    expect(errorCodeOf(await buyJpoint(member, 100))).toBe(2031);
    expect(errorCodeOf(await buyJpoint(member, 500, { paymentWay: "bitcoin" }))).toBe(1014);
    const carrier = { invoice: { type: "CARRIER", carrierCode: "/12345" } };
    expect(errorCodeOf(await buyJpoint(member, 500, carrier))).toBe(2030);
    const [row] = (await db().query(`SELECT COUNT(*) AS n FROM primary_order WHERE user_id = ?`, [
      member.id,
    ])) as {
      n: string;
    }[];
    expect(Number(row!.n)).toBe(0);
  });

  it("credits the Jpoint once when the provider reports the payment, however often it reports", async () => {
    const user = await createMarketUser(t);
    const res = await buyJpoint(user, 101, { invoice: { type: "CARRIER", carrierCode: "/abc+1.2" } });
    const order = res.body.data!.buyJpoint;
    expect(order.state).toBe("PROCESSING");
    expect(order.paymentUrl).toContain(`/sandbox/pay/ecpay/${order.orderId}`);
    expect(await jpointOf(db(), user.id)).toBe(0);

    const answer = await providerReports("ecpay", order.orderId, "paid");
    expect(answer).toEqual({ status: 200, text: "1|OK" });
    expect(await jpointOf(db(), user.id)).toBe(101);
    expect((await orderRow(db(), order.orderId)).state).toBe("SUCCESS");

    // The provider retries the same notification: acknowledged, nothing more credited.
    expect((await providerReports("ecpay", order.orderId, "paid")).text).toBe("1|OK");
    expect(await jpointOf(db(), user.id)).toBe(101);
    // The expiry job arriving afterwards changes nothing.
    await endHold(db(), order.orderId);
    expect(await expireOrder(t.gateway.deps, (await orderRow(db(), order.orderId)).id)).toBe(false);
  });

  it("credits nothing for a tampered signature, a tampered amount or a signed amount that is not the order's", async () => {
    const user = await createMarketUser(t);
    const order = (await buyJpoint(user, 500)).body.data!.buyJpoint;
    const desk = paymentProviders(t.gateway.deps).ecpay.sandbox!;
    const settled = await desk.settle(order.orderId, "paid");
    if (!settled.ok) throw new Error(settled.message);
    const fields = new URLSearchParams(settled.notification.body);

    const forged = new URLSearchParams(fields);
    forged.set("CheckMacValue", "0".repeat(64));
    expect((await postCallback("ecpay", settled.notification.contentType, forged.toString())).text).toBe(
      "0|Error",
    );

    const moreMoney = new URLSearchParams(fields);
    moreMoney.set("TradeAmt", "5000");
    expect((await postCallback("ecpay", settled.notification.contentType, moreMoney.toString())).text).toBe(
      "0|Error",
    );

    // A properly signed notice for another amount (a provider-side mix-up) is refused by the order check.
    const payment = (await desk.find(order.orderId))!;
    const { ecpaySandboxCallbackFields } = await import("../../../src/adapters/payments/ecpay.provider.js");
    const cfg = t.config;
    const wrongAmount = ecpaySandboxCallbackFields(
      { ...payment, amountTwd: "499" },
      { merchantId: cfg.ECPAY_MERCHANT_ID, hashKey: cfg.ECPAY_HASH_KEY, hashIV: cfg.ECPAY_HASH_IV },
    );
    const signedWrong = new URLSearchParams(wrongAmount).toString();
    expect((await postCallback("ecpay", settled.notification.contentType, signedWrong)).text).toBe("0|Error");

    expect(await jpointOf(db(), user.id)).toBe(0);
    expect((await orderRow(db(), order.orderId)).state).toBe("PROCESSING");
    const [count] = (await db().query(`SELECT COUNT(*) AS n FROM payment_callback WHERE trade_no = ?`, [
      order.orderId,
    ])) as { n: string }[];
    expect(Number(count!.n)).toBe(0);
  });

  it("shows the ATM transfer details and honours a transfer made after the order timed out", async () => {
    const user = await createMarketUser(t);
    const order = (await buyJpoint(user, 800, { paymentWay: "ecpay-atm" })).body.data!.buyJpoint;
    expect(order.atm).toMatchObject({ bankCode: "812" });
    expect(order.atm!.virtualAccount).toMatch(/^\d{14}$/);

    await endHold(db(), order.orderId);
    expect(await expireOverdueOrders(t.gateway.deps)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(db(), order.orderId)).state).toBe("TIMEOUT");

    await providerReports("ecpay", order.orderId, "paid");
    expect(await orderRow(db(), order.orderId)).toMatchObject({
      state: "SUCCESS",
      paidLate: true,
      lateOutcome: "JPOINT",
    });
    expect(await jpointOf(db(), user.id)).toBe(800);

    const staff = await t.gql(`{ latePaidOrders { orderId } }`);
    expect(errorCodeOf(staff)).toBe(1010);
  });

  it("a payment racing the expiry job ends paid or paid late, with exactly one credit", async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createMarketUser(t);
      const order = (await buyJpoint(user, 300, { paymentWay: "linepay" })).body.data!.buyJpoint;
      await endHold(db(), order.orderId);
      const id = (await orderRow(db(), order.orderId)).id;
      await Promise.all([providerReports("linepay", order.orderId, "paid"), expireOrder(t.gateway.deps, id)]);
      const row = await orderRow(db(), order.orderId);
      expect(row.state).toBe("SUCCESS");
      expect(await jpointOf(db(), user.id)).toBe(300);
    }
  });
});

describe("asking the provider about orders still waiting", () => {
  it("finds a payment whose callback was lost, credits it once, and leaves unpaid orders waiting", async () => {
    const user = await createMarketUser(t);
    const lost = (await buyJpoint(user, 250)).body.data!.buyJpoint;
    const unpaid = (await buyJpoint(user, 260)).body.data!.buyJpoint;
    // The provider took the money but its notice never arrived.
    const settled = await paymentProviders(t.gateway.deps).ecpay.sandbox!.settle(lost.orderId, "paid");
    expect(settled.ok).toBe(true);
    await db().query(
      `UPDATE primary_order SET created_at = created_at - INTERVAL 11 MINUTE WHERE order_no IN (?, ?)`,
      [lost.orderId, unpaid.orderId],
    );

    expect(await reconcileProcessingOrders(t.gateway.deps)).toBe(1);
    expect((await orderRow(db(), lost.orderId)).state).toBe("SUCCESS");
    expect((await orderRow(db(), unpaid.orderId)).state).toBe("PROCESSING");
    expect(await jpointOf(db(), user.id)).toBe(250);

    // The notice arriving after all, and the next sweep, change nothing.
    await providerReports("ecpay", lost.orderId, "paid");
    expect(await reconcileProcessingOrders(t.gateway.deps)).toBe(0);
    expect(await jpointOf(db(), user.id)).toBe(250);
  });
});

describe("buying a product through a provider", () => {
  it("holds the stock, allows one open order per product (1018) and gives the stock back on failure", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 100 });
    const productId = await createProduct(db(), { cardId, supply: 5 });
    const user = await createMarketUser(t);
    const order = (await buyByCard(user, productId, 2)).body.data!.buyProduct;
    expect(order.amountTwd).toBe("600");
    expect(await remainingOf(db(), productId)).toBe(3);
    expect(errorCodeOf(await buyByCard(user, productId, 1))).toBe(1018);

    await providerReports("ecpay", order.orderId, "failed");
    expect((await orderRow(db(), order.orderId)).state).toBe("FAIL");
    expect(await remainingOf(db(), productId)).toBe(5);
    expect((await unitsOf(db(), cardId, user.id)).amount).toBe(0);
  });

  it("delivers the card units when paid, and a late payment gets the item back off the shelf", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 100 });
    const productId = await createProduct(db(), { cardId, supply: 5 });
    const user = await createMarketUser(t);
    const paid = (await buyByCard(user, productId, 1, "openpay-credit")).body.data!.buyProduct;
    await providerReports("openpay", paid.orderId, "paid");
    expect((await unitsOf(db(), cardId, user.id)).amount).toBe(1);

    const late = (await buyByCard(user, productId, 2, "wanpay-credit")).body.data!.buyProduct;
    await endHold(db(), late.orderId);
    await expireOrder(t.gateway.deps, (await orderRow(db(), late.orderId)).id);
    expect(await remainingOf(db(), productId)).toBe(4);
    await providerReports("wanpay", late.orderId, "paid");
    expect(await orderRow(db(), late.orderId)).toMatchObject({ paidLate: true, lateOutcome: "ITEM" });
    expect((await unitsOf(db(), cardId, user.id)).amount).toBe(3);
    expect(await remainingOf(db(), productId)).toBe(2);
  });

  it("a late payment for an item sold out meanwhile becomes Jpoint", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 100 });
    const productId = await createProduct(db(), { cardId, supply: 1, priceTwd: 450 });
    const user = await createMarketUser(t);
    const late = (await buyByCard(user, productId, 1, "funpoint-credit")).body.data!.buyProduct;
    await endHold(db(), late.orderId);
    await expireOrder(t.gateway.deps, (await orderRow(db(), late.orderId)).id);
    await db().query(`UPDATE primary_product SET remaining = 0 WHERE id = ?`, [productId]);
    await providerReports("funpoint", late.orderId, "paid");
    expect(await orderRow(db(), late.orderId)).toMatchObject({ paidLate: true, lateOutcome: "JPOINT" });
    expect(await jpointOf(db(), user.id)).toBe(450);
    expect((await unitsOf(db(), cardId, user.id)).amount).toBe(0);
  });

  it("refuses sold out (1016), more than left (607), not purchasable (1044), not yet on sale (2032)", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 100 });
    const soldOut = await createProduct(db(), { cardId, supply: 3, remaining: 0 });
    const fewLeft = await createProduct(db(), { cardId, supply: 3, remaining: 1 });
    const closed = await createProduct(db(), { cardId, purchasable: false });
    const later = await createProduct(db(), { cardId, releaseInMs: 30 * 60_000 });
    expect(errorCodeOf(await buyByCard(member, soldOut))).toBe(1016);
    expect(errorCodeOf(await buyByCard(member, fewLeft, 2))).toBe(607);
    expect(errorCodeOf(await buyByCard(member, closed))).toBe(1044);
    // Early bird is for Jpoint buyers only: by card it waits for the release.
    expect(errorCodeOf(await buyByCard(member, later))).toBe(2032);
    expect(await remainingOf(db(), fewLeft)).toBe(1);
  });
});

describe("idempotency keys carry their request", () => {
  const ordersOf = async (user: MarketUser) =>
    Number(
      (
        (await db().query(`SELECT COUNT(*) AS n FROM primary_order WHERE user_id = ?`, [user.id])) as {
          n: string;
        }[]
      )[0]!.n,
    );

  it("Jpoint through a provider: the same key and request answer the first order; another amount or purchaser is 2016", async () => {
    const user = await createMarketUser(t);
    const k = key();
    const first = await buyJpoint(user, 500, { idempotencyKey: k });
    expect(first.body.errors).toBeUndefined();
    const again = await buyJpoint(user, 500, { idempotencyKey: k });
    expect(again.body.data!.buyJpoint.orderId).toBe(first.body.data!.buyJpoint.orderId);
    expect(errorCodeOf(await buyJpoint(user, 600, { idempotencyKey: k }))).toBe(2016);
    const otherPurchaser = { ...PURCHASER, email: "someone-else@example.com" };
    expect(errorCodeOf(await buyJpoint(user, 500, { idempotencyKey: k, purchaser: otherPurchaser }))).toBe(
      2016,
    );
    expect(await ordersOf(user)).toBe(1);
  });

  it("a product through a provider: another quantity under the same key is 2016 and holds no more stock", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 100 });
    const productId = await createProduct(db(), { cardId, supply: 5 });
    const user = await createMarketUser(t);
    const i = {
      productId,
      quantity: 1,
      payWith: "CHANNEL",
      paymentWay: "ecpay-credit",
      invoice: INVOICE,
      purchaser: PURCHASER,
      idempotencyKey: key(),
    };
    const first = await user.client.gql<{ buyProduct: Order }>(BUY_PRODUCT, { i });
    expect(first.body.errors).toBeUndefined();
    const again = await user.client.gql<{ buyProduct: Order }>(BUY_PRODUCT, { i });
    expect(again.body.data!.buyProduct.orderId).toBe(first.body.data!.buyProduct.orderId);
    expect(errorCodeOf(await user.client.gql(BUY_PRODUCT, { i: { ...i, quantity: 2 } }))).toBe(2016);
    expect(await remainingOf(db(), productId)).toBe(4);
    expect(await ordersOf(user)).toBe(1);
  });

  it("a product with Jpoint: the same key pays once; another quantity, or the key reused for a provider order, is 2016", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 100 });
    const productId = await createProduct(db(), { cardId, supply: 5 });
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 10_000);
    const i = { productId, quantity: 1, payWith: "JPOINT", idempotencyKey: key() };
    const first = await user.client.gql<{ buyProduct: Order }>(BUY_PRODUCT, { i });
    expect(first.body.errors).toBeUndefined();
    const paid = await jpointOf(db(), user.id);
    const again = await user.client.gql<{ buyProduct: Order }>(BUY_PRODUCT, { i });
    expect(again.body.data!.buyProduct.orderId).toBe(first.body.data!.buyProduct.orderId);
    expect(errorCodeOf(await user.client.gql(BUY_PRODUCT, { i: { ...i, quantity: 2 } }))).toBe(2016);
    const asChannel = {
      ...i,
      payWith: "CHANNEL",
      paymentWay: "ecpay-credit",
      invoice: INVOICE,
      purchaser: PURCHASER,
    };
    expect(errorCodeOf(await user.client.gql(BUY_PRODUCT, { i: asChannel }))).toBe(2016);
    expect(await jpointOf(db(), user.id)).toBe(paid);
    expect(await remainingOf(db(), productId)).toBe(4);
    expect((await unitsOf(db(), cardId, user.id)).amount).toBe(1);
    expect(await ordersOf(user)).toBe(1);
  });
});
