import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buyListing } from "../../../src/domains/market/services/buy-listing.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import {
  BUY_LISTING,
  createMarketUser,
  createTestCard,
  feesCollected,
  giveUnits,
  listThroughApi,
  unitsOf,
  usdtOf,
  type MarketUser,
  type TradeResult,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
let seller: MarketUser;
let buyer: MarketUser;
const db = () => t.gateway.deps.dataSource;
const DAY = 86_400_000;

/** A direct listing of `units` units at `price` USDT by the seller, on a fresh card. */
async function directListing(units: number, price: string, extra: Record<string, unknown> = {}) {
  const cardId = await createTestCard(db(), { totalIssued: 1000 });
  await giveUnits(db(), cardId, seller.id, units);
  const listing = await listThroughApi(seller, { cardId, type: "DIRECT", units, unitPrice: price, ...extra });
  return { cardId, listing };
}

async function buy(user: MarketUser, listingId: string, units: number, orderId: string = randomUUID()) {
  return user.client.gql<{ buyListing: TradeResult }>(BUY_LISTING, { i: { listingId, units, orderId } });
}

async function listingRow(id: string) {
  const [row] = (await db().query(`SELECT status, remaining FROM market_listing WHERE id = ?`, [id])) as {
    status: string;
    remaining: number;
  }[];
  return { status: row!.status, remaining: Number(row!.remaining) };
}

async function tradeCount(listingId: string): Promise<number> {
  const [row] = (await db().query(`SELECT COUNT(*) AS n FROM market_trade WHERE listing_id = ?`, [
    listingId,
  ])) as { n: string }[];
  return Number(row!.n);
}

