import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import type { Browser, BrowserContext } from "playwright-core";
import { AUCTION_MIN_DURATION_MINUTES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { formatUsdt, MarketPage, usdt } from "../pages/market.page.js";
import { closeAuctionIn } from "../support/auction-clock.js";
import { launchBrowser, screenshot } from "../support/browser.js";
import { story } from "../support/story.js";
import { REPO_ROOT } from "../support/product.js";

const baseUrl = inject("baseUrl");

/** The seeded demo accounts (gateway/src/seed/demo-catalog.ts, balances in seed-market.ts). */
const SELLER = { email: "seller@vitrine.local", password: "Seller#2026", nickname: "DemoSeller" };
const BIDDER = { email: "bidder@vitrine.local", password: "Bidder#2026", nickname: "DemoBidder" };
const COLLECTOR = { email: "collector@vitrine.local", password: "Collector#2026", nickname: "DemoCollector" };

const START_PRICE = 20;
/** The bidder opens, the collector outbids, the bidder outbids back and wins. */
const BIDS = [
  { who: "bidder", amount: 25 },
  { who: "collector", amount: 30 },
  { who: "bidder", amount: 40 },
] as const;
const WINNING_BID = usdt(40);
/**
 * The closing time the seller chooses: a little over the shortest an auction may run (the form and
 * the gateway refuse less). The test then brings it forward (support/auction-clock.ts) once the bids
 * are in, instead of waiting for it.
 */
const CLOSES_IN_SECONDS = (AUCTION_MIN_DURATION_MINUTES + 5) * 60;
/** How far ahead the closing time is moved once the bids are in. */
const CLOSE_AFTER_BIDS_SECONDS = 3;
/** How long to keep reloading the product page for the closed state. */
const SETTLEMENT_WAIT_MS = 60_000;

/**
 * The marketplace fee of a trade, as gateway/src/domains/market/services/market-fee.ts computes it:
 * MARKET_FEE_BPS basis points of the total, rounded half up, but at least MARKET_FEE_MIN_USDT (5,
 * schema/src/market.ts). The product runs with this process's environment (support/product.ts) and
 * the gateway also reads the repository's .env; MARKET_FEE_BPS defaults to 250 (gateway/src/config.ts).
 * For the 40 USDT won here: 2.5% is 1 USDT, so the 5 USDT minimum applies.
 */
function marketFee(totalMicro: bigint): bigint {
  const dotEnv = path.join(REPO_ROOT, ".env");
  const fromFile = existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, "utf8")).MARKET_FEE_BPS : undefined;
  const bps = BigInt(process.env.MARKET_FEE_BPS || fromFile || 250);
  const percentage = (totalMicro * bps * 2n + 10_000n) / 20_000n;
  const minimum = usdt(5);
  const fee = percentage > minimum ? percentage : minimum;
  return fee > totalMicro ? totalMicro : fee;
}

let browser: Browser;
const contexts: BrowserContext[] = [];
let seller: MarketPage;
let bidder: MarketPage;
let collector: MarketPage;

/** What the story learns along the way. */
const before = { seller: 0n, bidder: 0n, collector: 0n };
let cardName = "";
let sellerUnitsBefore = { held: 0, listed: 0 };
let listingId = "";
let closesAt = 0;

async function personIn(): Promise<MarketPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return new MarketPage(await context.newPage(), baseUrl);
}

function theListing(): string {
  if (!listingId) throw new Error("no auction was listed earlier in the story");
  return listingId;
}

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await personIn();
  bidder = await personIn();
  collector = await personIn();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

const step = story();

