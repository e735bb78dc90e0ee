import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { issuePackages } from "../../../src/domains/packages/services/issue-packages.service.js";
import { drawPackage } from "../../../src/domains/packages/services/package-draw.js";
import { loadPool } from "../../../src/domains/packages/services/package-view.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, createTestCard, unitsOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, type SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  buyPackages,
  createProduct,
  createStaff,
  MY_PACKAGES,
  OPEN_PACKAGE,
  productInput,
  type PackageResult,
  type ProductResult,
} from "./package-fixtures.js";

let t: TestGateway;
let staff: SessionClient;
let alice: MarketUser;
let bob: MarketUser;
let cards: string[];
let product: ProductResult;
const db = () => t.gateway.deps.dataSource;

async function open(user: MarketUser, packageId: string) {
  return user.client.gql<{ openPackage: PackageResult }>(OPEN_PACKAGE, { id: packageId });
}

async function seedOf(productId: string): Promise<string> {
  const [row] = (await db().query(`SELECT seed FROM primary_product WHERE id = ?`, [productId])) as {
    seed: string;
  }[];
  return row!.seed;
}

/** What the pure draw says package `serial` holds (card ids in slot order). */
async function expectedCards(productId: string, serial: number, cardsPerPackage = 3): Promise<string[]> {
  const pool = await loadPool(db().manager, productId);
  return drawPackage({ seed: await seedOf(productId), productId, serial, cardsPerPackage, pool }).map(
    (d) => d.entry.cardId,
  );
}

