import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, createTestCard, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, type SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { createProduct as createReleaseProduct } from "../primary/primary-fixtures.js";
import {
  buyPackages,
  createProduct,
  createStaff,
  PRODUCT_FIELDS,
  productInput,
  REVEAL,
} from "./package-fixtures.js";

const HOUR = 3_600_000;
const UPDATE = `mutation($i: UpdatePackageProductInput!) { updatePackageProduct(input: $i) {
  ${PRODUCT_FIELDS} maxPerOrder saleEndsAt } }`;

let t: TestGateway;
let staff: SessionClient;
let member: MarketUser;
let finance: MarketUser;
let noTwoFactor: MarketUser;
let buyer: MarketUser;
let cards: string[];
const db = () => t.gateway.deps.dataSource;

interface Stored {
  price_twd: string;
  price_jpoint: string | null;
  total_supply: number;
  remaining: number;
  max_per_order: number;
  cards_per_package: number;
  seed: string;
  seed_hash: string;
  release_at: Date;
  open_at: Date;
  sale_ends_at: Date | null;
  pool: string;
}

/** Everything an edit may or may not touch: the product's terms, its seed and its pool. */
async function stored(id: string): Promise<Stored> {
  const [row] = (await db().query(
    `SELECT p.price_twd, p.price_jpoint, p.total_supply, p.remaining, p.max_per_order, p.cards_per_package,
            p.seed, p.seed_hash, p.release_at, p.open_at, p.sale_ends_at,
            (SELECT GROUP_CONCAT(CONCAT(e.id, ':', e.card_id, ':', e.rarity, ':', e.weight) ORDER BY e.id)
               FROM package_pool_entry e WHERE e.product_id = p.id) AS pool
       FROM primary_product p WHERE p.id = ?`,
    [id],
  )) as Stored[];
  return row!;
}

const terms = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  priceTwd: "450",
  priceJpoint: "400",
  totalSupply: 20,
  maxPerOrder: 3,
  releaseAt: new Date(Date.now() + HOUR).toISOString(),
  openAt: new Date(Date.now() + 2 * HOUR).toISOString(),
  saleEndsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  ...extra,
});
const edit = (id: string, extra: Record<string, unknown> = {}, client: SessionClient = staff) =>
  client.gql<{ updatePackageProduct: Record<string, unknown> }>(UPDATE, { i: terms(id, extra) });

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await createStaff(t);
  member = await createMarketUser(t);
  finance = await createMarketUser(t, { roles: ["finance", "support", "compliance"] });
  noTwoFactor = await createMarketUser(t, { roles: ["admin"], twoFactor: false });
  buyer = await createMarketUser(t);
  cards = [];
  for (let i = 0; i < 3; i++) cards.push(await createTestCard(db(), { totalIssued: 5000 }));
});
afterAll(async () => {
  await t?.close();
});