describe("an auction in the browser", () => {
  step(
    "the seller, the bidder and the collector log in, each in a browser of their own",
    async () => {
      await seller.logIn(SELLER.email, SELLER.password, SELLER.nickname);
      await bidder.logIn(BIDDER.email, BIDDER.password, BIDDER.nickname);
      await collector.logIn(COLLECTOR.email, COLLECTOR.password, COLLECTOR.nickname);
      before.seller = await seller.reloadedUsdtBalance();
      before.bidder = await bidder.reloadedUsdtBalance();
      before.collector = await collector.reloadedUsdtBalance();
      // The seeded demo balances: both bidders can afford every bid below.
      expect(formatUsdt(before.bidder)).toBe("2,000.00");
      expect(formatUsdt(before.collector)).toBe("1,500.00");
    },
    { timeoutMs: 150_000 },
  );

  step(
    "the seller puts one unit of a held card up for auction, closing in a quarter of an hour",
    async () => {
      const listedBefore = await seller.sellListIds();

      await seller.openCollection();
      const sellable = await seller.firstSellableHolding();
      cardName = sellable.cardName;
      sellerUnitsBefore = await seller.unitsOf(sellable.holding);
      expect(sellerUnitsBefore.held).toBeGreaterThan(sellerUnitsBefore.listed);

      await seller.fillAuction(sellable.holding, {
        units: 1,
        startPrice: START_PRICE,
        closesInSeconds: CLOSES_IN_SECONDS,
      });
      await screenshot(seller.page, "market-sell-auction-en");
      await seller.submitSell();

      // The holding now counts one more unit listed.
      await expect
        .poll(() => seller.unitsOf(seller.holdingOf(cardName)))
        .toEqual({ held: sellerUnitsBefore.held, listed: sellerUnitsBefore.listed + 1 });

      // The sell list has exactly one listing more: the new auction of that card, on sale.
      const listedAfter = await seller.sellListIds();
      const added = listedAfter.filter((id) => !listedBefore.includes(id));
      expect(added).toHaveLength(1);
      listingId = added[0]!;
      const row = seller.sellListRow(listingId);
      expect(await row.textContent()).toContain(cardName);
      expect(await row.getByTestId("listing-type").textContent()).toBe("Auction");
      expect(await row.getByTestId("listing-state").textContent()).toBe("On sale");
    },
    { timeoutMs: 90_000 },
  );

  step(
    "two bidders outbid each other: the outbid one's USDT comes back, the leader's bid is frozen",
    async () => {
      // Inside the auction's time: pages are opened for a bid anyway, so balances are read from the
      // freshly loaded header (or its refetch after one's own bid), never from an extra reload.
      const people = { bidder, collector };
      let leader: "bidder" | "collector" | undefined;
      let outbid: "bidder" | "collector" | undefined;
      for (const [index, { who, amount }] of BIDS.entries()) {
        const person = people[who];
        await person.openProduct(theListing());
        if (index === 0) {
          // The auction as a bidder first sees it: the seller's, open, asking more than the start price.
          expect(await person.page.locator("h1").first().textContent()).toBe(cardName);
          expect(await person.listingType.textContent()).toBe("Auction");
          expect(await person.listingState.textContent()).toBe("On sale");
          expect(await person.page.getByTestId("product-seller").textContent()).toContain(SELLER.nickname);
          expect(await person.minimumBid.textContent()).toBe(formatUsdt(usdt(START_PRICE)));
        }
        if (outbid === who) {
          // Outbid by the other: everything is available again.
          expect(formatUsdt(await person.usdtBalance())).toBe(formatUsdt(before[who]));
        }
        const frozen = await person.startBid(amount);
        expect(frozen).toContain(`${formatUsdt(usdt(amount))} USDT will be frozen`);
        if (index === 0) await screenshot(person.page, "market-bid-confirm-en");
        await person.confirmBid(amount);
        expect(await person.bidCount.textContent()).toBe(String(index + 1));
        // The new leader's bid is frozen: available is the full balance less the bid.
        const available = before[who] - usdt(amount);
        expect(formatUsdt(await person.usdtBalance(available))).toBe(formatUsdt(available));
        if (leader && leader !== who) outbid = leader;
        leader = who;
      }

      // The collector, outbid at the end, has all of theirs back and sees the three bids, newest first.
      await collector.openProduct(theListing());
      expect(formatUsdt(await collector.usdtBalance())).toBe(formatUsdt(before.collector));
      expect(await collector.highestBid.textContent()).toBe(formatUsdt(WINNING_BID));
      expect(await collector.bidHistoryRows()).toEqual([
        { bidder: BIDDER.nickname, amount: usdt(40) },
        { bidder: COLLECTOR.nickname, amount: usdt(30) },
        { bidder: BIDDER.nickname, amount: usdt(25) },
      ]);
      await screenshot(collector.page, "market-bids-placed-en");
    },
    { timeoutMs: 120_000 },
  );

  step(
    "the auction closes by itself at its closing time and is sold",
    async () => {
      // The closing time comes forward to a few seconds from now (the wait would be the minimum
      // duration otherwise); the settlement job scheduled for it closes the auction.
      closesAt = await closeAuctionIn(theListing(), CLOSE_AFTER_BIDS_SECONDS);
      await bidder.waitForListingState(theListing(), "Sold", SETTLEMENT_WAIT_MS);
      // Not before the closing time the seller chose.
      expect(Date.now()).toBeGreaterThanOrEqual(closesAt);
      expect(await bidder.highestBid.textContent()).toBe(formatUsdt(WINNING_BID));
      expect(await bidder.countdown.textContent()).toBe("Ended");
      expect(await bidder.bidAmount.count()).toBe(0);
      await screenshot(bidder.page, "market-auction-closed-en");
    },
    { timeoutMs: SETTLEMENT_WAIT_MS + 120_000 },
  );

  step(
    "the winner holds the card and paid the winning bid; the collector lost and has all their USDT",
    async () => {
      await bidder.openCollection();
      const won = bidder.holdingOf(cardName);
      await won.waitFor();
      expect(await bidder.unitsOf(won)).toEqual({ held: 1, listed: 0 });
      await screenshot(bidder.page, "market-collection-won-en");
      expect(formatUsdt(await bidder.usdtBalance())).toBe(formatUsdt(before.bidder - WINNING_BID));
      expect(await bidder.bidOutcome(theListing())).toBe("Won");
      await screenshot(bidder.page, "market-buy-list-won-en");

      expect(await collector.bidOutcome(theListing())).toBe("Lost");
      expect(formatUsdt(await collector.usdtBalance())).toBe(formatUsdt(before.collector));
      await collector.openCollection();
      expect(await collector.holdingOf(cardName).count()).toBe(0);
    },
    { timeoutMs: 120_000 },
  );

  step(
    "the seller was paid the winning bid less the marketplace fee and holds one unit fewer",
    async () => {
      const fee = marketFee(WINNING_BID);
      expect(formatUsdt(await seller.reloadedUsdtBalance())).toBe(
        formatUsdt(before.seller + WINNING_BID - fee),
      );
      await seller.openCollection();
      expect(await seller.unitsOf(seller.holdingOf(cardName))).toEqual({
        held: sellerUnitsBefore.held - 1,
        listed: sellerUnitsBefore.listed,
      });

      // The sell list shows the auction sold; its link leads to the product page, without a bid input.
      await seller.sellListIds();
      const row = seller.sellListRow(theListing());
      expect(await row.getByTestId("listing-state").textContent()).toBe("Sold");
      await row.getByRole("link", { name: cardName }).click();
      await seller.productPage.waitFor();
      expect(new URL(seller.page.url()).pathname).toBe(`/en/product/${theListing()}`);
      expect(await seller.listingState.textContent()).toBe("Sold");
      expect(await seller.page.getByTestId("product-seller").textContent()).toContain(SELLER.nickname);
      expect(await seller.bidAmount.count()).toBe(0);
    },
    { timeoutMs: 120_000 },
  );
});
