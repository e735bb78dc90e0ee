import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startLinePayFake, type LinePayFake } from "../../../dev/payments/linepay-fake.js";
import { LinePayClient, linePaySignature } from "../../../src/adapters/payments/linepay-api.js";
import { paymentProviders } from "../../../src/adapters/payments/payment-providers.js";
import { expireOrder } from "../../../src/domains/primary/services/expire-order.service.js";
import { reconcileProcessingOrders } from "../../../src/domains/primary/services/reconcile-orders.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { endHold, jpointOf, orderRow } from "../primary/primary-fixtures.js";
import {
  approve,
  arrive as arriveAt,
  buyWithLinePay,
  CHANNEL,
  transactionOf as findTransaction,
  type LinePayOrder,
} from "./linepay-steps.js";

let fake: LinePayFake;
let t: TestGateway;
const db = () => t.gateway.deps.dataSource;
const arrive = (confirmUrl: URL, query?: string) => arriveAt(t, confirmUrl, query);
const transactionOf = (order: LinePayOrder) => findTransaction(fake, order);

beforeAll(async () => {
  fake = await startLinePayFake(CHANNEL);
  t = await startTestGateway({ LINEPAY_API_URL: fake.url });
  await seedDemo(db());
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("LINE Pay (Online API v3) against the local fake", () => {
  it("request → approve → confirm credits once; a replayed confirm redirect credits nothing", async () => {
    const user = await createMarketUser(t);
    const order = await buyWithLinePay(user, 320);
    expect(order.state).toBe("PROCESSING");
    expect(order.paymentUrl).toMatch(new RegExp(`^${fake.url}/pay/\\d{19}$`));
    const tx = transactionOf(order);
    expect(tx).toMatchObject({ amount: 320, currency: "TWD", status: "RESERVED" });

    const page = await fetch(order.paymentUrl!);
    expect(await page.text()).toContain('data-testid="linepay-approve"');
    const confirmUrl = await approve(order.paymentUrl!);
    expect(confirmUrl.pathname).toBe("/payments/return/linepay");
    expect(confirmUrl.searchParams.get("transactionId")).toBe(tx.transactionId);

    const back = await arrive(confirmUrl);
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toContain(`/complete/${order.orderId}`);
    expect(tx.status).toBe("CONFIRMED");
    expect((await orderRow(db(), order.orderId)).state).toBe("SUCCESS");
    expect(await jpointOf(db(), user.id)).toBe(320);

    // The browser reloading the confirm page, and the sweep asking LINE, change nothing.
    expect((await arrive(confirmUrl)).status).toBe(303);
    expect(await reconcileProcessingOrders(t.gateway.deps)).toBe(0);
    expect(await jpointOf(db(), user.id)).toBe(320);
    expect(fake.calls.filter((call) => call.endsWith("/confirm"))).toHaveLength(1);
  });

  it("refuses a tampered redirect: another order's transaction, or a made-up one, confirms nothing", async () => {
    const user = await createMarketUser(t);
    const mine = await buyWithLinePay(user, 200);
    const other = await buyWithLinePay(user, 900);
    const confirmUrl = await approve(mine.paymentUrl!);
    const otherTx = transactionOf(other).transactionId;

    const swapped = await arrive(confirmUrl, `?transactionId=${otherTx}&orderId=${mine.orderId}`);
    expect(swapped.status).toBe(404);
    const madeUp = await arrive(confirmUrl, `?transactionId=1234567890123456789&orderId=${mine.orderId}`);
    expect(madeUp.status).toBe(404);
    expect(transactionOf(mine).status).toBe("AUTHORIZED");
    expect((await orderRow(db(), mine.orderId)).state).toBe("PROCESSING");
    expect(await jpointOf(db(), user.id)).toBe(0);
  });

  it("the fake refuses a request with a tampered signature, a wrong secret or a reused nonce (1106)", async () => {
    const body = JSON.stringify({ amount: 1 });
    const nonce = randomUUID();
    const headers = (signature: string) => ({
      "content-type": "application/json",
      "x-line-channelid": CHANNEL.channelId,
      "x-line-authorization-nonce": nonce,
      "x-line-authorization": signature,
    });
    const good = linePaySignature(CHANNEL.channelSecret, "/v3/payments/request", body, nonce);
    const tampered = await fetch(`${fake.url}/v3/payments/request`, {
      method: "POST",
      headers: headers(good),
      body: JSON.stringify({ amount: 2 }),
    });
    expect(tampered.status).toBe(401);
    expect(((await tampered.json()) as { returnCode: string }).returnCode).toBe("1106");
    // The right signature goes through (a bad request, 2101), and the same nonce again is refused.
    const first = await fetch(`${fake.url}/v3/payments/request`, {
      method: "POST",
      headers: headers(good),
      body,
    });
    expect(((await first.json()) as { returnCode: string }).returnCode).toBe("2101");
    const replay = await fetch(`${fake.url}/v3/payments/request`, {
      method: "POST",
      headers: headers(good),
      body,
    });
    expect(((await replay.json()) as { returnCode: string }).returnCode).toBe("1106");

    const wrongSecret = new LinePayClient({
      ...CHANNEL,
      apiUrl: fake.url,
      channelSecret: "not-the-channel-secret",
    });
    expect((await wrongSecret.get("/v3/payments/requests/1234567890123456789/check")).returnCode).toBe(
      "1106",
    );
  });

  it("finds an approved payment whose browser never came back, after the order timed out: credited once", async () => {
    const user = await createMarketUser(t);
    const order = await buyWithLinePay(user, 450);
    await approve(order.paymentUrl!); // …and the browser is closed before reaching our confirmUrl.
    await endHold(db(), order.orderId);
    await expireOrder(t.gateway.deps, (await orderRow(db(), order.orderId)).id);
    expect((await orderRow(db(), order.orderId)).state).toBe("TIMEOUT");

    expect(await reconcileProcessingOrders(t.gateway.deps)).toBe(1);
    expect(transactionOf(order).status).toBe("CONFIRMED");
    expect(await orderRow(db(), order.orderId)).toMatchObject({ state: "SUCCESS", paidLate: true });
    expect(await jpointOf(db(), user.id)).toBe(450);
    expect(await reconcileProcessingOrders(t.gateway.deps)).toBe(0);
    expect(await jpointOf(db(), user.id)).toBe(450);
  });

  it("reports an order not yet approved, or cancelled by the member, as unpaid (and confirms nothing)", async () => {
    const user = await createMarketUser(t);
    const waiting = await buyWithLinePay(user, 210);
    const cancelled = await buyWithLinePay(user, 220);
    const res = await fetch(cancelled.paymentUrl!, {
      method: "POST",
      body: new URLSearchParams({ decision: "cancel" }),
      redirect: "manual",
    });
    expect(res.headers.get("location")).toContain(`/complete/${cancelled.orderId}`);
    const provider = paymentProviders(t.gateway.deps).linepay;
    expect(await provider.queryStatus(waiting.orderId)).toMatchObject({ paid: false });
    expect(await provider.queryStatus(cancelled.orderId)).toMatchObject({ paid: false });
    expect(await provider.queryStatus("NOSUCHORDER1")).toBeNull();
    expect(transactionOf(waiting).status).toBe("RESERVED");
  });
});