describe("updatePackageProduct (catalogManage)", () => {
  it("refuses visitors, members, other staff roles and staff without 2FA, changing nothing", async () => {
    const product = await createProduct(staff, productInput(cards));
    const before = await stored(product.id);
    const vars = { i: terms(product.id) };
    expect(errorCodeOf(await t.gql(UPDATE, vars))).toBe(1010);
    expect(errorCodeOf(await member.client.gql(UPDATE, vars))).toBe(2017);
    expect(errorCodeOf(await finance.client.gql(UPDATE, vars))).toBe(2017);
    expect(errorCodeOf(await noTwoFactor.client.gql(UPDATE, vars))).toBe(2055);
    expect(await stored(product.id)).toEqual(before);
  });

  it("rewrites the terms of an untouched package, keeps its seed and pool, and is audited", async () => {
    const product = await createProduct(staff, productInput(cards));
    const before = await stored(product.id);
    const res = await edit(product.id);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updatePackageProduct).toMatchObject({
      id: product.id,
      priceTwd: "450",
      priceJpoint: "400",
      totalSupply: 20,
      remaining: 20,
      maxPerOrder: 3,
      cardsPerPackage: 3,
      seedHash: product.seedHash,
    });
    const after = await stored(product.id);
    expect(after).toMatchObject({ total_supply: 20, remaining: 20, max_per_order: 3 });
    expect(String(after.price_twd)).toBe("450");
    expect([after.seed, after.seed_hash, after.pool, after.cards_per_package]).toEqual([
      before.seed,
      before.seed_hash,
      before.pool,
      before.cards_per_package,
    ]);
    expect(new Date(after.open_at).getTime()).toBeGreaterThan(Date.now() + HOUR);

    // Sending the committed contents back unchanged is no contents edit.
    const pool = before.pool.split(",").map((e) => {
      const [, cardId, rarity, weight] = e.split(":");
      return { cardId, rarity, weight: Number(weight) };
    });
    const same = await edit(product.id, { cardsPerPackage: 3, pool, priceTwd: "460", saleEndsAt: null });
    expect(same.body.errors).toBeUndefined();
    expect(same.body.data!.updatePackageProduct).toMatchObject({ priceTwd: "460", saleEndsAt: null });

    const audits = (await db().query(
      `SELECT outcome, target_type AS type, target_id AS id FROM staff_audit_log
        WHERE operation = 'updatePackageProduct' AND target_id = ? ORDER BY id`,
      [product.id],
    )) as { outcome: string; type: string; id: string }[];
    expect(audits.map((a) => a.outcome)).toEqual(["OK", "OK"]);
    expect(audits[0]).toMatchObject({ type: "primary_product", id: product.id });
  });

  it("refuses (2205) any change of the committed contents, before or after a sale, changing nothing", async () => {
    const product = await createProduct(staff, productInput(cards));
    const before = await stored(product.id);
    const pool = productInput(cards).pool;
    expect(errorCodeOf(await edit(product.id, { cardsPerPackage: 5 }))).toBe(2205);
    expect(
      errorCodeOf(await edit(product.id, { pool: [{ ...pool[0]!, weight: 61 }, ...pool.slice(1)] })),
    ).toBe(2205);
    expect(errorCodeOf(await edit(product.id, { pool: pool.slice(0, 2) }))).toBe(2205);
    expect(errorCodeOf(await edit(product.id, { pool: [...pool].reverse() }))).toBe(2205);
    expect(
      errorCodeOf(await edit(product.id, { pool: [{ ...pool[0]!, rarity: "RARE" }, ...pool.slice(1)] })),
    ).toBe(2205);
    expect(await stored(product.id)).toEqual(before);
    const audit = (await db().query(
      `SELECT outcome FROM staff_audit_log WHERE operation = 'updatePackageProduct' AND target_id = ?`,
      [product.id],
    )) as { outcome: string }[];
    expect(audit.map((a) => a.outcome)).toContain("PACKAGE_CONTENTS_COMMITTED");

    await buyPackages(db(), product.id, buyer, 1);
    expect(errorCodeOf(await edit(product.id, { cardsPerPackage: 1 }))).toBe(2205);
  });

  it("refuses (2204) once a package was sold, and changes nothing", async () => {
    const product = await createProduct(staff, productInput(cards));
    expect((await edit(product.id)).body.errors).toBeUndefined();
    await buyPackages(db(), product.id, buyer, 2);
    const before = await stored(product.id);
    expect(errorCodeOf(await edit(product.id, { priceTwd: "1", totalSupply: 5 }))).toBe(2204);
    expect(await stored(product.id)).toEqual(before);
    expect(before).toMatchObject({ total_supply: 20, remaining: 18 });
  });

  it("refuses (2204) once the seed is public, even with nothing sold", async () => {
    const product = await createProduct(staff, productInput(cards));
    expect((await staff.gql(REVEAL, { id: product.id })).body.errors).toBeUndefined();
    const before = await stored(product.id);
    expect(errorCodeOf(await edit(product.id))).toBe(2204);
    expect(await stored(product.id)).toEqual(before);
  });

  it("refuses bad input, an unknown or non-package product and a supply the cards cannot cover, changing nothing", async () => {
    const own: string[] = [];
    for (let i = 0; i < 3; i++) own.push(await createTestCard(db(), { totalIssued: 200 }));
    const product = await createProduct(staff, productInput(own));
    const before = await stored(product.id);
    const code = async (extra: Record<string, unknown>) => errorCodeOf(await edit(product.id, extra));
    expect(await code({ priceTwd: "0" })).toBe(400);
    expect(await code({ priceTwd: "12.5" })).toBe(400);
    expect(await code({ priceJpoint: "-3" })).toBe(400);
    expect(await code({ totalSupply: 0 })).toBe(400);
    expect(await code({ maxPerOrder: 0 })).toBe(400);
    expect(await code({ openAt: new Date(Date.now() + HOUR / 2).toISOString() })).toBe(400);
    expect(await code({ saleEndsAt: new Date(Date.now() + HOUR / 2).toISOString() })).toBe(400);
    expect(await code({ pool: [] })).toBe(400);
    expect(await code({ pool: [{ cardId: "999999999", rarity: "COMMON", weight: 1 }] })).toBe(404);
    // 200 units per card, three per pack, nothing else claims them: 66 packs fit, 67 do not.
    const tooMany = await edit(product.id, { totalSupply: 67 });
    expect(errorCodeOf(tooMany)).toBe(2035);
    expect(await stored(product.id)).toEqual(before);
    expect(errorCodeOf(await edit("999999999"))).toBe(404);
    const release = await createReleaseProduct(db(), { cardId: await createTestCard(db()) });
    expect(errorCodeOf(await edit(release))).toBe(404);
    expect((await edit(product.id, { totalSupply: 66 })).body.errors).toBeUndefined();
  });
});
