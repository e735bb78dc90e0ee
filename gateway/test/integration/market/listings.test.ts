import { AUCTION_MIN_DURATION_MINUTES } from "@vitrine/schema";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expireOverdueListings } from "../../../src/domains/market/services/expire-listings.service.js";
import { runSweep } from "../../../src/domains/sweeper/sweep-tasks.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import {
  CREATE_LISTING,
  LISTING_FIELDS,
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
  unitsOf,
  type ListingResult,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf, SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
let seller: MarketUser;
let other: MarketUser;
const db = () => t.gateway.deps.dataSource;
const DAY = 86_400_000;

const UPDATE_PRICE = `mutation($id: ID!, $p: String!) { updateListingPrice(listingId: $id, unitPrice: $p) { ${LISTING_FIELDS} } }`;
const CANCEL = `mutation($id: ID!) { cancelListing(listingId: $id) { ${LISTING_FIELDS} } }`;

/** A fresh card with `units` minted to the seller. */
async function cardWithUnits(units = 10, options: { sellable?: boolean } = {}): Promise<string> {
  const cardId = await createTestCard(db(), { totalIssued: 100, ...options });
  await giveUnits(db(), cardId, seller.id, units);
  return cardId;
}

async function createCode(user: MarketUser, input: Record<string, unknown>) {
  return errorCodeOf(await user.client.gql(CREATE_LISTING, { i: input }));
}

async function listingCount(cardId: string): Promise<number> {
  const [row] = (await db().query(`SELECT COUNT(*) AS n FROM market_listing WHERE card_id = ?`, [
    cardId,
  ])) as {
    n: string;
  }[];
  return Number(row!.n);
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  seller = await createMarketUser(t);
  other = await createMarketUser(t);
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

describe("createListing: direct", () => {
  it("lists units at a whole price over 10 and reserves them on the holding", async () => {
    const cardId = await cardWithUnits(10);
    const listing = await listThroughApi(seller, { cardId, type: "DIRECT", units: 4, unitPrice: "11" });
    expect(listing).toMatchObject({
      type: "DIRECT",
      state: "SELLING",
      units: 4,
      remaining: 4,
      unitPrice: "11",
      startPrice: null,
      bidCount: 0,
      minimumNextBid: null,
      endsAt: null,
      isMine: true,
      card: { id: cardId },
      seller: { publicId: seller.publicId },
    });
    expect(Math.abs(new Date(listing.startsAt).getTime() - Date.now())).toBeLessThan(10_000);
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 10, listed: 4 });
    // The rest can go on a second listing; more than the free units cannot.
    await listThroughApi(seller, { cardId, type: "DIRECT", units: 6, unitPrice: "20" });
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 10, listed: 10 });
  });

  it("refuses prices that are not whole or not over 10 USDT, and bad unit counts (400, nothing written)", async () => {
    const cardId = await cardWithUnits(5);
    for (const unitPrice of ["10", "9", "10.5", "11.0", "-12", "0", "abc", "", "99999999999"]) {
      expect(await createCode(seller, { cardId, type: "DIRECT", units: 1, unitPrice }), unitPrice).toBe(400);
    }
    expect(await createCode(seller, { cardId, type: "DIRECT", units: 1 })).toBe(400);
    for (const units of [0, -1]) {
      expect(await createCode(seller, { cardId, type: "DIRECT", units, unitPrice: "11" })).toBe(400);
    }
    // Auction fields on a direct listing are a mistake, not ignored.
    expect(
      await createCode(seller, { cardId, type: "DIRECT", units: 1, unitPrice: "11", startPrice: "20" }),
    ).toBe(400);
    expect(await listingCount(cardId)).toBe(0);
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 5, listed: 0 });
  });

  it("only lists units the seller holds and has not listed: 1022, 1024, 621", async () => {
    const cardId = await cardWithUnits(3);
    expect(await createCode(other, { cardId, type: "DIRECT", units: 1, unitPrice: "11" })).toBe(1022);
    expect(await createCode(seller, { cardId, type: "DIRECT", units: 4, unitPrice: "11" })).toBe(1024);
    await listThroughApi(seller, { cardId, type: "DIRECT", units: 2, unitPrice: "11" });
    expect(await createCode(seller, { cardId, type: "DIRECT", units: 2, unitPrice: "11" })).toBe(621);
    expect(await listingCount(cardId)).toBe(1);
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 3, listed: 2 });
  });

  it("refuses a card its issuer made unsellable with 1044, and an unknown card with 404", async () => {
    const cardId = await cardWithUnits(3, { sellable: false });
    expect(await createCode(seller, { cardId, type: "DIRECT", units: 1, unitPrice: "11" })).toBe(1044);
    expect(await createCode(seller, { cardId: "99999999", type: "DIRECT", units: 1, unitPrice: "11" })).toBe(
      404,
    );
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 3, listed: 0 });
  });

  it("is NOT_ON_SHELF before its launch date; a deadline must lie after the launch and in the future", async () => {
    const cardId = await cardWithUnits(5);
    const startsAt = new Date(Date.now() + DAY);
    const endsAt = new Date(Date.now() + 3 * DAY);
    const listing = await listThroughApi(seller, {
      cardId,
      type: "DIRECT",
      units: 1,
      unitPrice: "50",
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    });
    expect(listing.state).toBe("NOT_ON_SHELF");
    expect(new Date(listing.startsAt).getTime()).toBe(startsAt.getTime());
    expect(new Date(listing.endsAt!).getTime()).toBe(endsAt.getTime());
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(
      await createCode(seller, { cardId, type: "DIRECT", units: 1, unitPrice: "50", endsAt: past }),
    ).toBe(400);
    expect(
      await createCode(seller, {
        cardId,
        type: "DIRECT",
        units: 1,
        unitPrice: "50",
        startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
        endsAt: new Date(Date.now() + DAY).toISOString(),
      }),
    ).toBe(400);
  });

  it("asks visitors to log in (1010)", async () => {
    const cardId = await cardWithUnits(1);
    const visitor = new SessionClient(t);
    const res = await visitor.gql(CREATE_LISTING, {
      i: { cardId, type: "DIRECT", units: 1, unitPrice: "11" },
    });
    expect(errorCodeOf(res)).toBe(1010);
  });
});

