import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { placeBid } from "../../../src/domains/market/services/place-bid.service.js";
import {
  settleAuction,
  settleOverdueAuctions,
} from "../../../src/domains/market/services/settle-auction.service.js";
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
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bidsOf, endAuctionNow, listingRow, openAuction, usdtMicro } from "./auction-fixtures.js";

let t: TestGateway;
let seller: MarketUser;
let cardId: string;
let keys = 0;

const bid = (user: MarketUser, listingId: string, amount: string) =>
  placeBid(t.gateway.deps, user.id, { listingId, amount, idempotencyKey: `s${++keys}` });
const auction = (units = 1) =>
  openAuction(t.gateway.deps.dataSource, { sellerId: seller.id, cardId, units, startPrice: "100" });
const trades = async (listingId: string) =>
  (await t.gateway.deps.dataSource.query(
    `SELECT order_id, kind, buyer_id, total, fee FROM market_trade WHERE listing_id = ?`,
    [listingId],
  )) as { order_id: string; kind: string; buyer_id: string; total: string; fee: string }[];

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
  cardId = await createTestCard(t.gateway.deps.dataSource);
  seller = await createMarketUser(t, { signIn: false });
  await giveUnits(t.gateway.deps.dataSource, cardId, seller.id, 100);
});
afterEach(async () => {
  await expectLedgerSound(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

describe("settleAuction", () => {
  it("gives the units to the highest bidder and the frozen USDT to the seller minus the fee", async () => {
    const ds = t.gateway.deps.dataSource;
    const winner = await createMarketUser(t, { usdt: "10000", signIn: false });
    const loser = await createMarketUser(t, { usdt: "10000", signIn: false });
    const id = await auction(2);
    await bid(loser, id, "150");
    await bid(winner, id, "1000");
    await bid(loser, id, "900").catch(() => undefined); // too low: 1031
    const sellerBefore = await usdtOf(ds, seller.id);
    const sellerUnits = await unitsOf(ds, cardId, seller.id);
    const feesBefore = Number(await feesCollected(ds));

    expect(await settleAuction(t.gateway.deps, id)).toBeNull(); // not over yet
    await endAuctionNow(ds, id);
    expect(await settleAuction(t.gateway.deps, id)).toBe("sold");

    // 2.5% of 1000 = 25 fee.
    expect(Number((await usdtOf(ds, seller.id)).available)).toBe(Number(sellerBefore.available) + 975);
    expect(Number(await feesCollected(ds))).toBe(feesBefore + 25);
    expect(await usdtOf(ds, winner.id)).toEqual({ available: "9000", frozen: "0" });
    expect(await usdtOf(ds, loser.id)).toEqual({ available: "10000", frozen: "0" });
    expect(await unitsOf(ds, cardId, winner.id)).toEqual({ amount: 2, listed: 0 });
    expect(await unitsOf(ds, cardId, seller.id)).toEqual({
      amount: sellerUnits.amount - 2,
      listed: sellerUnits.listed - 2,
    });
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["lost", "won"]);
    expect(await listingRow(ds, id)).toMatchObject({ status: "sold", remaining: 0 });
    const [trade] = await trades(id);
    expect(trade).toMatchObject({
      order_id: `auction-${id}`,
      kind: "auction",
      total: usdtMicro("1000"),
      fee: usdtMicro("25"),
    });
    expect(String(trade!.buyer_id)).toBe(String(winner.id));
  });

  it("takes the minimum fee of 5 USDT on a small sale", async () => {
    const ds = t.gateway.deps.dataSource;
    const winner = await createMarketUser(t, { usdt: "1000", signIn: false });
    const id = await auction();
    await bid(winner, id, "120");
    const sellerBefore = Number((await usdtOf(ds, seller.id)).available);
    await endAuctionNow(ds, id);
    expect(await settleAuction(t.gateway.deps, id)).toBe("sold");
    expect(Number((await usdtOf(ds, seller.id)).available)).toBe(sellerBefore + 115);
  });

  it("closes an auction without bids and gives the seller's units back", async () => {
    const ds = t.gateway.deps.dataSource;
    const before = await unitsOf(ds, cardId, seller.id);
    const id = await auction(3);
    expect((await unitsOf(ds, cardId, seller.id)).listed).toBe(before.listed + 3);
    await endAuctionNow(ds, id);
    expect(await settleAuction(t.gateway.deps, id)).toBe("closed");
    expect(await unitsOf(ds, cardId, seller.id)).toEqual(before);
    const row = await listingRow(ds, id);
    expect(row.status).toBe("closed");
    expect(row.closedAt).not.toBeNull();
    expect(await trades(id)).toEqual([]);
  });

  it("settles once when the job is delivered twice, in turn or at once", async () => {
    const ds = t.gateway.deps.dataSource;
    const winner = await createMarketUser(t, { usdt: "1000", signIn: false });
    const a = await auction();
    const b = await auction();
    await bid(winner, a, "200");
    await bid(winner, b, "300");
    await endAuctionNow(ds, a);
    await endAuctionNow(ds, b);
    expect(await settleAuction(t.gateway.deps, a)).toBe("sold");
    expect(await settleAuction(t.gateway.deps, a)).toBeNull();
    const results = await Promise.all([settleAuction(t.gateway.deps, b), settleAuction(t.gateway.deps, b)]);
    expect(results.filter(Boolean)).toEqual(["sold"]);
    expect(await usdtOf(ds, winner.id)).toEqual({ available: "500", frozen: "0" });
    expect(await unitsOf(ds, cardId, winner.id)).toEqual({ amount: 2, listed: 0 });
    expect((await trades(a)).length + (await trades(b)).length).toBe(2);
  });

  it("settles once when the job races the sweeper", async () => {
    const ds = t.gateway.deps.dataSource;
    const winner = await createMarketUser(t, { usdt: "1000", signIn: false });
    const id = await auction();
    await bid(winner, id, "400");
    await endAuctionNow(ds, id);
    const [job, swept] = await Promise.all([
      settleAuction(t.gateway.deps, id),
      settleOverdueAuctions(t.gateway.deps),
    ]);
    expect(Number(job === "sold") + swept).toBe(1);
    expect(await usdtOf(ds, winner.id)).toEqual({ available: "600", frozen: "0" });
    expect(await trades(id)).toHaveLength(1);
  });

  it("the sweeper settles overdue auctions a lost job missed, and leaves running ones", async () => {
    const ds = t.gateway.deps.dataSource;
    const winner = await createMarketUser(t, { usdt: "1000", signIn: false });
    const overdue = await auction();
    const running = await auction();
    await bid(winner, overdue, "250");
    await bid(winner, running, "260");
    await endAuctionNow(ds, overdue);
    expect(await settleOverdueAuctions(t.gateway.deps)).toBe(1);
    expect((await listingRow(ds, overdue)).status).toBe("sold");
    expect((await listingRow(ds, running)).status).toBe("open");
    expect(await usdtOf(ds, winner.id)).toEqual({ available: "490", frozen: "260" });
  });

  it("a stale job of a rescheduled auction does nothing", async () => {
    const ds = t.gateway.deps.dataSource;
    const id = await auction();
    // The old job fires at the old time; ends_at in the database has moved on.
    expect(await settleAuction(t.gateway.deps, id)).toBeNull();
    expect((await listingRow(ds, id)).status).toBe("open");
  });

  it("ignores listings that are not auctions", async () => {
    const ds = t.gateway.deps.dataSource;
    const direct = (await ds.query(
      `INSERT INTO market_listing (seller_id, card_id, type, units, remaining, unit_price, starts_at, ends_at)
       VALUES (?, ?, 'direct', 1, 1, ?, NOW(3), NOW(3) - INTERVAL 1 SECOND)`,
      [seller.id, cardId, usdtMicro("20")],
    )) as { insertId: number };
    expect(await settleAuction(t.gateway.deps, String(direct.insertId))).toBeNull();
    await ds.query(`DELETE FROM market_listing WHERE id = ?`, [direct.insertId]);
  });
});
