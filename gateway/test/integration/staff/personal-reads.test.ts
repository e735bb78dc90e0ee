import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { BUY_JPOINT, INVOICE, PURCHASER } from "../primary/primary-fixtures.js";

/* Someone else's order (purchaser name, e-mail, phone) is shown to support staff only. */

let t: TestGateway;
let member: MarketUser;
let orderId: string;

beforeAll(async () => {
  t = await startTestGateway();
  member = await createMarketUser(t);
  const res = await member.client.gql<{ buyJpoint: { orderId: string } }>(BUY_JPOINT, {
    i: {
      amount: 500,
      paymentWay: "ecpay-credit",
      invoice: INVOICE,
      purchaser: PURCHASER,
      idempotencyKey: `staff-read-${randomUUID()}`,
    },
  });
  expect(res.body.errors).toBeUndefined();
  orderId = res.body.data!.buyJpoint.orderId;
});
afterAll(async () => {
  await t.close();
});

const ORDER = `query($o: String!) { primaryOrder(orderId: $o) { orderId } }`;

describe("personal data reads by staff", () => {
  it("support staff read a member's order; other staff roles get 404, as for an unknown order", async () => {
    const support = await createMarketUser(t, { roles: ["support"] });
    const others = await createMarketUser(t, { roles: ["finance", "compliance", "admin", "content"] });
    const read = (u: MarketUser) =>
      u.client.gql<{ primaryOrder: { orderId: string } | null }>(ORDER, { o: orderId });
    expect((await read(support)).body.data!.primaryOrder).toEqual({ orderId });
    expect(errorCodeOf(await read(others))).toBe(404);
    expect((await read(member)).body.data!.primaryOrder).toEqual({ orderId });
  });
});
