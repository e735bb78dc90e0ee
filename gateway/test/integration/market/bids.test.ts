import { AUCTION_MIN_DURATION_MINUTES } from "@vitrine/schema";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import {
  createMarketUser,
  createTestCard,
  feesCollected,
  giveUnits,
  unitsOf,
  usdtOf,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf, SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bidsOf, listingRow, openAuction, usdtMicro } from "./auction-fixtures.js";

let t: TestGateway;
let seller: MarketUser;
let ann: MarketUser;
let ben: MarketUser;
let cardId: string;

const PLACE_BID = `mutation($i: PlaceBidInput!) {
  placeBid(input: $i) { id state highestBid bidCount minimumNextBid isMine }
}`;
const UPDATE_AUCTION = `mutation($i: UpdateAuctionInput!) {
  updateAuction(input: $i) { id startPrice buyNowPrice endsAt bidCount }
}`;

let keys = 0;
const bid = (user: MarketUser, listingId: string, amount: string, idempotencyKey = `k${++keys}`) =>
  user.client.gql<{ placeBid: Record<string, unknown> }>(PLACE_BID, {
    i: { listingId, amount, idempotencyKey },
  });

const auction = (options: Partial<Parameters<typeof openAuction>[1]> = {}) =>
  openAuction(t.gateway.deps.dataSource, { sellerId: seller.id, cardId, ...options });

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
  cardId = await createTestCard(t.gateway.deps.dataSource);
  seller = await createMarketUser(t);
  ann = await createMarketUser(t, { usdt: "1000" });
  ben = await createMarketUser(t, { usdt: "1000" });
  await giveUnits(t.gateway.deps.dataSource, cardId, seller.id, 100);
});
afterEach(async () => {
  await expectLedgerSound(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

describe("placeBid", () => {
  it("freezes the first bid above the start price and leads the auction", async () => {
    const ds = t.gateway.deps.dataSource;
    const id = await auction({ startPrice: "20" });
    const before = await usdtOf(ds, ann.id);
    const res = await bid(ann, id, "25");
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.placeBid).toMatchObject({
      id,
      state: "SELLING",
      highestBid: "25",
      bidCount: 1,
      minimumNextBid: "25",
      isMine: false,
    });
    const after = await usdtOf(ds, ann.id);
    expect(Number(after.available)).toBe(Number(before.available) - 25);
    expect(Number(after.frozen)).toBe(Number(before.frozen) + 25);
    expect(await bidsOf(ds, id)).toMatchObject([
      { bidderId: String(ann.id), amount: usdtMicro("25"), status: "leading" },
    ]);
  });

  it("refuses a bid not above the start price or the highest bid (1031)", async () => {
    const id = await auction({ startPrice: "20" });
    expect(errorCodeOf(await bid(ann, id, "20"))).toBe(1031);
    expect(errorCodeOf(await bid(ann, id, "15"))).toBe(1031);
    expect((await bid(ann, id, "30")).body.errors).toBeUndefined();
    const equal = await bid(ben, id, "30");
    expect(errorCodeOf(equal)).toBe(1031);
    expect(equal.body.errors![0]!.extensions!.data).toEqual({ minimumNextBid: "30" });
    expect(errorCodeOf(await bid(ben, id, "29"))).toBe(1031);
    const row = await listingRow(t.gateway.deps.dataSource, id);
    expect(row.bidCount).toBe(1);
    expect(row.highestBid).toBe(usdtMicro("30"));
  });

  it("takes whole USDT only (400)", async () => {
    const id = await auction();
    for (const amount of ["25.5", "25.0", "abc", "-30", "0", "", "99999999999"]) {
      expect(errorCodeOf(await bid(ann, id, amount))).toBe(400);
    }
    expect((await listingRow(t.gateway.deps.dataSource, id)).bidCount).toBe(0);
  });

  it("refuses the seller's own bid (1021)", async () => {
    const id = await auction();
    expect(errorCodeOf(await bid(seller, id, "50"))).toBe(1021);
  });

  it("refuses bids before the start (1019), after the end or once closed (2006), and on no auction", async () => {
    const ds = t.gateway.deps.dataSource;
    const early = await auction({ startsInMs: 3_600_000 });
    expect(errorCodeOf(await bid(ann, early, "50"))).toBe(1019);
    const ended = await auction({ endsInMs: -1000 });
    expect(errorCodeOf(await bid(ann, ended, "50"))).toBe(2006);
    const cancelled = await auction();
    await ds.query(`UPDATE market_listing SET status = 'cancelled' WHERE id = ?`, [cancelled]);
    expect(errorCodeOf(await bid(ann, cancelled, "50"))).toBe(2006);
    const direct = (await ds.query(
      `INSERT INTO market_listing (seller_id, card_id, type, units, remaining, unit_price, starts_at)
       VALUES (?, ?, 'direct', 1, 1, ?, NOW(3))`,
      [seller.id, cardId, usdtMicro("20")],
    )) as { insertId: number };
    expect(errorCodeOf(await bid(ann, String(direct.insertId), "50"))).toBe(1019);
    expect(errorCodeOf(await bid(ann, "999999999", "50"))).toBe(404);
    expect(errorCodeOf(await bid(ann, "x1", "50"))).toBe(400);
  });

  it("needs a signed-in user", async () => {
    const id = await auction();
    const res = await new SessionClient(t).gql(PLACE_BID, {
      i: { listingId: id, amount: "50", idempotencyKey: "a" },
    });
    expect(res.body.errors).toBeDefined();
    expect((await listingRow(t.gateway.deps.dataSource, id)).bidCount).toBe(0);
  });

  it("releases the outbid leader's freeze and marks their bid outbid", async () => {
    const ds = t.gateway.deps.dataSource;
    const id = await auction();
    const annBefore = await usdtOf(ds, ann.id);
    const benBefore = await usdtOf(ds, ben.id);
    expect((await bid(ann, id, "40")).body.errors).toBeUndefined();
    expect((await bid(ben, id, "45")).body.errors).toBeUndefined();
    expect(await usdtOf(ds, ann.id)).toEqual(annBefore);
    expect(Number((await usdtOf(ds, ben.id)).frozen)).toBe(Number(benBefore.frozen) + 45);
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["outbid", "leading"]);
    const row = await listingRow(ds, id);
    expect(row).toMatchObject({ highestBid: usdtMicro("45"), bidCount: 2, status: "open" });
  });

  it("a leader raising their own bid keeps only the new amount frozen", async () => {
    const ds = t.gateway.deps.dataSource;
    const carl = await createMarketUser(t, { usdt: "100" });
    const id = await auction();
    expect((await bid(carl, id, "60")).body.errors).toBeUndefined();
    // 100 available: the raise to 90 only fits because the 60 is released first.
    expect((await bid(carl, id, "90")).body.errors).toBeUndefined();
    expect(await usdtOf(ds, carl.id)).toEqual({ available: "10", frozen: "90" });
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["outbid", "leading"]);
  });

  it("refuses a bid the bidder cannot cover (1023) and changes nothing", async () => {
    const ds = t.gateway.deps.dataSource;
    const poor = await createMarketUser(t, { usdt: "30" });
    const id = await auction();
    expect((await bid(ann, id, "25")).body.errors).toBeUndefined();
    expect(errorCodeOf(await bid(poor, id, "31"))).toBe(1023);
    expect(await usdtOf(ds, poor.id)).toEqual({ available: "30", frozen: "0" });
    expect(await listingRow(ds, id)).toMatchObject({ highestBid: usdtMicro("25"), bidCount: 1 });
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["leading"]);
  });

  it("is idempotent by key: the same request answers again, other parameters answer 2016", async () => {
    const ds = t.gateway.deps.dataSource;
    const dave = await createMarketUser(t, { usdt: "500" });
    const id = await auction();
    const other = await auction();
    const first = await bid(dave, id, "50", "same-key");
    expect(first.body.errors).toBeUndefined();
    const again = await bid(dave, id, "50", "same-key");
    expect(again.body.data).toEqual(first.body.data);
    expect(await usdtOf(ds, dave.id)).toEqual({ available: "450", frozen: "50" });
    expect(errorCodeOf(await bid(dave, id, "60", "same-key"))).toBe(2016);
    expect(errorCodeOf(await bid(dave, other, "50", "same-key"))).toBe(2016);
    // The same key from someone else is their own key.
    expect((await bid(ann, id, "70", "same-key")).body.errors).toBeUndefined();
    // A replay after being outbid still answers (the current listing), and moves nothing.
    const replay = await bid(dave, id, "50", "same-key");
    expect(replay.body.errors).toBeUndefined();
    expect(await usdtOf(ds, dave.id)).toEqual({ available: "500", frozen: "0" });
    expect((await bidsOf(ds, id)).length).toBe(2);
  });

  it("the same request sent twice at once places one bid", async () => {
    const ds = t.gateway.deps.dataSource;
    const erin = await createMarketUser(t, { usdt: "500" });
    const id = await auction();
    const [a, b] = await Promise.all([bid(erin, id, "55", "twin"), bid(erin, id, "55", "twin")]);
    expect(a.body.errors).toBeUndefined();
    expect(b.body.errors).toBeUndefined();
    expect(await usdtOf(ds, erin.id)).toEqual({ available: "445", frozen: "55" });
    expect((await bidsOf(ds, id)).length).toBe(1);
  });

  it("a bid reaching the buy-now price settles the auction at once", async () => {
    const ds = t.gateway.deps.dataSource;
    const fran = await createMarketUser(t, { usdt: "1000" });
    const gus = await createMarketUser(t, { usdt: "1000" });
    const id = await auction({ units: 3, startPrice: "100", buyNowPrice: "500" });
    const sellerBefore = await usdtOf(ds, seller.id);
    const feesBefore = await feesCollected(ds);
    const sellerUnits = await unitsOf(ds, cardId, seller.id);
    expect((await bid(gus, id, "200")).body.errors).toBeUndefined();
    const res = await bid(fran, id, "600");
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.placeBid).toMatchObject({ state: "SOLD", highestBid: "600", bidCount: 2 });
    // 2.5% of 600 = 15 fee; the seller receives 585.
    expect(Number((await usdtOf(ds, seller.id)).available)).toBe(Number(sellerBefore.available) + 585);
    expect(Number(await feesCollected(ds))).toBe(Number(feesBefore) + 15);
    expect(await usdtOf(ds, fran.id)).toEqual({ available: "400", frozen: "0" });
    expect(await usdtOf(ds, gus.id)).toEqual({ available: "1000", frozen: "0" });
    expect(await unitsOf(ds, cardId, fran.id)).toEqual({ amount: 3, listed: 0 });
    expect(await unitsOf(ds, cardId, seller.id)).toEqual({
      amount: sellerUnits.amount - 3,
      listed: sellerUnits.listed - 3,
    });
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["lost", "won"]);
    const [trade] = (await ds.query(
      `SELECT order_id, kind, total, fee, units, buyer_id FROM market_trade WHERE listing_id = ?`,
      [id],
    )) as { order_id: string; kind: string; total: string; fee: string; units: number; buyer_id: string }[];
    expect(trade).toMatchObject({
      order_id: `auction-${id}`,
      kind: "auction",
      total: usdtMicro("600"),
      fee: usdtMicro("15"),
      units: 3,
    });
    expect(String(trade!.buyer_id)).toBe(String(fran.id));
    expect(await listingRow(ds, id)).toMatchObject({ status: "sold", remaining: 0 });
    expect(errorCodeOf(await bid(ann, id, "700"))).toBe(2006);
  });
});

