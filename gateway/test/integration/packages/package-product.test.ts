import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawPackage } from "../../../src/domains/packages/services/package-draw.js";
import { loadPool } from "../../../src/domains/packages/services/package-view.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import {
  createMarketUser,
  createTestCard,
  giveUnits,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf, type SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  buyPackages,
  CREATE_PRODUCT,
  createProduct,
  createStaff,
  ODDS,
  OPEN_PACKAGE,
  productInput,
  REVEAL,
  VERIFICATION,
  type DrawResult,
} from "./package-fixtures.js";

let t: TestGateway;
let staff: SessionClient;
let alice: MarketUser;
let cards: string[];
const db = () => t.gateway.deps.dataSource;

interface Verification {
  productId: string;
  algorithm: string;
  seedHash: string;
  seed: string | null;
  revealed: boolean;
  revealReason: string | null;
  totalWeight: number;
  pool: { entryId: string; card: { id: string }; rarity: string; weight: number }[];
  serial: number | null;
  recomputed: DrawResult[] | null;
  recorded: DrawResult[] | null;
  matches: boolean | null;
}

async function verification(productId: string, serial?: number) {
  const res = await t.gql<{ packageVerification: Verification }>(VERIFICATION, { id: productId, serial });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.packageVerification;
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await createStaff(t);
  alice = await createMarketUser(t);
  cards = [];
  for (let i = 0; i < 4; i++) cards.push(await createTestCard(db(), { totalIssued: 5000 }));
});
afterAll(async () => {
  await t.close();
});

