import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { placeBid } from "../../../src/domains/market/services/place-bid.service.js";
import { settleAuctionBatch } from "../../../src/domains/market/services/settle-auction-batch.service.js";
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
import { bidsOf, endAuctionNow, listingRow, openAuction } from "./auction-fixtures.js";

let t: TestGateway;
let seller: MarketUser;
let cardId: string;
let keys = 0;
const ds = () => t.gateway.deps.dataSource;

const bid = (user: MarketUser, listingId: string, amount: string) =>
  placeBid(t.gateway.deps, user.id, { listingId, amount, idempotencyKey: `b${++keys}` });
const auction = (units = 1) => openAuction(ds(), { sellerId: seller.id, cardId, units, startPrice: "100" });
const tradeCount = async (ids: string[]) =>
  Number(
    (
      (await ds().query(`SELECT COUNT(*) AS n FROM market_trade WHERE listing_id IN (?)`, [ids])) as {
        n: string;
      }[]
    )[0]!.n,
  );

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(ds());
  cardId = await createTestCard(ds());
  seller = await createMarketUser(t, { signIn: false });
  await giveUnits(ds(), cardId, seller.id, 200);
});
afterEach(async () => {
  await expectLedgerSound(ds());
});
afterAll(async () => {
  await t.close();
});

describe("settleAuctionBatch", () => {
  it("settles overdue auctions together like one by one; skips the not yet due, the settled and a repeat", async () => {
    const winner = await createMarketUser(t, { usdt: "10000", signIn: false });
    const loser = await createMarketUser(t, { usdt: "10000", signIn: false });
    const sold1 = await auction(2);
    const sold2 = await auction(1);
    const noBids = await auction(3);
    const notDue = await auction(1);
    await bid(loser, sold1, "150");
    await bid(winner, sold1, "1000");
    await bid(winner, sold2, "200");
    await bid(loser, notDue, "300");
    for (const id of [sold1, sold2, noBids]) await endAuctionNow(ds(), id);
    const sellerBefore = await usdtOf(ds(), seller.id);
    const unitsBefore = await unitsOf(ds(), cardId, seller.id);
    const feesBefore = Number(await feesCollected(ds()));

    const results = await settleAuctionBatch(t.gateway.deps, [sold1, noBids, notDue, sold2, sold1]);
    expect(results).toEqual([
      { listingId: sold1, ok: true, outcome: "sold" },
      { listingId: noBids, ok: true, outcome: "closed" },
      { listingId: notDue, ok: true, outcome: null },
      { listingId: sold2, ok: true, outcome: "sold" },
      { listingId: sold1, ok: true, outcome: null },
    ]);
    // Fees: 2.5% of 1000 = 25; of 200 it is 5.
    expect(Number((await usdtOf(ds(), seller.id)).available)).toBe(
      Number(sellerBefore.available) + 975 + 195,
    );
    expect(Number(await feesCollected(ds()))).toBe(feesBefore + 30);
    expect(await usdtOf(ds(), winner.id)).toEqual({ available: "8800", frozen: "0" });
    expect(await usdtOf(ds(), loser.id)).toEqual({ available: "9700", frozen: "300" });
    expect(await unitsOf(ds(), cardId, winner.id)).toEqual({ amount: 3, listed: 0 });
    // 3 sold units left; the 3 of the auction without bids are listed no more; notDue's 1 still is.
    expect(await unitsOf(ds(), cardId, seller.id)).toEqual({
      amount: unitsBefore.amount - 3,
      listed: unitsBefore.listed - 6,
    });
    expect((await listingRow(ds(), sold1)).status).toBe("sold");
    expect((await listingRow(ds(), noBids)).status).toBe("closed");
    expect((await listingRow(ds(), notDue)).status).toBe("open");
    expect((await bidsOf(ds(), sold1)).map((b) => b.status)).toEqual(["lost", "won"]);
    expect(await tradeCount([sold1, sold2, noBids, notDue])).toBe(2);

    // Again: nothing left to do, nothing moves.
    expect(
      (await settleAuctionBatch(t.gateway.deps, [sold1, sold2, noBids])).map((r) => r.ok && r.outcome),
    ).toEqual([null, null, null]);
    expect(await tradeCount([sold1, sold2, noBids, notDue])).toBe(2);
  });

  it("a settlement that fails fails alone: the rest of its batch settles, it stays open and reports its error", async () => {
    const bidder = await createMarketUser(t, { usdt: "10000", signIn: false });
    const good1 = await auction(1);
    const broken = await auction(1);
    const good2 = await auction(1);
    for (const id of [good1, broken, good2]) await bid(bidder, id, "150");
    for (const id of [good1, broken, good2]) await endAuctionNow(ds(), id);
    // The broken auction's trade order id is taken already: its settlement cannot complete.
    await ds().query(
      `INSERT INTO market_trade (order_id, listing_id, card_id, seller_id, buyer_id, units, unit_price, total, fee, kind, ledger_transaction_id)
       SELECT CONCAT('auction-', id), id, card_id, seller_id, seller_id, 1, 0, 0, 0, 'auction',
              (SELECT MIN(id) FROM ledger_transaction) FROM market_listing WHERE id = ?`,
      [broken],
    );
    try {
      const results = await settleAuctionBatch(t.gateway.deps, [good1, broken, good2]);
      expect(results.map((r) => [r.listingId, r.ok, r.ok ? r.outcome : "error"])).toEqual([
        [good1, true, "sold"],
        [broken, false, "error"],
        [good2, true, "sold"],
      ]);
      expect((await listingRow(ds(), broken)).status).toBe("open");
      expect((await usdtOf(ds(), bidder.id)).frozen).toBe("150");
      expect(await tradeCount([good1, good2])).toBe(2);
    } finally {
      await ds().query(`DELETE FROM market_trade WHERE order_id = CONCAT('auction-', ?)`, [broken]);
    }
    // With the obstacle gone it settles, once.
    expect(await settleAuctionBatch(t.gateway.deps, [broken])).toEqual([
      { listingId: broken, ok: true, outcome: "sold" },
    ]);
    expect((await usdtOf(ds(), bidder.id)).frozen).toBe("0");
  });

  it("overlapping batches at once settle each auction exactly once", async () => {
    const bidders = await Promise.all(
      [0, 1, 2].map(() => createMarketUser(t, { usdt: "10000", signIn: false })),
    );
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await auction(1));
    for (const [i, id] of ids.entries()) await bid(bidders[i % 3]!, id, "150");
    for (const id of ids) await endAuctionNow(ds(), id);
    const feesBefore = Number(await feesCollected(ds()));

    const batches = await Promise.all([
      settleAuctionBatch(t.gateway.deps, ids.slice(0, 8)),
      settleAuctionBatch(t.gateway.deps, ids.slice(4, 12)),
      settleAuctionBatch(t.gateway.deps, [...ids].reverse()),
    ]);
    const sold = batches.flat().filter((r) => r.ok && r.outcome === "sold");
    expect(batches.flat().every((r) => r.ok)).toBe(true);
    expect(sold.map((r) => r.listingId).sort()).toEqual([...ids].sort());
    expect(await tradeCount(ids)).toBe(12);
    // The fee of a 150 USDT trade is the 5 USDT minimum.
    expect(Number(await feesCollected(ds()))).toBe(feesBefore + 12 * 5);
    for (const b of bidders) expect(await usdtOf(ds(), b.id)).toEqual({ available: "9400", frozen: "0" });
  });
});
