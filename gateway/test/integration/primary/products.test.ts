import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import {
  createMarketUser,
  createTestCard,
  giveUnits,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
let staff: MarketUser;
let member: MarketUser;
const db = () => t.gateway.deps.dataSource;

const CREATE = `mutation($i: CreateReleaseInput!) { createReleaseProduct(input: $i) {
  id kind name priceTwd discountPriceTwd priceJpoint totalSupply remaining releaseAt earlyBirdAt card { id } } }`;

function release(cardId: string, extra: Record<string, unknown> = {}) {
  return {
    cardId,
    name: "Spring release",
    priceTwd: 500,
    discountPriceTwd: 450,
    priceJpoint: 450,
    totalSupply: 10,
    releaseAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
    ...extra,
  };
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  staff = await createMarketUser(t, { role: "staff" });
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t?.close();
});

describe("releases", () => {
  it("staff put a card on sale; it is listed with its early-bird time", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 20 });
    const res = await staff.client.gql<{ createReleaseProduct: Record<string, unknown> }>(CREATE, {
      i: release(cardId),
    });
    const product = res.body.data!.createReleaseProduct;
    expect(product).toMatchObject({
      kind: "RELEASE",
      priceTwd: "500",
      discountPriceTwd: "450",
      remaining: 10,
    });
    expect(Date.parse(product.releaseAt as string) - Date.parse(product.earlyBirdAt as string)).toBe(
      3600_000,
    );
    const list = await t.gql<{ primaryProducts: { id: string }[] }>(
      `{ primaryProducts(kind: RELEASE) { id } }`,
    );
    expect(list.body.data!.primaryProducts.map((p) => p.id)).toContain(product.id);
  });

  it("refuses members (2017), a supply beyond what the card can mint (607) and a discount not below the price", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 20 });
    await giveUnits(db(), cardId, member.id, 5);
    expect(errorCodeOf(await member.client.gql(CREATE, { i: release(cardId) }))).toBe(2017);
    expect(errorCodeOf(await staff.client.gql(CREATE, { i: release(cardId, { totalSupply: 16 }) }))).toBe(
      607,
    );
    expect(
      errorCodeOf(await staff.client.gql(CREATE, { i: release(cardId, { discountPriceTwd: 500 }) })),
    ).toBe(400);
    expect(
      (await staff.client.gql(CREATE, { i: release(cardId, { totalSupply: 15 }) })).body.errors,
    ).toBeUndefined();
    // The 15 now promised leave nothing for another release.
    expect(errorCodeOf(await staff.client.gql(CREATE, { i: release(cardId, { totalSupply: 1 }) }))).toBe(607);
  });

  it("counts units on their way out in a card withdrawal as existing, until the withdrawal fails", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 10 });
    await giveUnits(db(), cardId, member.id, 2);
    // 3 units left the member's holding into a withdrawal under review.
    await db().query(
      `INSERT INTO card_withdrawal (user_id, card_id, units, chain_code, address, fee_currency, fee, status, idempotency_key)
       VALUES (?, ?, 3, 'ETH', ?, 'JPOINT', 150, 'REVIEW', ?)`,
      [member.id, cardId, `0x${"ab".repeat(20)}`, `supply-${cardId}`],
    );
    expect(errorCodeOf(await staff.client.gql(CREATE, { i: release(cardId, { totalSupply: 6 }) }))).toBe(607);
    await db().query(`UPDATE card_withdrawal SET status = 'FAILED' WHERE card_id = ?`, [cardId]);
    expect(
      (await staff.client.gql(CREATE, { i: release(cardId, { totalSupply: 8 }) })).body.errors,
    ).toBeUndefined();
  });

  it("lets staff see late-paid orders and nobody else", async () => {
    expect(errorCodeOf(await member.client.gql(`{ latePaidOrders { orderId } }`))).toBe(2017);
    const res = await staff.client.gql<{ latePaidOrders: unknown[] }>(`{ latePaidOrders { orderId } }`);
    expect(res.body.data!.latePaidOrders).toEqual([]);
  });

  it("lists one artist's products, and answers 604 for an artist that does not exist", async () => {
    const cardId = await createTestCard(db(), { totalIssued: 50 });
    await staff.client.gql(CREATE, { i: release(cardId, { name: "By artist", totalSupply: 5 }) });
    const [card] = (await db().query(`SELECT artist_id FROM card WHERE id = ?`, [cardId])) as {
      artist_id: string;
    }[];
    const q = `query($a: ID) { primaryProducts(artistId: $a) { name card { artist { id } } } }`;
    const mine = await t.gql<{
      primaryProducts: { name: string; card: { artist: { id: string } } | null }[];
    }>(q, {
      a: String(card!.artist_id),
    });
    const names = mine.body.data!.primaryProducts.map((p) => p.name);
    expect(names).toContain("By artist");
    expect(
      mine.body.data!.primaryProducts.every((p) => !p.card || p.card.artist.id === String(card!.artist_id)),
    ).toBe(true);
    expect(errorCodeOf(await t.gql(q, { a: "999999" }))).toBe(604);
  });
});
