import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { LinePayFake } from "../../../dev/payments/linepay-fake.js";
import type { MarketUser } from "../../helpers/market-fixtures.js";
import type { TestGateway } from "../../helpers/test-gateway.js";
import { BUY_JPOINT, INVOICE, PURCHASER } from "../primary/primary-fixtures.js";

/** The member's and the browser's steps of a LINE Pay purchase, against a gateway and the local fake. */

// The gateway's development LINE Pay channel (sandbox mode), pointed at the local fake.
export const CHANNEL = { channelId: "sandbox-linepay", channelSecret: "vitrine-development-linepay-secret" };

export interface LinePayOrder {
  orderId: string;
  state: string;
  paymentUrl: string | null;
}

export async function buyWithLinePay(user: MarketUser, amount: number): Promise<LinePayOrder> {
  const res = await user.client.gql<{ buyJpoint: LinePayOrder }>(BUY_JPOINT, {
    i: {
      amount,
      paymentWay: "linepay",
      invoice: INVOICE,
      purchaser: PURCHASER,
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.buyJpoint;
}

/** The member presses Approve on LINE's page; returns where LINE sends the browser (our confirmUrl). */
export async function approve(paymentUrl: string): Promise<URL> {
  const res = await fetch(paymentUrl, {
    method: "POST",
    body: new URLSearchParams({ decision: "approve" }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!);
}

/** The browser arriving at our confirmUrl (on the test gateway's own address). */
export function arrive(t: TestGateway, confirmUrl: URL, query = confirmUrl.search): Promise<Response> {
  return fetch(`${t.url}${confirmUrl.pathname}${query}`, { redirect: "manual" });
}

export function transactionOf(fake: LinePayFake, order: LinePayOrder) {
  return [...fake.transactions.values()].find((tx) => tx.orderId === order.orderId)!;
}