beforeAll(async () => {
  // The fee rate is pinned so the expected amounts below are exact.
  t = await startTestGateway({ MARKET_FEE_BPS: "250" });
  await seedDemo(db());
  seller = await createMarketUser(t);
  buyer = await createMarketUser(t, { usdt: "100000" });
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

describe("buyListing", () => {
  it("buys part of a listing: units move, the buyer pays, the seller gets the total less the fee", async () => {
    const { cardId, listing } = await directListing(5, "1000");
    const before = { buyer: await usdtOf(db(), buyer.id), seller: await usdtOf(db(), seller.id) };
    const fees = Number(await feesCollected(db()));
    const orderId = randomUUID();
    const res = await buy(buyer, listing.id, 2, orderId);
    const trade = res.body.data!.buyListing;
    // 2 × 1000 = 2000; 2.5 % = 50 (above the 5 USDT minimum).
    expect(trade).toMatchObject({
      orderId,
      kind: "DIRECT",
      units: 2,
      unitPrice: "1000",
      total: "2000",
      fee: "50",
      sellerReceives: "1950",
      card: { id: cardId },
      buyer: { publicId: buyer.publicId },
      seller: { publicId: seller.publicId },
    });
    expect((await usdtOf(db(), buyer.id)).available).toBe(String(Number(before.buyer.available) - 2000));
    expect((await usdtOf(db(), seller.id)).available).toBe(String(Number(before.seller.available) + 1950));
    expect(Number(await feesCollected(db()))).toBe(fees + 50);
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 3, listed: 3 });
    expect(await unitsOf(db(), cardId, buyer.id)).toEqual({ amount: 2, listed: 0 });
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 3 });
    const [posting] = (await db().query(
      `SELECT kind, reference_type, reference_id FROM ledger_transaction WHERE idempotency_key = ?`,
      [`trade:${orderId}`],
    )) as { kind: string; reference_type: string; reference_id: string }[];
    expect(posting).toEqual({ kind: "trade", reference_type: "market_trade", reference_id: orderId });
  });

  it("selling the last units marks the listing sold; another purchase is 1016", async () => {
    const { cardId, listing } = await directListing(3, "20");
    expect((await buy(buyer, listing.id, 3)).body.errors).toBeUndefined();
    expect(await listingRow(listing.id)).toEqual({ status: "sold", remaining: 0 });
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 0, listed: 0 });
    expect(await unitsOf(db(), cardId, buyer.id)).toEqual({ amount: 3, listed: 0 });
    expect(errorCodeOf(await buy(buyer, listing.id, 1))).toBe(1016);
  });

  it("charges the 5 USDT minimum fee when the percentage is lower", async () => {
    const { listing } = await directListing(1, "11");
    const sellerBefore = Number((await usdtOf(db(), seller.id)).available);
    const trade = (await buy(buyer, listing.id, 1)).body.data!.buyListing;
    // 2.5 % of 11 is 0.275: the minimum applies.
    expect(trade).toMatchObject({ total: "11", fee: "5", sellerReceives: "6" });
    expect(Number((await usdtOf(db(), seller.id)).available)).toBe(sellerBefore + 6);
  });

  it("charges the percentage exactly, in micro-USDT, when above the minimum", async () => {
    const { listing } = await directListing(3, "333");
    const trade = (await buy(buyer, listing.id, 3)).body.data!.buyListing;
    // 999 × 2.5 % = 24.975
    expect(trade).toMatchObject({ total: "999", fee: "24.975", sellerReceives: "974.025" });
  });

  it("refuses asking for more than remains (1016) and bad unit counts (400), changing nothing", async () => {
    const { cardId, listing } = await directListing(2, "20");
    const before = await usdtOf(db(), buyer.id);
    expect(errorCodeOf(await buy(buyer, listing.id, 3))).toBe(1016);
    expect(errorCodeOf(await buy(buyer, listing.id, 0))).toBe(400);
    expect(errorCodeOf(await buy(buyer, listing.id, 1, "bad id!"))).toBe(400);
    expect(errorCodeOf(await buy(buyer, "99999999", 1))).toBe(404);
    expect(await usdtOf(db(), buyer.id)).toEqual(before);
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 2 });
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 2, listed: 2 });
  });

  it("a seller cannot buy their own card (1021)", async () => {
    const { listing } = await directListing(1, "20");
    expect(errorCodeOf(await buy(seller, listing.id, 1))).toBe(1021);
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 1 });
  });

  it("before its launch date the card is not for sale (1019)", async () => {
    const { listing } = await directListing(1, "20", { startsAt: new Date(Date.now() + DAY).toISOString() });
    expect(errorCodeOf(await buy(buyer, listing.id, 1))).toBe(1019);
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 1 });
  });

  it("a cancelled listing, or one past its sales deadline, is no longer for sale (1020)", async () => {
    const cancelled = await directListing(1, "20");
    await seller.client.gql(`mutation($id: ID!) { cancelListing(listingId: $id) { id } }`, {
      id: cancelled.listing.id,
    });
    expect(errorCodeOf(await buy(buyer, cancelled.listing.id, 1))).toBe(1020);

    const expired = await directListing(1, "20", { endsAt: new Date(Date.now() + DAY).toISOString() });
    await db().query(
      `UPDATE market_listing SET ends_at = UTC_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE id = ?`,
      [expired.listing.id],
    );
    expect(errorCodeOf(await buy(buyer, expired.listing.id, 1))).toBe(1020);
    expect(await unitsOf(db(), expired.cardId, buyer.id)).toEqual({ amount: 0, listed: 0 });
  });

  it("auctions are not bought here (1044)", async () => {
    const cardId = await createTestCard(db());
    await giveUnits(db(), cardId, seller.id, 1);
    const auction = await listThroughApi(seller, { cardId, type: "AUCTION", units: 1, startPrice: "20" });
    expect(errorCodeOf(await buy(buyer, auction.id, 1))).toBe(1044);
  });

  it("without enough USDT the purchase is refused (1023) and nothing moves", async () => {
    const { cardId, listing } = await directListing(2, "500");
    const poor = await createMarketUser(t, { usdt: "600" });
    expect(errorCodeOf(await buy(poor, listing.id, 2))).toBe(1023);
    expect(await usdtOf(db(), poor.id)).toEqual({ available: "600", frozen: "0" });
    expect(await unitsOf(db(), cardId, poor.id)).toEqual({ amount: 0, listed: 0 });
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 2, listed: 2 });
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 2 });
    expect(await tradeCount(listing.id)).toBe(0);
    // One unit is affordable.
    expect((await buy(poor, listing.id, 1)).body.errors).toBeUndefined();
    expect(await usdtOf(db(), poor.id)).toEqual({ available: "100", frozen: "0" });
  });

  it("asks visitors to log in (1010)", async () => {
    const { listing } = await directListing(1, "20");
    const res = await t.gql(BUY_LISTING, { i: { listingId: listing.id, units: 1, orderId: randomUUID() } });
    expect(errorCodeOf(res)).toBe(1010);
  });
});