describe("createPackageProduct", () => {
  const create = (input: Record<string, unknown>, client: SessionClient = staff) =>
    client.gql(CREATE_PRODUCT, { i: input });

  it("creates the product with remaining = supply, a published seed hash and the pool in order", async () => {
    const input = productInput(cards, { totalSupply: 50 });
    const product = await createProduct(staff, input);
    expect(product).toMatchObject({ name: input.name, totalSupply: 50, remaining: 50, cardsPerPackage: 3 });
    expect(product.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const [row] = (await db().query(`SELECT kind, seed, seed_hash FROM primary_product WHERE id = ?`, [
      product.id,
    ])) as { kind: string; seed: string; seed_hash: string }[];
    expect(row!.kind).toBe("PACKAGE");
    expect(createHash("sha256").update(row!.seed).digest("hex")).toBe(product.seedHash);
    const pool = await loadPool(db().manager, product.id);
    expect(pool.map((e) => [e.cardId, e.rarity, e.weight])).toEqual([
      [cards[0], "COMMON", 60],
      [cards[1], "RARE", 25],
      [cards[2], "EPIC", 12],
      [cards[3], "LEGENDARY", 3],
    ]);
  });

  it("refuses bad input with 400 and the field, changing nothing", async () => {
    const [{ n: before }] = (await db().query(`SELECT COUNT(*) AS n FROM primary_product`)) as [
      { n: string },
    ];
    const cases: [Record<string, unknown>, string][] = [
      [{ pool: [] }, "pool"],
      [{ pool: [{ cardId: cards[0], rarity: "COMMON", weight: 0 }] }, "pool"],
      [{ pool: [{ cardId: cards[0], rarity: "COMMON", weight: -5 }] }, "pool"],
      [{ pool: [{ cardId: cards[0], rarity: "common", weight: 5 }] }, "pool"],
      [
        {
          pool: [
            { cardId: cards[0], rarity: "COMMON", weight: 5 },
            { cardId: cards[0], rarity: "RARE", weight: 1 },
          ],
        },
        "pool",
      ],
      [{ cardsPerPackage: 0 }, "cardsPerPackage"],
      [{ totalSupply: 0 }, "totalSupply"],
      [{ priceTwd: "12.5" }, "priceTwd"],
      [{ name: "  " }, "name"],
      [{ openAt: new Date(Date.now() - 10 * 86_400_000).toISOString() }, "openAt"],
    ];
    for (const [change, field] of cases) {
      const res = await create(productInput(cards, change));
      expect(errorCodeOf(res), JSON.stringify(change)).toBe(400);
      expect((res.body.errors![0]!.extensions!.data as { field: string }).field).toBe(field);
    }
    const unknown = await create(productInput([...cards, "99999999"]));
    expect(errorCodeOf(unknown)).toBe(404);
    expect(unknown.body.errors![0]!.extensions!.data).toMatchObject({ cardId: "99999999" });
    const [{ n: after }] = (await db().query(`SELECT COUNT(*) AS n FROM primary_product`)) as [{ n: string }];
    expect(after).toBe(before);
  });

  it("refuses a pool card that cannot cover the worst case (2035), counting held and reserved units", async () => {
    const scarce = await createTestCard(db(), { totalIssued: 40 });
    // 10 packages × 3 cards = 30 units needed; 40 issued, 15 already held → 25 free.
    await giveUnits(db(), scarce, alice.id, 15);
    const res = await create(productInput([cards[0]!, scarce], { totalSupply: 10 }));
    expect(errorCodeOf(res)).toBe(2035);
    expect(res.body.errors![0]!.extensions!.data).toEqual({ cardId: scarce, needed: 30, available: 25 });

    // 8 × 3 = 24 fits; that product then reserves its 24 units, leaving 1 for any other product.
    await createProduct(staff, productInput([cards[0]!, scarce], { totalSupply: 8 }));
    const second = await create(productInput([scarce], { totalSupply: 1, cardsPerPackage: 2 }));
    expect(errorCodeOf(second)).toBe(2035);
    expect(second.body.errors![0]!.extensions!.data).toEqual({ cardId: scarce, needed: 2, available: 1 });
    await createProduct(staff, productInput([scarce], { totalSupply: 1, cardsPerPackage: 1 }));
  });

  it("is for staff only", async () => {
    expect(errorCodeOf(await create(productInput(cards), alice.client))).toBe(2017);
    expect(errorCodeOf(await t.gql(CREATE_PRODUCT, { i: productInput(cards) }))).toBe(1010);
    expect(errorCodeOf(await alice.client.gql(REVEAL, { id: "1" }))).toBe(2017);
  });
});

describe("packageOdds", () => {
  it("publishes per-rarity and per-card percentages that add up to 100%", async () => {
    const input = productInput(cards, {
      pool: [
        { cardId: cards[0], rarity: "COMMON", weight: 7 },
        { cardId: cards[1], rarity: "COMMON", weight: 13 },
        { cardId: cards[2], rarity: "RARE", weight: 5 },
        { cardId: cards[3], rarity: "LEGENDARY", weight: 1 },
      ],
    });
    const product = await createProduct(staff, input);
    const res = await t.gql<{
      packageOdds: {
        totalWeight: number;
        seedHash: string;
        rarities: { rarity: string; weight: number; percent: string; cards: number }[];
        cards: { card: { id: string }; percent: string }[];
      };
    }>(ODDS, { id: product.id });
    const odds = res.body.data!.packageOdds;
    expect(odds.totalWeight).toBe(26);
    expect(odds.seedHash).toBe(product.seedHash);
    expect(odds.rarities).toEqual([
      { rarity: "COMMON", weight: 20, percent: "76.92", cards: 2 },
      { rarity: "RARE", weight: 5, percent: "19.23", cards: 1 },
      { rarity: "LEGENDARY", weight: 1, percent: "3.85", cards: 1 },
    ]);
    expect(odds.cards.map((c) => c.percent)).toEqual(["26.92", "50.00", "19.23", "3.85"]);
    const hundredths = (list: { percent: string }[]) =>
      list.reduce((sum, x) => sum + Math.round(Number(x.percent) * 100), 0);
    expect(hundredths(odds.rarities)).toBe(10_000);
    expect(hundredths(odds.cards)).toBe(10_000);
    expect(errorCodeOf(await t.gql(ODDS, { id: "99999999" }))).toBe(404);
  });
});

describe("packageVerification", () => {
  it("hides the seed until staff reveal it, then recomputes a serial's cards to match what was minted", async () => {
    const product = await createProduct(staff, productInput(cards, { totalSupply: 5 }));
    const [packageId] = await buyPackages(db(), product.id, alice, 1);
    const opened = await alice.client.gql<{ openPackage: { serial: number; draws: DrawResult[] } }>(
      OPEN_PACKAGE,
      {
        id: packageId,
      },
    );
    const { serial, draws } = opened.body.data!.openPackage;

    const hidden = await verification(product.id, serial);
    expect(hidden).toMatchObject({
      algorithm: "vitrine-package-draw-v1",
      seedHash: product.seedHash,
      seed: null,
      revealed: false,
      revealReason: null,
      totalWeight: 100,
      serial,
      recomputed: null,
      matches: null,
    });
    expect(hidden.pool.map((e) => e.card.id)).toEqual(cards);
    expect(hidden.recorded!.map((d) => d.card.id)).toEqual(draws.map((d) => d.card.id));
    expect(JSON.stringify(hidden)).not.toContain(
      (
        (await db().query(`SELECT seed FROM primary_product WHERE id = ?`, [product.id])) as {
          seed: string;
        }[]
      )[0]!.seed,
    );

    const revealed = await staff.gql<{ revealPackageSeed: Verification }>(REVEAL, { id: product.id });
    expect(revealed.body.data!.revealPackageSeed).toMatchObject({ revealed: true, revealReason: "STAFF" });
    const shown = await verification(product.id, serial);
    expect(shown.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash("sha256").update(shown.seed!).digest("hex")).toBe(shown.seedHash);
    expect(shown.recomputed!.map((d) => d.card.id)).toEqual(draws.map((d) => d.card.id));
    expect(shown.matches).toBe(true);
    // Anyone can redo it from the published data alone.
    const mine = drawPackage({
      seed: shown.seed!,
      productId: product.id,
      serial,
      cardsPerPackage: 3,
      pool: shown.pool.map((e) => ({ id: e.entryId, cardId: e.card.id, rarity: e.rarity, weight: e.weight })),
    });
    expect(mine.map((d) => d.entry.cardId)).toEqual(draws.map((d) => d.card.id));
    // A serial not issued yet: recomputable, nothing recorded.
    const unsold = await verification(product.id, 5);
    expect(unsold.recomputed).toHaveLength(3);
    expect(unsold.recorded).toBeNull();
  });

  it("reveals by itself once every serial is issued or the sale has ended", async () => {
    const product = await createProduct(staff, productInput(cards, { totalSupply: 2 }));
    await buyPackages(db(), product.id, alice, 1);
    expect((await verification(product.id)).revealed).toBe(false);
    await buyPackages(db(), product.id, alice, 1);
    expect(await verification(product.id)).toMatchObject({ revealed: true, revealReason: "SOLD_OUT" });

    const ended = await createProduct(staff, productInput(cards, { totalSupply: 4 }));
    expect((await verification(ended.id)).seed).toBeNull();
    await db().query(`UPDATE primary_product SET sale_ends_at = ? WHERE id = ?`, [
      new Date(Date.now() - 1000),
      ended.id,
    ]);
    expect(await verification(ended.id)).toMatchObject({ revealed: true, revealReason: "SALE_ENDED" });
  });

  it("refuses a serial outside 1..totalSupply", async () => {
    const product = await createProduct(staff, productInput(cards, { totalSupply: 2 }));
    const res = await t.gql(VERIFICATION, { id: product.id, serial: 3 });
    expect(errorCodeOf(res)).toBe(400);
  });
});