describe("updateAuction", () => {
  const update = (user: MarketUser, i: Record<string, unknown>) =>
    user.client.gql<{ updateAuction: Record<string, unknown> }>(UPDATE_AUCTION, { i });

  it("changes the terms before the first bid and reschedules the settlement", async () => {
    const ds = t.gateway.deps.dataSource;
    const id = await auction({ startPrice: "20" });
    const endsAt = new Date(Date.now() + 7 * 86_400_000);
    const res = await update(seller, {
      listingId: id,
      startPrice: "30",
      buyNowPrice: "90",
      endsAt: endsAt.toISOString(),
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateAuction).toMatchObject({ startPrice: "30", buyNowPrice: "90", bidCount: 0 });
    expect(new Date(res.body.data!.updateAuction.endsAt as string).getTime()).toBe(endsAt.getTime());
    const jobs = (await ds.query(
      `SELECT job_id AS jobId, run_at AS runAt FROM outbox_message WHERE queue = 'market'`,
    )) as {
      jobId: string;
      runAt: Date;
    }[];
    expect(jobs).toContainEqual({ jobId: `settle-auction-${id}-${endsAt.getTime()}`, runAt: endsAt });
    expect(errorCodeOf(await bid(ann, id, "30"))).toBe(1031);
    expect((await bid(ann, id, "31")).body.errors).toBeUndefined();
  });

  it("is locked after the first bid (2003)", async () => {
    const id = await auction();
    expect((await bid(ann, id, "25")).body.errors).toBeUndefined();
    expect(errorCodeOf(await update(seller, { listingId: id, startPrice: "30" }))).toBe(2003);
  });

  it("is the owner's only (602) and checks prices and the closing time (400; too soon 2034)", async () => {
    const id = await auction();
    expect(errorCodeOf(await update(ann, { listingId: id, startPrice: "30" }))).toBe(602);
    expect(errorCodeOf(await update(seller, { listingId: id, startPrice: "30.5" }))).toBe(400);
    expect(errorCodeOf(await update(seller, { listingId: id, startPrice: "10" }))).toBe(400);
    expect(errorCodeOf(await update(seller, { listingId: id, buyNowPrice: "20" }))).toBe(400);
    const past = new Date(Date.now() - 1000).toISOString();
    expect(errorCodeOf(await update(seller, { listingId: id, endsAt: past }))).toBe(400);
    const tooFar = new Date(Date.now() + 61 * 86_400_000).toISOString();
    expect(errorCodeOf(await update(seller, { listingId: id, endsAt: tooFar }))).toBe(400);
    const soon = new Date(Date.now() + (AUCTION_MIN_DURATION_MINUTES - 1) * 60_000).toISOString();
    const tooShort = await update(seller, { listingId: id, endsAt: soon });
    expect(errorCodeOf(tooShort)).toBe(2034);
    expect(tooShort.body.errors![0]!.extensions!.data).toMatchObject({
      minMinutes: AUCTION_MIN_DURATION_MINUTES,
    });
    expect(errorCodeOf(await update(seller, { listingId: "999999999", startPrice: "30" }))).toBe(404);
  });

  it("refuses closed auctions", async () => {
    const ds = t.gateway.deps.dataSource;
    const ended = await auction({ endsInMs: -1000 });
    expect(errorCodeOf(await update(seller, { listingId: ended, startPrice: "30" }))).toBe(1020);
    const cancelled = await auction();
    await ds.query(`UPDATE market_listing SET status = 'cancelled' WHERE id = ?`, [cancelled]);
    expect(errorCodeOf(await update(seller, { listingId: cancelled, startPrice: "30" }))).toBe(2005);
  });
});