describe("orderId idempotency", () => {
  it("replaying the same order returns the same trade and moves nothing again", async () => {
    const { cardId, listing } = await directListing(4, "100");
    const orderId = randomUUID();
    const first = (await buy(buyer, listing.id, 1, orderId)).body.data!.buyListing;
    const balance = await usdtOf(db(), buyer.id);
    const again = await buy(buyer, listing.id, 1, orderId);
    expect(again.body.data!.buyListing).toEqual(first);
    expect(await usdtOf(db(), buyer.id)).toEqual(balance);
    expect(await unitsOf(db(), cardId, buyer.id)).toEqual({ amount: 1, listed: 0 });
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 3 });
    expect(await tradeCount(listing.id)).toBe(1);
  });

  it("the same orderId for another order is 1018 (other units, other listing, other buyer)", async () => {
    const { listing } = await directListing(4, "100");
    const { listing: otherListing } = await directListing(1, "100");
    const orderId = randomUUID();
    await buy(buyer, listing.id, 1, orderId);
    const balance = await usdtOf(db(), buyer.id);
    expect(errorCodeOf(await buy(buyer, listing.id, 2, orderId))).toBe(1018);
    expect(errorCodeOf(await buy(buyer, otherListing.id, 1, orderId))).toBe(1018);
    const someoneElse = await createMarketUser(t, { usdt: "1000" });
    expect(errorCodeOf(await buy(someoneElse, listing.id, 1, orderId))).toBe(1018);
    expect(await usdtOf(db(), buyer.id)).toEqual(balance);
    expect(await usdtOf(db(), someoneElse.id)).toEqual({ available: "1000", frozen: "0" });
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 3 });
    expect(await listingRow(otherListing.id)).toEqual({ status: "open", remaining: 1 });
  });

  it("the same order sent five times at once is bought once", async () => {
    const { cardId, listing } = await directListing(5, "100");
    const orderId = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => buy(buyer, listing.id, 2, orderId)));
    const ids = new Set(results.map((r) => r.body.data?.buyListing.id));
    expect(results.map((r) => r.body.errors)).toEqual(Array(5).fill(undefined));
    expect(ids.size).toBe(1);
    expect(await unitsOf(db(), cardId, buyer.id)).toEqual({ amount: 2, listed: 0 });
    expect(await listingRow(listing.id)).toEqual({ status: "open", remaining: 3 });
    expect(await tradeCount(listing.id)).toBe(1);
  });
});

describe("racing buyers", () => {
  it("20 buyers at once for 5 units over HTTP: exactly 5 buy one each, the rest get 1016", async () => {
    const { cardId, listing } = await directListing(5, "50");
    const buyers: MarketUser[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await createMarketUser(t, { usdt: "100" }));
    const sellerBefore = Number((await usdtOf(db(), seller.id)).available);
    const results = await Promise.all(buyers.map((b) => buy(b, listing.id, 1)));
    const codes = results.map((r) => (r.body.errors ? errorCodeOf(r) : "ok"));
    expect(codes.filter((c) => c === "ok")).toHaveLength(5);
    expect(codes.filter((c) => c === 1016)).toHaveLength(15);
    expect(await listingRow(listing.id)).toEqual({ status: "sold", remaining: 0 });
    expect(await tradeCount(listing.id)).toBe(5);
    const winners = buyers.filter((_, i) => codes[i] === "ok");
    for (const w of winners) {
      expect(await unitsOf(db(), cardId, w.id)).toEqual({ amount: 1, listed: 0 });
      expect(await usdtOf(db(), w.id)).toEqual({ available: "50", frozen: "0" });
    }
    for (const l of buyers.filter((_, i) => codes[i] !== "ok")) {
      expect(await unitsOf(db(), cardId, l.id)).toEqual({ amount: 0, listed: 0 });
      expect(await usdtOf(db(), l.id)).toEqual({ available: "100", frozen: "0" });
    }
    // 5 × (50 − 5 minimum fee)
    expect(Number((await usdtOf(db(), seller.id)).available)).toBe(sellerBefore + 225);
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 0, listed: 0 });
  });

  it("the same race through the service, each call its own transaction", async () => {
    const { listing } = await directListing(5, "50");
    const buyers: MarketUser[] = [];
    for (let i = 0; i < 20; i++) buyers.push(await createMarketUser(t, { usdt: "60", signIn: false }));
    const outcomes = await Promise.allSettled(
      buyers.map((b) =>
        buyListing(t.gateway.deps, b.id, { listingId: listing.id, units: 1, orderId: randomUUID() }),
      ),
    );
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(5);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected");
    expect(rejected.map((o) => (o.reason as { errorName?: string }).errorName)).toEqual(
      Array(15).fill("SOLD_OUT"),
    );
    expect(await listingRow(listing.id)).toEqual({ status: "sold", remaining: 0 });
  });
});