describe("createListing: auction", () => {
  it("defaults the closing to 30 days, shows the reserve as the bid to beat, and schedules settlement", async () => {
    const cardId = await cardWithUnits(2);
    const listing = await listThroughApi(seller, {
      cardId,
      type: "AUCTION",
      units: 2,
      startPrice: "100",
      buyNowPrice: "500",
    });
    expect(listing).toMatchObject({
      type: "AUCTION",
      state: "SELLING",
      unitPrice: null,
      startPrice: "100",
      buyNowPrice: "500",
      highestBid: null,
      minimumNextBid: "100",
      bidCount: 0,
      remaining: 2,
    });
    const days = (new Date(listing.endsAt!).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 2, listed: 2 });
    const jobs = (await db().query(
      `SELECT name, payload, run_at FROM outbox_message WHERE queue = 'market' AND payload LIKE ?`,
      [`%"${listing.id}"%`],
    )) as { name: string; run_at: Date }[];
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.name).toBe("settleAuction");
    expect(new Date(jobs[0]!.run_at).getTime()).toBe(new Date(listing.endsAt!).getTime());
  });

  it("refuses a low or fractional reserve, a buy-now not above it, and a closing past, too soon (2034) or beyond 60 days", async () => {
    const cardId = await cardWithUnits(1);
    const base = { cardId, type: "AUCTION", units: 1 };
    expect(await createCode(seller, { ...base, startPrice: "10" })).toBe(400);
    expect(await createCode(seller, { ...base, startPrice: "12.5" })).toBe(400);
    expect(await createCode(seller, { ...base })).toBe(400);
    expect(await createCode(seller, { ...base, startPrice: "50", buyNowPrice: "50" })).toBe(400);
    expect(await createCode(seller, { ...base, startPrice: "50", unitPrice: "60" })).toBe(400);
    const past = new Date(Date.now() - 1000).toISOString();
    expect(await createCode(seller, { ...base, startPrice: "50", endsAt: past })).toBe(400);
    const tooFar = new Date(Date.now() + 61 * DAY).toISOString();
    expect(await createCode(seller, { ...base, startPrice: "50", endsAt: tooFar })).toBe(400);
    // Ahead but shorter than the minimum duration: 2034, counted from a launch still ahead too.
    const minutes = (n: number, from = Date.now()) => new Date(from + n * 60_000).toISOString();
    const soon = minutes(AUCTION_MIN_DURATION_MINUTES - 1);
    expect(await createCode(seller, { ...base, startPrice: "50", endsAt: soon })).toBe(2034);
    const launch = Date.now() + DAY;
    const afterLaunch = {
      startsAt: minutes(0, launch),
      endsAt: minutes(AUCTION_MIN_DURATION_MINUTES - 1, launch),
    };
    expect(await createCode(seller, { ...base, startPrice: "50", ...afterLaunch })).toBe(2034);
    expect(await listingCount(cardId)).toBe(0);
    const in59 = new Date(Date.now() + 59 * DAY).toISOString();
    const ok = await listThroughApi(seller, { ...base, startPrice: "50", endsAt: in59 });
    expect(new Date(ok.endsAt!).toISOString()).toBe(in59);
  });
});

