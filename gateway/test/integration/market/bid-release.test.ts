import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { withTransaction } from "../../../src/infra/transaction.js";
import { placeBid } from "../../../src/domains/market/services/place-bid.service.js";
import { fastBid } from "../../../src/domains/market/services/place-bid-paths.js";
import { settleAuction } from "../../../src/domains/market/services/settle-auction.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import {
  createMarketUser,
  createTestCard,
  giveUnits,
  usdtOf,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bidsOf, endAuctionNow, listingRow, openAuction, usdtMicro } from "./auction-fixtures.js";

/*
 * A bid releases the leader it displaced after its own commit. These tests stop a bid right after
 * that commit — as a crash would — and check that the pending release is done by whoever comes next:
 * a later bid on the auction, or the auction's close.
 */

let t: TestGateway;
let seller: MarketUser;
let cardId: string;
let keys = 0;

const bid = (user: MarketUser, listingId: string, amount: string) =>
  placeBid(t.gateway.deps, user.id, { listingId, amount, idempotencyKey: `r${++keys}` });

/** The bid's own transaction only: frozen and leading, and the leader it displaced not released. */
const bidWithoutRelease = (user: MarketUser, listingId: string, amount: string) =>
  withTransaction(t.gateway.deps.dataSource, (em) =>
    fastBid(em, {
      bidderId: user.id,
      listingId,
      amount: BigInt(usdtMicro(amount)),
      ledgerKey: `bid:${user.id}:c${++keys}`,
      feeBps: t.gateway.deps.config.MARKET_FEE_BPS,
    }),
  );

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
  cardId = await createTestCard(t.gateway.deps.dataSource);
  seller = await createMarketUser(t, { signIn: false });
  await giveUnits(t.gateway.deps.dataSource, cardId, seller.id, 10);
});
afterEach(async () => {
  await expectLedgerSound(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

describe("releasing displaced leaders", () => {
  it("while a release is pending, frozen USDT is exactly each member's leading bids", async () => {
    const ds = t.gateway.deps.dataSource;
    const [ann, ben] = [
      await createMarketUser(t, { usdt: "100", signIn: false }),
      await createMarketUser(t, { usdt: "100", signIn: false }),
    ];
    const id = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
    await bid(ann, id, "30");
    await bidWithoutRelease(ben, id, "40");
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["leading", "leading"]);
    expect(await usdtOf(ds, ann.id)).toEqual({ available: "70", frozen: "30" });
    expect(await usdtOf(ds, ben.id)).toEqual({ available: "60", frozen: "40" });
    // The listing names the true leader all along.
    expect(await listingRow(ds, id)).toMatchObject({ highestBid: usdtMicro("40"), bidCount: 2 });
  });

  it("the next bid releases every leader below it, once", async () => {
    const ds = t.gateway.deps.dataSource;
    const [ann, ben, cat] = [
      await createMarketUser(t, { usdt: "100", signIn: false }),
      await createMarketUser(t, { usdt: "100", signIn: false }),
      await createMarketUser(t, { usdt: "100", signIn: false }),
    ];
    const id = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
    await bidWithoutRelease(ann, id, "30");
    await bidWithoutRelease(ben, id, "40");
    await bid(cat, id, "50");
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["outbid", "outbid", "leading"]);
    expect(await usdtOf(ds, ann.id)).toEqual({ available: "100", frozen: "0" });
    expect(await usdtOf(ds, ben.id)).toEqual({ available: "100", frozen: "0" });
    expect(await usdtOf(ds, cat.id)).toEqual({ available: "50", frozen: "50" });
    const releases = (await ds.query(
      `SELECT COUNT(*) AS n FROM ledger_transaction WHERE kind = 'bid-release' AND reference_id IN (?)`,
      [(await bidsOf(ds, id)).map((b) => b.id)],
    )) as { n: string }[];
    expect(Number(releases[0]!.n)).toBe(2);
  });

  it("the auction's close releases a pending leader before deciding the bids", async () => {
    const ds = t.gateway.deps.dataSource;
    const [ann, ben] = [
      await createMarketUser(t, { usdt: "100", signIn: false }),
      await createMarketUser(t, { usdt: "100", signIn: false }),
    ];
    const id = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
    await bid(ann, id, "30");
    await bidWithoutRelease(ben, id, "40");
    await endAuctionNow(ds, id);
    expect(await settleAuction(t.gateway.deps, id)).toBe("sold");
    expect((await bidsOf(ds, id)).map((b) => [b.bidderId, b.status])).toEqual([
      [String(ann.id), "lost"],
      [String(ben.id), "won"],
    ]);
    expect(await usdtOf(ds, ann.id)).toEqual({ available: "100", frozen: "0" });
    expect(await usdtOf(ds, ben.id)).toEqual({ available: "60", frozen: "0" });
  });

  it("a raise of one's own lead with a release pending takes the locked path and frees the old amount", async () => {
    const ds = t.gateway.deps.dataSource;
    const [ann, ben] = [
      await createMarketUser(t, { usdt: "100", signIn: false }),
      await createMarketUser(t, { usdt: "100", signIn: false }),
    ];
    const id = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
    await bid(ann, id, "30");
    await bidWithoutRelease(ben, id, "60");
    // 40 available: 90 fits only with the 60 released first, and ann's pending 30 goes back too.
    await bid(ben, id, "90");
    expect((await bidsOf(ds, id)).map((b) => b.status)).toEqual(["outbid", "outbid", "leading"]);
    expect(await usdtOf(ds, ann.id)).toEqual({ available: "100", frozen: "0" });
    expect(await usdtOf(ds, ben.id)).toEqual({ available: "10", frozen: "90" });
  });
});
