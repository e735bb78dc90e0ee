import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyStoreItem, cancelStoreOrder, shipStoreOrder } from "../../../src/domains/jpower-store/index.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  giveJpower,
  itemStock,
  jpowerOf,
  newItem,
  newMemberId,
  RECEIVER,
  refusalOf,
  requestId,
} from "./store-fixtures.js";

let t: TestGateway;
const deps = () => t.gateway.deps;
const ds = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

async function paidOrder(price = 40) {
  const itemId = await newItem(deps(), { price, stock: 5 });
  const member = await newMemberId(ds());
  await giveJpower(ds(), member, 100);
  const order = await buyStoreItem(
    deps(),
    member,
    { itemId, receiver: RECEIVER, requestId: requestId() },
    "en",
  );
  return { itemId, member, order };
}

const SHIP = `mutation($id: ID!, $i: StoreShipmentInput!) {
  shipStoreOrder(id: $id, input: $i) { id status carrier trackingNumber shippedAt userId }
}`;

describe("fulfilling store orders", () => {
  it("cancel returns the Jpower and the stock exactly once, also when two cancels race", async () => {
    const { itemId, member, order } = await paidOrder(40);
    expect(await jpowerOf(ds(), member)).toBe(60);
    expect(await itemStock(ds(), itemId)).toEqual({ stock: 4, sold: 1 });
    const results = await Promise.allSettled([
      cancelStoreOrder(deps(), order.id, null, "en"),
      cancelStoreOrder(deps(), order.id, null, "en"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await refusalOf(cancelStoreOrder(deps(), order.id, null, "en"))).toBe("STORE_ORDER_STATE");
    expect(await jpowerOf(ds(), member)).toBe(100);
    expect(await itemStock(ds(), itemId)).toEqual({ stock: 5, sold: 0 });
    await expectLedgerSound(ds());
  });

  it("support staff mark an order shipped through GraphQL: mail and notice queued; then it cannot be cancelled", async () => {
    const { member, order } = await paidOrder();
    const staff = await createMarketUser(t, { roles: ["support"] });
    const res = await staff.client.gql(SHIP, {
      id: order.id,
      i: { carrier: "Black Cat", trackingNumber: "TW123456789" },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.shipStoreOrder).toMatchObject({
      status: "SHIPPED",
      carrier: "Black Cat",
      trackingNumber: "TW123456789",
      userId: member,
    });
    const notices = (await ds().query(
      `SELECT payload FROM outbox_message WHERE queue = 'notices' AND payload LIKE ?`,
      [`%store-${order.id}%`],
    )) as { payload: string }[];
    expect(notices).toHaveLength(1);
    expect(notices[0]!.payload).toContain("STORE_ORDER_SHIPPED");
    const [account] = (await ds().query(`SELECT email FROM user_account WHERE id = ?`, [member])) as {
      email: string;
    }[];
    const mails = (await ds().query(`SELECT subject FROM mail_message WHERE to_address = ?`, [
      account!.email,
    ])) as { subject: string }[];
    expect(mails.map((m) => m.subject)).toContain("Your Jpower store order has shipped");
    expect(await refusalOf(cancelStoreOrder(deps(), order.id, null, "en"))).toBe("STORE_ORDER_STATE");
    expect(
      await refusalOf(shipStoreOrder(deps(), order.id, { carrier: "x", trackingNumber: "y" }, "en")),
    ).toBe("STORE_ORDER_STATE");
    await expectLedgerSound(ds());
  });

  it("content staff cannot ship (2017); members cannot read the staff queue", async () => {
    const { order } = await paidOrder();
    const content = await createMarketUser(t, { roles: ["content"] });
    const res = await content.client.gql(SHIP, { id: order.id, i: { carrier: "a", trackingNumber: "b" } });
    expect(res.body.errors?.[0]?.extensions?.errorCode).toBe(2017);
    const member = await createMarketUser(t);
    const queue = await member.client.gql(`{ staffStoreOrders(status: PAID) { total } }`);
    expect(queue.body.errors?.[0]?.extensions?.errorCode).toBe(2017);
  });
});