describe("updateListingPrice", () => {
  it("lets the owner reprice an open direct listing with a whole price over 10", async () => {
    const cardId = await cardWithUnits(2);
    const listing = await listThroughApi(seller, { cardId, type: "DIRECT", units: 2, unitPrice: "11" });
    const res = await seller.client.gql<{ updateListingPrice: ListingResult }>(UPDATE_PRICE, {
      id: listing.id,
      p: "35",
    });
    expect(res.body.data!.updateListingPrice).toMatchObject({
      id: listing.id,
      unitPrice: "35",
      remaining: 2,
    });
    for (const p of ["10", "35.5"]) {
      expect(errorCodeOf(await seller.client.gql(UPDATE_PRICE, { id: listing.id, p }))).toBe(400);
    }
    expect(errorCodeOf(await other.client.gql(UPDATE_PRICE, { id: listing.id, p: "40" }))).toBe(602);
    expect(errorCodeOf(await seller.client.gql(UPDATE_PRICE, { id: "99999999", p: "40" }))).toBe(404);
    const [row] = (await db().query(`SELECT unit_price FROM market_listing WHERE id = ?`, [listing.id])) as {
      unit_price: string;
    }[];
    expect(row!.unit_price).toBe("35000000");
  });

  it("refuses auctions (400) and listings no longer open (2005 cancelled)", async () => {
    const cardId = await cardWithUnits(2);
    const auction = await listThroughApi(seller, { cardId, type: "AUCTION", units: 1, startPrice: "20" });
    expect(errorCodeOf(await seller.client.gql(UPDATE_PRICE, { id: auction.id, p: "40" }))).toBe(400);
    const direct = await listThroughApi(seller, { cardId, type: "DIRECT", units: 1, unitPrice: "20" });
    await seller.client.gql(CANCEL, { id: direct.id });
    expect(errorCodeOf(await seller.client.gql(UPDATE_PRICE, { id: direct.id, p: "40" }))).toBe(2005);
  });
});

describe("cancelListing", () => {
  it("takes an open direct listing down and frees its units; only the owner, only once", async () => {
    const cardId = await cardWithUnits(4);
    const listing = await listThroughApi(seller, { cardId, type: "DIRECT", units: 3, unitPrice: "11" });
    expect(errorCodeOf(await other.client.gql(CANCEL, { id: listing.id }))).toBe(602);
    const res = await seller.client.gql<{ cancelListing: ListingResult }>(CANCEL, { id: listing.id });
    expect(res.body.data!.cancelListing).toMatchObject({ state: "CANCELLED", remaining: 3 });
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 4, listed: 0 });
    expect(errorCodeOf(await seller.client.gql(CANCEL, { id: listing.id }))).toBe(2005);
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 4, listed: 0 });
    // The freed units can be listed again.
    await listThroughApi(seller, { cardId, type: "DIRECT", units: 4, unitPrice: "11" });
  });

  it("cancels an auction before its first bid, and refuses with 2003 once anyone has bid", async () => {
    const cardId = await cardWithUnits(2);
    const untouched = await listThroughApi(seller, { cardId, type: "AUCTION", units: 1, startPrice: "20" });
    const res = await seller.client.gql<{ cancelListing: ListingResult }>(CANCEL, { id: untouched.id });
    expect(res.body.data!.cancelListing.state).toBe("CANCELLED");

    const bidOn = await listThroughApi(seller, { cardId, type: "AUCTION", units: 1, startPrice: "20" });
    // A bid as the bids service leaves it (the count is what the conditional cancel checks).
    await db().query(`UPDATE market_listing SET bid_count = 1 WHERE id = ?`, [bidOn.id]);
    expect(errorCodeOf(await seller.client.gql(CANCEL, { id: bidOn.id }))).toBe(2003);
    const [row] = (await db().query(`SELECT status FROM market_listing WHERE id = ?`, [bidOn.id])) as {
      status: string;
    }[];
    expect(row!.status).toBe("open");
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 2, listed: 1 });
    await db().query(`UPDATE market_listing SET bid_count = 0 WHERE id = ?`, [bidOn.id]);
    await seller.client.gql(CANCEL, { id: bidOn.id });
  });
});

describe("sales deadline", () => {
  it("the sweeper closes direct listings past their deadline and returns the unsold units", async () => {
    const cardId = await cardWithUnits(5);
    const listing = await listThroughApi(seller, {
      cardId,
      type: "DIRECT",
      units: 5,
      unitPrice: "11",
      endsAt: new Date(Date.now() + DAY).toISOString(),
    });
    const open = await listThroughApi(seller, {
      cardId: await cardWithUnits(1),
      type: "DIRECT",
      units: 1,
      unitPrice: "11",
    });
    // Time passes: the deadline is now behind us.
    await db().query(
      `UPDATE market_listing SET ends_at = UTC_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE id = ?`,
      [listing.id],
    );
    const handled = await runSweep(t.gateway.deps);
    expect(handled["expire-overdue-listings"]).toBe(1);
    const [row] = (await db().query(`SELECT status, closed_at FROM market_listing WHERE id = ?`, [
      listing.id,
    ])) as {
      status: string;
      closed_at: Date | null;
    }[];
    expect(row!.status).toBe("closed");
    expect(row!.closed_at).not.toBeNull();
    expect(await unitsOf(db(), cardId, seller.id)).toEqual({ amount: 5, listed: 0 });
    const [still] = (await db().query(`SELECT status FROM market_listing WHERE id = ?`, [open.id])) as {
      status: string;
    }[];
    expect(still!.status).toBe("open");
    expect(await expireOverdueListings(t.gateway.deps)).toBe(0);
    expect(errorCodeOf(await seller.client.gql(CANCEL, { id: listing.id }))).toBe(1020);
  });
});
