import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buyStoreItem,
  myStoreAddresses,
  myStoreOrders,
  staffStoreItems,
} from "../../../src/domains/jpower-store/index.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { seedJpowerStore } from "../../../src/seed/seed-jpower-store.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createTestCard, unitsOf } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  giveJpower,
  itemStock,
  jpowerOf,
  newItem,
  newMemberId,
  newMemberIds,
  orderCount,
  RECEIVER,
  refusalOf,
  requestId,
} from "./store-fixtures.js";

let t: TestGateway;
const deps = () => t.gateway.deps;
const ds = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(ds());
});
afterAll(async () => {
  await t.close();
});

describe("buying in the Jpower store", () => {
  it("100 members racing for the last 10 units buy exactly 10; the others get SOLD_OUT with nothing taken", async () => {
    const itemId = await newItem(deps(), { price: 50, stock: 10, limit: 1 });
    const members = await newMemberIds(ds(), 100);
    for (const m of members) await giveJpower(ds(), m, 80);
    const results = await Promise.allSettled(
      members.map((m) =>
        buyStoreItem(deps(), m, { itemId, receiver: RECEIVER, requestId: requestId() }, "en"),
      ),
    );
    const bought = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) =>
      r.status === "rejected" ? [r.reason as { errorName?: string }] : [],
    );
    expect(bought).toHaveLength(10);
    expect(refused.map((e) => e.errorName)).toEqual(Array(90).fill("SOLD_OUT"));
    expect(await itemStock(ds(), itemId)).toEqual({ stock: 0, sold: 10 });
    const balances = await Promise.all(members.map((m) => jpowerOf(ds(), m)));
    expect(balances.filter((b) => b === 30)).toHaveLength(10);
    expect(balances.filter((b) => b === 80)).toHaveLength(90);
    const orders = await Promise.all(members.map((m) => orderCount(ds(), m)));
    expect(orders.reduce((a, b) => a + b, 0)).toBe(10);
    await expectLedgerSound(ds());
  }, 180_000);

  it("1104 when the member is short of Jpower: no stock, no order, no Jpower taken", async () => {
    const itemId = await newItem(deps(), { price: 100, stock: 3 });
    const member = await newMemberId(ds());
    await giveJpower(ds(), member, 99);
    expect(
      await refusalOf(
        buyStoreItem(deps(), member, { itemId, receiver: RECEIVER, requestId: requestId() }, "en"),
      ),
    ).toBe("INSUFFICIENT_JPOWER");
    expect(await jpowerOf(ds(), member)).toBe(99);
    expect(await itemStock(ds(), itemId)).toEqual({ stock: 3, sold: 0 });
    expect(await orderCount(ds(), member)).toBe(0);
    await expectLedgerSound(ds());
  });

  it("the same request id twice is one order; with another item it is 2016", async () => {
    const itemId = await newItem(deps(), { price: 10, stock: 5 });
    const other = await newItem(deps(), { price: 10, stock: 5 });
    const member = await newMemberId(ds());
    await giveJpower(ds(), member, 100);
    const id = requestId();
    const [a, b] = await Promise.all([
      buyStoreItem(deps(), member, { itemId, receiver: RECEIVER, requestId: id }, "en"),
      buyStoreItem(deps(), member, { itemId, receiver: RECEIVER, requestId: id }, "en"),
    ]);
    expect(a.id).toBe(b.id);
    expect(await orderCount(ds(), member)).toBe(1);
    expect(await jpowerOf(ds(), member)).toBe(90);
    expect(
      await refusalOf(
        buyStoreItem(deps(), member, { itemId: other, receiver: RECEIVER, requestId: id }, "en"),
      ),
    ).toBe("IDEMPOTENCY_KEY_REUSED");
    await expectLedgerSound(ds());
  });

  it("keeps the per-member limit (2141), needs a valid receiver for physical items, saves the address", async () => {
    const itemId = await newItem(deps(), { price: 10, stock: 10, limit: 2 });
    const member = await newMemberId(ds());
    await giveJpower(ds(), member, 100);
    const bad = await refusalOf(
      buyStoreItem(
        deps(),
        member,
        { itemId, receiver: { ...RECEIVER, phone: "0812345678" }, requestId: requestId() },
        "en",
      ),
    );
    expect(bad).toBe("DATA_ERROR");
    expect(await refusalOf(buyStoreItem(deps(), member, { itemId, requestId: requestId() }, "en"))).toBe(
      "DATA_ERROR",
    );
    const order = await buyStoreItem(
      deps(),
      member,
      { itemId, quantity: 2, receiver: RECEIVER, saveAddress: true, requestId: requestId() },
      "en",
    );
    expect(order).toMatchObject({ status: "PAID", quantity: 2, total: "20", receiver: RECEIVER });
    expect(
      await refusalOf(
        buyStoreItem(deps(), member, { itemId, receiver: RECEIVER, requestId: requestId() }, "en"),
      ),
    ).toBe("STORE_LIMIT_REACHED");
    expect((await myStoreAddresses(deps(), member)).map((a) => a.phone)).toEqual([RECEIVER.phone]);
    expect((await myStoreOrders(deps(), member, 1, "en")).total).toBe(1);
    expect(await jpowerOf(ds(), member)).toBe(80);
    await expectLedgerSound(ds());
  });

  it("a digital item mints the card to the member at once and is delivered", async () => {
    const cardId = await createTestCard(ds(), { totalIssued: 5 });
    const itemId = await newItem(deps(), { price: 30, stock: 5, kind: "DIGITAL", cardId });
    const member = await newMemberId(ds());
    await giveJpower(ds(), member, 30);
    const order = await buyStoreItem(deps(), member, { itemId, requestId: requestId() }, "en");
    expect(order).toMatchObject({ status: "DELIVERED", receiver: null, itemKind: "DIGITAL" });
    expect((await unitsOf(ds(), cardId, member)).amount).toBe(1);
    expect(await jpowerOf(ds(), member)).toBe(0);
    await expectLedgerSound(ds());
  });
});

describe("the demo store", () => {
  it("is stocked with physical goods and a digital card, once however often the seed runs", async () => {
    await seedJpowerStore(ds(), new Date());
    const names = (await staffStoreItems(deps(), "en")).map((i) => `${i.kind}:${i.name}`);
    for (const name of [
      "PHYSICAL:Vitrine tote bag",
      "PHYSICAL:Limited art poster",
      "DIGITAL:Jpower exclusive digital card",
    ]) {
      expect(names.filter((n) => n === name)).toHaveLength(1);
    }
  });
});
