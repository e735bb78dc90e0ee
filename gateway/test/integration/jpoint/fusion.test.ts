import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { burnUnits } from "../../../src/domains/holdings/services/holdings.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import {
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
  unitsOf,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { createStaffUser } from "./jpoint-fixtures.js";

let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

const CREATE = `mutation($i: CreateFusionRecipeInput!) { createFusionRecipe(input: $i) { id name active outputUnits outputCard { id } inputs { card { id } units held listed } } }`;
const FUSE = `mutation($r: ID!, $k: String!) { fuse(recipeId: $r, idempotencyKey: $k) { id recipeId recipeName outputUnits outputCard { id } inputs { card { id } units } } }`;
const RECIPES = `{ fusionRecipes { id name canFuse inputs { card { id } units held listed } outputCard { id } } }`;

interface Recipe {
  id: string;
  inputs: { card: { id: string }; units: number; held: number; listed: number }[];
}

/** A recipe of two fresh cards (2 of A + 1 of B → `outputUnits` of C, C issued `outputIssue`). */
async function recipe(options: { outputUnits?: number; outputIssue?: number } = {}) {
  const a = await createTestCard(db());
  const b = await createTestCard(db());
  const c = await createTestCard(db(), { totalIssued: options.outputIssue ?? 1000 });
  const res = await staff.client.gql<{ createFusionRecipe: Recipe }>(CREATE, {
    i: {
      name: `Fusion ${a}`,
      outputCardId: c,
      outputUnits: options.outputUnits ?? 1,
      inputs: [
        { cardId: a, units: 2 },
        { cardId: b, units: 1 },
      ],
    },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return { a, b, c, recipeId: res.body.data!.createFusionRecipe.id };
}

const fuse = (user: MarketUser, recipeId: string, key: string = randomUUID()) =>
  user.client.gql<{ fuse: { id: string; outputUnits: number } }>(FUSE, { r: recipeId, k: key });

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await createStaffUser(t);
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

describe("fusion recipes", () => {
  it("staff create and deactivate recipes; members see active ones with what they hold", async () => {
    const { a, b, recipeId } = await recipe();
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 3);
    const list = await user.client.gql<{ fusionRecipes: (Recipe & { canFuse: boolean })[] }>(RECIPES);
    const mine = list.body.data!.fusionRecipes.find((r) => r.id === recipeId)!;
    expect(mine.canFuse).toBe(false);
    expect(mine.inputs).toEqual([
      { card: { id: a }, units: 2, held: 3, listed: 0 },
      { card: { id: b }, units: 1, held: 0, listed: 0 },
    ]);
    const visitor = await t.gql<{ fusionRecipes: Recipe[] }>(RECIPES);
    expect(visitor.body.data!.fusionRecipes.find((r) => r.id === recipeId)!.inputs[0]!.held).toBe(0);

    const off = await staff.client.gql(
      `mutation($r: ID!) { setFusionRecipeActive(recipeId: $r, active: false) { active } }`,
      { r: recipeId },
    );
    expect(off.body.data).toEqual({ setFusionRecipeActive: { active: false } });
    const after = await user.client.gql<{ fusionRecipes: Recipe[] }>(RECIPES);
    expect(after.body.data!.fusionRecipes.some((r) => r.id === recipeId)).toBe(false);
    expect(errorCodeOf(await fuse(user, recipeId))).toBe(404);
  });

  it("refuses members (2017), unknown cards (404) and bad recipes (400)", async () => {
    const user = await createMarketUser(t);
    const a = await createTestCard(db());
    const input = { name: "x", outputCardId: a, outputUnits: 1, inputs: [{ cardId: a, units: 1 }] };
    expect(errorCodeOf(await user.client.gql(CREATE, { i: input }))).toBe(2017);
    expect(errorCodeOf(await staff.client.gql(CREATE, { i: input }))).toBe(400);
    expect(
      errorCodeOf(
        await staff.client.gql(CREATE, { i: { ...input, inputs: [{ cardId: "9999999", units: 1 }] } }),
      ),
    ).toBe(404);
    expect(errorCodeOf(await staff.client.gql(CREATE, { i: { ...input, inputs: [] } }))).toBe(400);
  });
});

describe("fuse", () => {
  it("burns the inputs and mints the output, recorded in the history", async () => {
    const { a, b, c, recipeId } = await recipe({ outputUnits: 2 });
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 5);
    await giveUnits(db(), b, user.id, 1);
    const res = await fuse(user, recipeId);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.fuse.outputUnits).toBe(2);
    expect(await unitsOf(db(), a, user.id)).toEqual({ amount: 3, listed: 0 });
    expect(await unitsOf(db(), b, user.id)).toEqual({ amount: 0, listed: 0 });
    expect(await unitsOf(db(), c, user.id)).toEqual({ amount: 2, listed: 0 });
    const history = await user.client.gql<{ fusionHistory: { id: string; inputs: unknown[] }[] }>(
      `{ fusionHistory { id recipeId outputUnits outputCard { id } inputs { card { id } units } } }`,
    );
    expect(history.body.data!.fusionHistory).toEqual([
      {
        id: res.body.data!.fuse.id,
        recipeId,
        outputUnits: 2,
        outputCard: { id: c },
        inputs: [
          { card: { id: a }, units: 2 },
          { card: { id: b }, units: 1 },
        ],
      },
    ]);
  });

  it("refuses with 2009 when an input is missing or short, and changes nothing", async () => {
    const { a, b, c, recipeId } = await recipe();
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 1);
    await giveUnits(db(), b, user.id, 1);
    const res = await fuse(user, recipeId);
    expect(errorCodeOf(res)).toBe(2009);
    expect(res.body.errors![0]!.extensions!.data).toMatchObject({ cardId: a, needed: 2, held: 1 });
    const none = await createMarketUser(t);
    expect(errorCodeOf(await fuse(none, recipeId))).toBe(2009);
    expect(await unitsOf(db(), a, user.id)).toEqual({ amount: 1, listed: 0 });
    expect(await unitsOf(db(), b, user.id)).toEqual({ amount: 1, listed: 0 });
    expect(await unitsOf(db(), c, user.id)).toEqual({ amount: 0, listed: 0 });
  });

  it("refuses with 621 when the input units are held but on an open listing", async () => {
    const { a, b, c, recipeId } = await recipe();
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 2);
    await giveUnits(db(), b, user.id, 1);
    await listThroughApi(user, { cardId: a, type: "DIRECT", units: 1, unitPrice: "20" });
    expect(errorCodeOf(await fuse(user, recipeId))).toBe(621);
    expect(await unitsOf(db(), a, user.id)).toEqual({ amount: 2, listed: 1 });
    expect(await unitsOf(db(), c, user.id)).toEqual({ amount: 0, listed: 0 });
  });

  it("respects the output card's total issue (607)", async () => {
    const { a, b, c, recipeId } = await recipe({ outputUnits: 3, outputIssue: 2 });
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 2);
    await giveUnits(db(), b, user.id, 1);
    expect(errorCodeOf(await fuse(user, recipeId))).toBe(607);
    expect(await unitsOf(db(), a, user.id)).toEqual({ amount: 2, listed: 0 });
    expect(await unitsOf(db(), c, user.id)).toEqual({ amount: 0, listed: 0 });
  });

  it("is idempotent by key: the same key fuses once; the key for another recipe is 2016", async () => {
    const { a, b, c, recipeId } = await recipe();
    const other = await recipe();
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 4);
    await giveUnits(db(), b, user.id, 2);
    const key = randomUUID();
    const first = await fuse(user, recipeId, key);
    const again = await fuse(user, recipeId, key);
    expect(again.body.data).toEqual(first.body.data);
    expect(await unitsOf(db(), a, user.id)).toEqual({ amount: 2, listed: 0 });
    expect(await unitsOf(db(), c, user.id)).toEqual({ amount: 1, listed: 0 });
    expect(errorCodeOf(await fuse(user, other.recipeId, key))).toBe(2016);
    expect(errorCodeOf(await fuse(user, recipeId, "short"))).toBe(400);
  });

  it("concurrent fuses with inputs for one fuse succeed once", async () => {
    const { a, b, c, recipeId } = await recipe();
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 3);
    await giveUnits(db(), b, user.id, 1);
    const results = await Promise.all(Array.from({ length: 5 }, () => fuse(user, recipeId)));
    expect(results.filter((r) => !r.body.errors)).toHaveLength(1);
    for (const r of results.filter((x) => x.body.errors)) expect(errorCodeOf(r)).toBe(2009);
    expect(await unitsOf(db(), a, user.id)).toEqual({ amount: 1, listed: 0 });
    expect(await unitsOf(db(), b, user.id)).toEqual({ amount: 0, listed: 0 });
    expect(await unitsOf(db(), c, user.id)).toEqual({ amount: 1, listed: 0 });
  });

  it("concurrent fuses with the same key fuse once", async () => {
    const { a, b, c, recipeId } = await recipe();
    const user = await createMarketUser(t);
    await giveUnits(db(), a, user.id, 10);
    await giveUnits(db(), b, user.id, 5);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 4 }, () => fuse(user, recipeId, key)));
    for (const r of results) expect(r.body.errors).toBeUndefined();
    expect(new Set(results.map((r) => r.body.data!.fuse.id)).size).toBe(1);
    expect(await unitsOf(db(), c, user.id)).toEqual({ amount: 1, listed: 0 });
    expect(await unitsOf(db(), a, user.id)).toEqual({ amount: 8, listed: 0 });
  });
});

describe("burnUnits", () => {
  it("burns unlisted units only, keeps the row, and answers 1022 / 621 / 1024", async () => {
    const card = await createTestCard(db());
    const user = await createMarketUser(t);
    const burn = (units: number) => withTransaction(db(), (em) => burnUnits(em, card, user.id, units));
    await expect(burn(1)).rejects.toMatchObject({ errorName: "CARD_NOT_YOURS" });
    await giveUnits(db(), card, user.id, 3);
    await listThroughApi(user, { cardId: card, type: "DIRECT", units: 2, unitPrice: "20" });
    await expect(burn(2)).rejects.toMatchObject({ errorName: "ITEM_ON_OPEN_LISTING" });
    await expect(burn(4)).rejects.toMatchObject({ errorName: "INSUFFICIENT_HOLDINGS" });
    await burn(1);
    expect(await unitsOf(db(), card, user.id)).toEqual({ amount: 2, listed: 2 });
  });
});
