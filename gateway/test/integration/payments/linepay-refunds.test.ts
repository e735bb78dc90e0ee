import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startLinePayFake, type LinePayFake } from "../../../dev/payments/linepay-fake.js";
import { SYSTEM_ACCOUNTS, postLedgerTransaction } from "../../../src/domains/ledger/index.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { jpointOf } from "../primary/primary-fixtures.js";
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

async function refundColumns(order: LinePayOrder) {
  const [row] = (await db().query(
    `SELECT refund_state AS refundState, refund_trade_no AS refundTradeNo FROM primary_order WHERE order_no = ?`,
    [order.orderId],
  )) as { refundState: string | null; refundTradeNo: string | null }[];
  return row;
}

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

describe("staff refunds of LINE Pay orders (refund API)", () => {
  const REFUND = `mutation($o: String!) { refundPaymentOrder(orderNo: $o) { orderId state refundState } }`;

  async function paidOrder(user: MarketUser, amount: number): Promise<LinePayOrder> {
    const order = await buyWithLinePay(user, amount);
    await arrive(await approve(order.paymentUrl!));
    expect(await jpointOf(db(), user.id)).toBe(amount);
    return order;
  }

  it("takes the Jpoint back, refunds through LINE Pay once and marks the order; again changes nothing", async () => {
    const finance = await createMarketUser(t, { roles: ["finance"] });
    const user = await createMarketUser(t);
    const order = await paidOrder(user, 380);

    const res = await finance.client.gql<{ refundPaymentOrder: { state: string; refundState: string } }>(
      REFUND,
      {
        o: order.orderId,
      },
    );
    expect(res.body.data!.refundPaymentOrder).toMatchObject({ state: "SUCCESS", refundState: "DONE" });
    expect(transactionOf(order)).toMatchObject({ status: "REFUNDED" });
    expect(transactionOf(order).refundTransactionId).toMatch(/^\d{19}$/);
    expect(await jpointOf(db(), user.id)).toBe(0);
    const [row] = (await db().query(
      `SELECT refund_trade_no AS refundTradeNo, refunded_at AS refundedAt FROM primary_order WHERE order_no = ?`,
      [order.orderId],
    )) as { refundTradeNo: string; refundedAt: Date | null }[];
    expect(row).toMatchObject({ refundTradeNo: transactionOf(order).refundTransactionId });
    expect(row!.refundedAt).not.toBeNull();

    const again = await finance.client.gql<{ refundPaymentOrder: { refundState: string } }>(REFUND, {
      o: order.orderId,
    });
    expect(again.body.data!.refundPaymentOrder.refundState).toBe("DONE");
    expect(fake.calls.filter((call) => call.endsWith("/refund"))).toHaveLength(1);
    const [audit] = (await db().query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE operation = 'refundPaymentOrder' AND outcome = 'OK'`,
    )) as { n: string }[];
    expect(Number(audit!.n)).toBe(2);
  });

  it("refuses spent Jpoint (1013), unpaid orders (2100) and staff without the finance role, changing nothing", async () => {
    const finance = await createMarketUser(t, { roles: ["finance"] });
    const support = await createMarketUser(t, { roles: ["support"] });
    const user = await createMarketUser(t);
    const paid = await paidOrder(user, 240);
    const unpaid = await buyWithLinePay(user, 250);
    // The member spends 1 of the 240 points before staff refund the order.
    await withTransaction(db(), (em) =>
      postLedgerTransaction(em, {
        kind: "test-spend",
        currency: "JPOINT",
        legs: [
          { account: { userId: user.id }, bucket: "available", amount: -1n },
          { account: { system: SYSTEM_ACCOUNTS.PRIMARY_SALES }, bucket: "available", amount: 1n },
        ],
      }),
    );
    expect(errorCodeOf(await finance.client.gql(REFUND, { o: paid.orderId }))).toBe(1013);
    expect(await jpointOf(db(), user.id)).toBe(239);
    expect(errorCodeOf(await support.client.gql(REFUND, { o: paid.orderId }))).toBe(2017);
    expect(errorCodeOf(await finance.client.gql(REFUND, { o: unpaid.orderId }))).toBe(2100);
    expect(errorCodeOf(await finance.client.gql(REFUND, { o: "NOSUCHORDER1" }))).toBe(404);
    expect(transactionOf(paid).status).toBe("CONFIRMED");
    expect(await jpointOf(db(), user.id)).toBe(239);
    const [row] = (await db().query(
      `SELECT state, refund_state AS refundState FROM primary_order WHERE order_no = ?`,
      [paid.orderId],
    )) as { state: string; refundState: string | null }[];
    expect(row).toEqual({ state: "SUCCESS", refundState: null });
  });

  it("keeps a refund the provider refused PENDING (2101, Jpoint held back); running it again completes it", async () => {
    const finance = await createMarketUser(t, { roles: ["finance"] });
    const user = await createMarketUser(t);
    const order = await paidOrder(user, 260);
    // LINE Pay refuses the refund this time (1155: not a refundable transaction).
    const tx = transactionOf(order);
    tx.status = "AUTHORIZED";
    expect(errorCodeOf(await finance.client.gql(REFUND, { o: order.orderId }))).toBe(2101);
    expect(await refundColumns(order)).toEqual({ refundState: "PENDING", refundTradeNo: null });
    expect(await jpointOf(db(), user.id)).toBe(0);

    tx.status = "CONFIRMED";
    const retried = await finance.client.gql<{ refundPaymentOrder: { refundState: string } }>(REFUND, {
      o: order.orderId,
    });
    expect(retried.body.data!.refundPaymentOrder.refundState).toBe("DONE");
    expect(await refundColumns(order)).toEqual({
      refundState: "DONE",
      refundTradeNo: tx.refundTransactionId,
    });
    expect(tx.status).toBe("REFUNDED");
    expect(await jpointOf(db(), user.id)).toBe(0);
  });
});
