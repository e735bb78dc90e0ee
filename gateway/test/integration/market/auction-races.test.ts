import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DomainError } from "../../../src/shared/domain-error.js";
import { placeBid } from "../../../src/domains/market/services/place-bid.service.js";
import { settleAuction } from "../../../src/domains/market/services/settle-auction.service.js";
import { updateAuction } from "../../../src/domains/market/services/update-auction.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import {
  createMarketUser,
  createTestCard,
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
let bidders: MarketUser[];

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: unknown) => (error instanceof DomainError ? error.errorName : String(error)),
  );

beforeAll(async () => {
  // The pool (10 connections) keeps 10 bid transactions contending on the row lock at any moment.
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
  cardId = await createTestCard(t.gateway.deps.dataSource);
  seller = await createMarketUser(t, { signIn: false });
  await giveUnits(t.gateway.deps.dataSource, cardId, seller.id, 10);
  bidders = [];
  for (let i = 0; i < 50; i++) bidders.push(await createMarketUser(t, { usdt: "1000", signIn: false }));
}, 60_000);
afterEach(async () => {
  await expectLedgerSound(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

describe("auction races", () => {
  it("50 bidders at once leave one leader holding the top bid frozen, every other freeze released", async () => {
    const ds = t.gateway.deps.dataSource;
    const id = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
    // Distinct increasing amounts, shuffled so a lower bid often commits after a higher one.
    const amounts = bidders.map((_, i) => 100 + i);
    const order = bidders.map((_, i) => i).sort(() => Math.random() - 0.5);
    const results = await Promise.all(
      order.map((i) =>
        outcome(
          placeBid(t.gateway.deps, bidders[i]!.id, {
            listingId: id,
            amount: String(amounts[i]),
            idempotencyKey: `race-${i}`,
          }),
        ),
      ),
    );
    expect(results.every((r) => r === "ok" || r === "BID_TOO_LOW")).toBe(true);
    const placed = results.filter((r) => r === "ok").length;

    const top = bidders[49]!; // 149 can never be refused: nothing is higher.
    const row = await listingRow(ds, id);
    expect(row).toMatchObject({ status: "open", highestBid: usdtMicro("149"), bidCount: placed });
    const bids = await bidsOf(ds, id);
    expect(bids).toHaveLength(placed);
    expect(bids.filter((b) => b.status === "leading")).toEqual([
      expect.objectContaining({
        bidderId: String(top.id),
        amount: usdtMicro("149"),
        id: String(row.highestBidId),
      }),
    ]);
    expect(bids.filter((b) => b.status !== "leading").every((b) => b.status === "outbid")).toBe(true);
    for (const [i, bidder] of bidders.entries()) {
      expect(await usdtOf(ds, bidder.id)).toEqual(
        i === 49 ? { available: "851", frozen: "149" } : { available: "1000", frozen: "0" },
      );
    }
  }, 60_000);

  it("bids racing the settlement either land before it or are refused with 2006", async () => {
    const ds = t.gateway.deps.dataSource;
    // No wall clock: the auction runs until the test ends it. The first bid is in before anything
    // else, so the settlement always has a winner; the other nine race the closing time moving to
    // the past and the settlement right after it, all contending for the listing's row lock.
    const id = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
    const before = await Promise.all(bidders.slice(0, 10).map((b) => usdtOf(ds, b.id)));
    const bid = (i: number) =>
      outcome(
        placeBid(t.gateway.deps, bidders[i]!.id, {
          listingId: id,
          amount: String(30 + i),
          idempotencyKey: `late-${i}`,
        }),
      );
    expect(await bid(0)).toBe("ok");
    const early = [1, 2, 3, 4, 5].map(bid);
    const settle = (async () => {
      await endAuctionNow(ds, id);
      return settleAuction(t.gateway.deps, id);
    })();
    const late = [6, 7, 8, 9].map(bid);
    const [results, settled] = await Promise.all([Promise.all([...early, ...late]), settle]);
    expect(results.every((r) => r === "ok" || r === "BID_CLOSED" || r === "BID_TOO_LOW")).toBe(true);
    expect(settled).toBe("sold");
    // Once settled, a new bid is refused as closed.
    expect(
      await outcome(
        placeBid(t.gateway.deps, bidders[10]!.id, { listingId: id, amount: "100", idempotencyKey: "after" }),
      ),
    ).toBe("BID_CLOSED");
    const won = (await bidsOf(ds, id)).filter((b) => b.status === "won");
    expect(won).toHaveLength(1);
    const winnerIndex = bidders.findIndex((b) => String(b.id) === String(won[0]!.bidderId));
    expect(await unitsOf(ds, cardId, bidders[winnerIndex]!.id)).toEqual({ amount: 1, listed: 0 });
    for (let i = 0; i < 10; i++) {
      const now = await usdtOf(ds, bidders[i]!.id);
      expect(now.frozen).toBe(before[i]!.frozen);
      expect(Number(now.available)).toBe(Number(before[i]!.available) - (i === winnerIndex ? 30 + i : 0));
    }
  });

  it("an edit racing the first bid: either the edit is refused (2003) or the bid meets the new terms", async () => {
    const ds = t.gateway.deps.dataSource;
    for (let round = 0; round < 5; round++) {
      const id = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
      const [bid, edit] = await Promise.all([
        outcome(
          placeBid(t.gateway.deps, bidders[round]!.id, {
            listingId: id,
            amount: "25",
            idempotencyKey: `edit-${round}`,
          }),
        ),
        outcome(updateAuction(t.gateway.deps, seller.id, { listingId: id, startPrice: "30" })),
      ]);
      const row = await listingRow(ds, id);
      if (edit === "ok") expect(bid).toBe("BID_TOO_LOW");
      else expect([edit, bid]).toEqual(["BID_LOCKED_AFTER_FIRST_BID", "ok"]);
      expect(row.bidCount).toBe(bid === "ok" ? 1 : 0);
    }
  });
});
