import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buyWithJpoint } from "../../../src/domains/primary/services/buy-with-jpoint.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, createTestCard, unitsOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { BUY_PRODUCT, createProduct, creditJpoint, jpointOf, remainingOf } from "./primary-fixtures.js";

let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

interface Order {
  orderId: string;
  state: string;
  amountJpoint: string | null;
  quantity: number;
  productKind: string;
}

function buy(user: MarketUser, productId: string, quantity = 1, idempotencyKey: string = randomUUID()) {
  return user.client.gql<{ buyProduct: Order }>(BUY_PRODUCT, {
    i: { productId, quantity, payWith: "JPOINT", idempotencyKey },
  });
}

async function orderCount(userId: string): Promise<number> {
  const [row] = (await db().query(`SELECT COUNT(*) AS n FROM primary_order WHERE user_id = ?`, [userId])) as {
    n: string;
  }[];
  return Number(row!.n);
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
});

describe("buying with Jpoint", () => {
  it("is immediate: Jpoint to primary sales, card units delivered, stock taken", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 50 });
    const productId = await createProduct(db(), { cardId, supply: 10, priceJpoint: 300 });
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 1000);
    const key = randomUUID();
    const order = (await buy(user, productId, 2, key)).body.data!.buyProduct;
    expect(order).toMatchObject({
      state: "SUCCESS",
      amountJpoint: "600",
      quantity: 2,
      productKind: "RELEASE",
    });
    expect(await jpointOf(db(), user.id)).toBe(400);
    expect((await unitsOf(db(), cardId, user.id)).amount).toBe(2);
    expect(await remainingOf(db(), productId)).toBe(8);

    // The same key again (a retried request) is the same order, not a second purchase.
    const again = (await buy(user, productId, 2, key)).body.data!.buyProduct;
    expect(again.orderId).toBe(order.orderId);
    expect(await jpointOf(db(), user.id)).toBe(400);
    expect(await orderCount(user.id)).toBe(1);
  });

  it("refuses a short balance (1013) and a product not sold for Jpoint (1014), changing nothing", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 50 });
    const productId = await createProduct(db(), { cardId, supply: 10, priceJpoint: 300 });
    const cardOnly = await createProduct(db(), { cardId, supply: 10, priceJpoint: null });
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 299);
    expect(errorCodeOf(await buy(user, productId))).toBe(1013);
    expect(errorCodeOf(await buy(user, cardOnly))).toBe(1014);
    expect(await jpointOf(db(), user.id)).toBe(299);
    expect(await remainingOf(db(), productId)).toBe(10);
    expect((await unitsOf(db(), cardId, user.id)).amount).toBe(0);
    expect(await orderCount(user.id)).toBe(0);
  });

  it("opens early for Jpoint holders of 150 or more in the hour before release (620 below, 2032 before)", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 50 });
    const soon = await createProduct(db(), { cardId, priceJpoint: 100, releaseInMs: 30 * 60_000 });
    const later = await createProduct(db(), { cardId, priceJpoint: 100, releaseInMs: 2 * 3600_000 });
    const poor = await createMarketUser(t);
    await creditJpoint(db(), poor.id, 149);
    expect(errorCodeOf(await buy(poor, soon))).toBe(620);
    const rich = await createMarketUser(t);
    await creditJpoint(db(), rich.id, 150);
    expect(errorCodeOf(await buy(rich, later))).toBe(2032);
    expect((await buy(rich, soon)).body.data!.buyProduct.state).toBe("SUCCESS");
    expect(await jpointOf(db(), rich.id)).toBe(50);
  });

  it("is refused while Jpoint use is paused (2027)", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 50 });
    const productId = await createProduct(db(), { cardId, priceJpoint: 100 });
    const user = await createMarketUser(t);
    await creditJpoint(db(), user.id, 500);
    await db().query(
      `INSERT INTO jpoint_service_pause (starts_at, ends_at, scope, note)
       VALUES (UTC_TIMESTAMP(3) - INTERVAL 1 MINUTE, UTC_TIMESTAMP(3) + INTERVAL 1 MINUTE, 'USE', 'test')`,
    );
    try {
      expect(errorCodeOf(await buy(user, productId))).toBe(2027);
      expect(await jpointOf(db(), user.id)).toBe(500);
    } finally {
      await db().query(`DELETE FROM jpoint_service_pause WHERE note = 'test'`);
    }
  });

  it("30 buyers racing for a package with 10 left: exactly 10 sold, 20 told it is sold out", async () => {
    const productId = await createProduct(db(), {
      kind: "PACKAGE",
      supply: 50,
      remaining: 10,
      priceJpoint: 200,
    });
    // 40 of the 50 were sold before: the serials continue after theirs.
    const buyers = await Promise.all(
      Array.from({ length: 30 }, () => createMarketUser(t, { signIn: false })),
    );
    for (const b of buyers) await creditJpoint(db(), b.id, 200);
    const results = await Promise.allSettled(
      buyers.map((b) =>
        buyWithJpoint(t.gateway.deps, b.id, { productId, quantity: 1, idempotencyKey: randomUUID() }),
      ),
    );
    const sold = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(sold).toHaveLength(10);
    expect(refused.map((r) => (r.reason as { errorName?: string }).errorName)).toEqual(
      Array(20).fill("SOLD_OUT"),
    );
    expect(await remainingOf(db(), productId)).toBe(0);
    const packages = (await db().query(`SELECT serial, user_id FROM user_package WHERE product_id = ?`, [
      productId,
    ])) as { serial: number; user_id: string }[];
    expect(packages).toHaveLength(10);
    expect(new Set(packages.map((p) => p.serial)).size).toBe(10);
    let spent = 0;
    for (const b of buyers) spent += 200 - (await jpointOf(db(), b.id));
    expect(spent).toBe(2000);
  });
});