async function drawRows(packageId: string) {
  return (await db().query(`SELECT slot, card_id FROM package_draw WHERE user_package_id = ? ORDER BY slot`, [
    packageId,
  ])) as { slot: number; card_id: string }[];
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await createStaff(t);
  alice = await createMarketUser(t);
  bob = await createMarketUser(t);
  cards = [];
  for (let i = 0; i < 4; i++) cards.push(await createTestCard(db(), { totalIssued: 1000 }));
  product = await createProduct(staff, productInput(cards, { totalSupply: 20 }));
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

describe("issuePackages", () => {
  it("issues the next serials to the buyer and is idempotent by order number", async () => {
    const ids = await buyPackages(db(), product.id, alice, 2, "ORD-ISSUE-1");
    expect(ids).toHaveLength(2);
    const rows = (await db().query(
      `SELECT id, serial, state, user_id, order_id FROM user_package WHERE id IN (?) ORDER BY serial`,
      [ids],
    )) as { id: string; serial: number; state: string; user_id: string; order_id: string }[];
    expect(rows.map((r) => [String(r.id), Number(r.serial), r.state, String(r.user_id), r.order_id])).toEqual(
      [
        [ids[0], 1, "UNOPENED", alice.id, "ORD-ISSUE-1"],
        [ids[1], 2, "UNOPENED", alice.id, "ORD-ISSUE-1"],
      ],
    );

    // The same order again (a retried payment callback): the same packages, nothing new.
    const again = await withTransaction(db(), (em) =>
      issuePackages(em, { productId: product.id, userId: alice.id, quantity: 2, orderNo: "ORD-ISSUE-1" }),
    );
    expect(again).toEqual(ids);
    // The same order number for something else is refused.
    await expect(
      withTransaction(db(), (em) =>
        issuePackages(em, { productId: product.id, userId: bob.id, quantity: 2, orderNo: "ORD-ISSUE-1" }),
      ),
    ).rejects.toMatchObject({ errorName: "IDEMPOTENCY_KEY_REUSED" });

    const next = await buyPackages(db(), product.id, bob, 1);
    const [row] = (await db().query(`SELECT serial FROM user_package WHERE id = ?`, [next[0]])) as {
      serial: number;
    }[];
    expect(Number(row!.serial)).toBe(3);
  });

  it("never issues past the total supply; concurrent purchases get distinct serials", async () => {
    const small = await createProduct(staff, productInput(cards, { totalSupply: 5 }));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => buyPackages(db(), small.id, i % 2 ? alice : bob, 1)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const serials = (await db().query(
      `SELECT serial FROM user_package WHERE product_id = ? ORDER BY serial`,
      [small.id],
    )) as { serial: number }[];
    expect(serials.map((s) => Number(s.serial))).toEqual([1, 2, 3, 4, 5]);
    // Without the stock update (a caller bug), the serial range still refuses.
    await expect(
      withTransaction(db(), (em) =>
        issuePackages(em, { productId: small.id, userId: alice.id, quantity: 1, orderNo: "ORD-OVER-1" }),
      ),
    ).rejects.toMatchObject({ errorName: "SOLD_OUT" });
  });
});

describe("openPackage", () => {
  it("draws the cards the pure function says, records them and mints one unit per card", async () => {
    const [packageId] = await buyPackages(db(), product.id, alice, 1);
    const [{ serial }] = (await db().query(`SELECT serial FROM user_package WHERE id = ?`, [packageId])) as [
      { serial: number },
    ];
    const before = new Map<string, number>();
    for (const id of cards) before.set(id, (await unitsOf(db(), id, alice.id)).amount);

    const res = await open(alice, packageId!);
    expect(res.body.errors).toBeUndefined();
    const opened = res.body.data!.openPackage;
    expect(opened).toMatchObject({
      id: packageId,
      productId: product.id,
      serial: Number(serial),
      state: "OPENED",
    });
    expect(opened.openedAt).not.toBeNull();
    expect(opened.draws.map((d) => d.slot)).toEqual([1, 2, 3]);

    const expected = await expectedCards(product.id, Number(serial));
    expect(opened.draws.map((d) => d.card.id)).toEqual(expected);
    expect((await drawRows(packageId!)).map((r) => String(r.card_id))).toEqual(expected);
    for (const draw of opened.draws) {
      expect(draw.rarity).toBe(["COMMON", "RARE", "EPIC", "LEGENDARY"][cards.indexOf(draw.card.id)]);
      expect(draw.card.imageUrl).toBe(`/media/cards/${draw.card.id}.svg`);
    }
    for (const id of cards) {
      const minted = expected.filter((c) => c === id).length;
      expect((await unitsOf(db(), id, alice.id)).amount - before.get(id)!).toBe(minted);
    }

    const list = await alice.client.gql<{ myPackages: PackageResult[] }>(MY_PACKAGES, {});
    const mine = list.body.data!.myPackages.find((p) => p.id === packageId)!;
    expect(mine.draws.map((d) => d.card.id)).toEqual(expected);
    const unopened = await alice.client.gql<{ myPackages: PackageResult[] }>(MY_PACKAGES, {
      state: "UNOPENED",
    });
    expect(unopened.body.data!.myPackages.every((p) => p.state === "UNOPENED" && p.draws.length === 0)).toBe(
      true,
    );
    expect(unopened.body.data!.myPackages.map((p) => p.id)).not.toContain(packageId);
  });

  it("answers someone else's package as an unknown one (404), 2007 when opened already, 1010 to visitors", async () => {
    const [packageId] = await buyPackages(db(), product.id, alice, 1);
    expect(errorCodeOf(await open(bob, packageId!))).toBe(404);
    expect(await drawRows(packageId!)).toEqual([]);
    expect(errorCodeOf(await open(alice, packageId!))).toBeUndefined();
    expect(errorCodeOf(await open(alice, packageId!))).toBe(2007);
    expect(await drawRows(packageId!)).toHaveLength(3);
    expect(errorCodeOf(await open(alice, "999999999"))).toBe(404);
    const visitor = await t.gql(OPEN_PACKAGE, { id: packageId });
    expect(errorCodeOf(visitor)).toBe(1010);
  });

  it("answers 2008 before the product's open time and changes nothing", async () => {
    const later = await createProduct(
      staff,
      productInput(cards, { openAt: new Date(Date.now() + 86_400_000).toISOString(), totalSupply: 3 }),
    );
    const [packageId] = await buyPackages(db(), later.id, alice, 1);
    const res = await open(alice, packageId!);
    expect(errorCodeOf(res)).toBe(2008);
    expect(res.body.errors![0]!.extensions!.data).toEqual({ openAt: later.openAt });
    const [row] = (await db().query(`SELECT state FROM user_package WHERE id = ?`, [packageId])) as {
      state: string;
    }[];
    expect(row!.state).toBe("UNOPENED");
    expect(await drawRows(packageId!)).toEqual([]);
  });

  it("opens once when two opens race", async () => {
    const [packageId] = await buyPackages(db(), product.id, alice, 1);
    const before = new Map<string, number>();
    for (const id of cards) before.set(id, (await unitsOf(db(), id, alice.id)).amount);
    const results = await Promise.all(Array.from({ length: 4 }, () => open(alice, packageId!)));
    const codes = results.map(errorCodeOf);
    expect(codes.filter((c) => c === undefined)).toHaveLength(1);
    expect(codes.filter((c) => c === 2007)).toHaveLength(3);
    expect(await drawRows(packageId!)).toHaveLength(3);
    let minted = 0;
    for (const id of cards) minted += (await unitsOf(db(), id, alice.id)).amount - before.get(id)!;
    expect(minted).toBe(3);
  });
});
