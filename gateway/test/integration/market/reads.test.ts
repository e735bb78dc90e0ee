import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, giveUnits, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * Every marketplace read against the real database. Market rows are written with plain SQL (the reads
 * must not depend on how the mutations happen to write them), at fixed offsets from now.
 */

let t: TestGateway;
let db: DataSource;
let visitor: SessionClient;
let ann: MarketUser;
let ben: MarketUser;
let cat: MarketUser;
let dan: MarketUser;
const card: Record<"a" | "b" | "c" | "paging", string> = { a: "", b: "", c: "", paging: "" };
const ref: Record<
  string,
  { chainId: string; publisherId: string; artistName: string; publisherName: string }
> = {};
const L: Record<string, string> = {};

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);
const micro = (usdt: number) => String(BigInt(usdt) * 1_000_000n);

/** A card of its own, copied from a demo card (so it keeps that card's artist, chain and publisher). */
async function cardLike(sourceId: number, name: string): Promise<string> {
  const result = (await db.query(
    `INSERT INTO card (name, artist_id, publisher_id, series_id, chain_id, total_issued, release_at,
                       contract_id, contract_address, token_address, token_id)
     SELECT ?, artist_id, publisher_id, series_id, chain_id, 1000, release_at, contract_id, contract_address,
            token_address, ? FROM card WHERE id = ?`,
    [name, `9${Date.now()}${Math.floor(Math.random() * 1e6)}`, sourceId],
  )) as { insertId: number };
  const id = String(result.insertId);
  const [info] = (await db.query(
    `SELECT c.chain_id, c.publisher_id, a.name AS artist, p.name AS publisher
       FROM card c JOIN artist a ON a.id = c.artist_id JOIN publisher p ON p.id = c.publisher_id WHERE c.id = ?`,
    [id],
  )) as { chain_id: number; publisher_id: number; artist: string; publisher: string }[];
  ref[id] = {
    chainId: String(info!.chain_id),
    publisherId: String(info!.publisher_id),
    artistName: info!.artist,
    publisherName: info!.publisher,
  };
  return id;
}

interface ListingSpec {
  seller: MarketUser;
  card: string;
  type?: "direct" | "auction";
  status?: "open" | "sold" | "cancelled" | "closed";
  units?: number;
  remaining?: number;
  unitPrice?: number;
  startPrice?: number;
  buyNowPrice?: number;
  startsAt?: Date;
  endsAt?: Date | null;
  createdAt: Date;
}

async function insertListing(s: ListingSpec): Promise<string> {
  const type = s.type ?? "direct";
  const result = (await db.query(
    `INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, unit_price, start_price,
                                 buy_now_price, starts_at, ends_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      s.seller.id,
      s.card,
      type,
      s.status ?? "open",
      s.units ?? 1,
      s.remaining ?? (s.status === "sold" ? 0 : (s.units ?? 1)),
      s.unitPrice === undefined ? null : micro(s.unitPrice),
      s.startPrice === undefined ? null : micro(s.startPrice),
      s.buyNowPrice === undefined ? null : micro(s.buyNowPrice),
      s.startsAt ?? s.createdAt,
      s.endsAt ?? null,
      s.createdAt,
    ],
  )) as { insertId: number };
  return String(result.insertId);
}

/** Bids in the order given; the last one leads (as placeBid leaves it). */
async function insertBids(listingId: string, bids: [MarketUser, number][]): Promise<void> {
  let lastId = 0;
  for (const [i, [bidder, amount]] of bids.entries()) {
    const r = (await db.query(
      `INSERT INTO market_bid (listing_id, bidder_id, amount, status, created_at) VALUES (?, ?, ?, ?, ?)`,
      [listingId, bidder.id, micro(amount), i === bids.length - 1 ? "leading" : "outbid", at(-3 + i * 0.1)],
    )) as { insertId: number };
    lastId = r.insertId;
  }
  await db.query(
    `UPDATE market_listing SET highest_bid_id = ?, highest_bid = ?, bid_count = ? WHERE id = ?`,
    [lastId, micro(bids[bids.length - 1]![1]), bids.length, listingId],
  );
}

async function insertTrade(o: {
  orderId: string;
  listing: string;
  card: string;
  seller: MarketUser;
  buyer: MarketUser;
  units: number;
  unitPrice: number;
  fee: number;
  kind?: "direct" | "auction";
  createdAt: Date;
}): Promise<void> {
  await db.query(
    `INSERT INTO market_trade (order_id, listing_id, card_id, seller_id, buyer_id, units, unit_price, total, fee, kind,
                               ledger_transaction_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    [
      o.orderId,
      o.listing,
      o.card,
      o.seller.id,
      o.buyer.id,
      o.units,
      micro(o.unitPrice),
      micro(o.unitPrice * o.units),
      micro(o.fee),
      o.kind ?? "direct",
      o.createdAt,
    ],
  );
}

beforeAll(async () => {
  t = await startTestGateway();
  db = t.gateway.deps.dataSource;
  await seedDemo(db);
  visitor = new SessionClient(t);
  [ann, ben, cat, dan] = await Promise.all([
    createMarketUser(t, { name: uniqueName("ann") }),
    createMarketUser(t, { name: uniqueName("ben") }),
    createMarketUser(t, { name: uniqueName("cat") }),
    createMarketUser(t, { name: uniqueName("dan") }),
  ]);
  // Three demo cards with distinct chains, publishers and artists, so each filter tells them apart.
  const demo = (await db.query(`SELECT id, chain_id, publisher_id, artist_id FROM card ORDER BY id`)) as {
    id: number;
    chain_id: number;
    publisher_id: number;
    artist_id: number;
  }[];
  const picked: typeof demo = [];
  for (const c of demo) {
    if (
      picked.every(
        (p) => p.chain_id !== c.chain_id && p.publisher_id !== c.publisher_id && p.artist_id !== c.artist_id,
      )
    ) {
      picked.push(c);
    }
  }
  expect(picked.length).toBeGreaterThanOrEqual(3);
  card.a = await cardLike(picked[0]!.id, "Zephyr 100% Lantern");
  card.b = await cardLike(picked[1]!.id, "Quiet Harbour");
  card.c = await cardLike(picked[2]!.id, "Ember Orchard");
  card.paging = await cardLike(picked[0]!.id, "Paging Specimen");

  L.a1 = await insertListing({ seller: ann, card: card.a, unitPrice: 20, units: 3, createdAt: at(-5) });
  L.b2 = await insertListing({
    seller: ben,
    card: card.b,
    unitPrice: 50,
    units: 10,
    remaining: 9,
    endsAt: at(48),
    createdAt: at(-4),
  });
  L.c3 = await insertListing({
    seller: ann,
    card: card.c,
    type: "auction",
    startPrice: 30,
    buyNowPrice: 500,
    endsAt: at(24),
    createdAt: at(-3),
  });
  L.a4 = await insertListing({
    seller: ben,
    card: card.a,
    type: "auction",
    startPrice: 15,
    endsAt: at(72),
    createdAt: at(-2),
  });
  L.b5 = await insertListing({
    seller: ann,
    card: card.b,
    unitPrice: 100,
    startsAt: at(24),
    createdAt: at(-1),
  });
  L.c6 = await insertListing({ seller: ann, card: card.c, unitPrice: 70, status: "sold", createdAt: at(-6) });
  L.a7 = await insertListing({
    seller: ann,
    card: card.a,
    unitPrice: 25,
    status: "cancelled",
    createdAt: at(-0.5),
  });
  L.b8 = await insertListing({
    seller: ben,
    card: card.b,
    type: "auction",
    startPrice: 12,
    status: "closed",
    endsAt: at(-7),
    createdAt: at(-9),
  });
  L.a9 = await insertListing({ seller: ben, card: card.a, unitPrice: 11, endsAt: at(-1), createdAt: at(-8) });
  L.b10 = await insertListing({
    seller: ben,
    card: card.b,
    type: "auction",
    startPrice: 40,
    status: "sold",
    endsAt: at(-1.5),
    createdAt: at(-10),
  });
  L.c11 = await insertListing({
    seller: ben,
    card: card.c,
    type: "auction",
    startPrice: 20,
    endsAt: at(-0.2),
    createdAt: at(-11),
  });

  await insertBids(L.c3, [
    [cat, 40],
    [dan, 45],
  ]);
  await insertBids(L.b10, [
    [cat, 60],
    [dan, 80],
  ]);
  await insertBids(L.c11, [
    [dan, 25],
    [cat, 35],
  ]);

  await insertTrade({
    orderId: "order-t1",
    listing: L.c6,
    card: card.c,
    seller: ann,
    buyer: cat,
    units: 1,
    unitPrice: 70,
    fee: 5,
    createdAt: at(-5),
  });
  await insertTrade({
    orderId: "order-t2",
    listing: L.b2,
    card: card.b,
    seller: ben,
    buyer: cat,
    units: 1,
    unitPrice: 50,
    fee: 5,
    createdAt: at(-2),
  });
  await insertTrade({
    orderId: `auction-${L.b10}`,
    listing: L.b10,
    card: card.b,
    seller: ben,
    buyer: dan,
    units: 1,
    unitPrice: 80,
    fee: 5,
    kind: "auction",
    createdAt: at(-1),
  });
});
afterAll(async () => {
  await t.close();
});

const ORDER_BOOK = `query($f: OrderBookFilter) { orderBook(filter: $f) {
  total page pageSize
  items { id type state unitPrice startPrice highestBid bidCount minimumNextBid isMine endsAt
          card { id name artist { name } publisher { id name } chain { id code } series { name } }
          seller { publicId displayName } } } }`;

interface PageItem {
  id: string;
  type: string;
  state: string;
  unitPrice: string | null;
  highestBid: string | null;
  isMine: boolean;
  card: { id: string; name: string; chain: { id: string }; publisher: { id: string } };
  seller: { publicId: string };
}
type Page = { orderBook: { total: number; page: number; pageSize: number; items: PageItem[] } };

async function book(filter: Record<string, unknown> = {}, client: SessionClient = visitor) {
  const res = await client.gql<Page>(ORDER_BOOK, { f: filter });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const page = res.body.data!.orderBook;
  return { ...page, ids: page.items.map((i) => i.id) };
}
const ids = (...keys: string[]) => keys.map((k) => L[k]);

describe("orderBook", () => {
  it("status 1 (default) lists open orders, on shelf or not yet, newest first; expired and finished ones are left out", async () => {
    const page = await book();
    expect(page.ids).toEqual(ids("b5", "a4", "c3", "b2", "a1"));
    expect(page.total).toBe(5);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(20);
    const byId = new Map(page.items.map((i) => [i.id, i]));
    expect(byId.get(L.b5!)!.state).toBe("NOT_ON_SHELF");
    expect(byId.get(L.a1!)!).toMatchObject({
      type: "DIRECT",
      state: "SELLING",
      unitPrice: "20",
      isMine: false,
    });
    expect(byId.get(L.c3!)!).toMatchObject({ type: "AUCTION", highestBid: "45", unitPrice: null });
    expect(byId.get(L.a1!)!.card).toMatchObject({
      name: "Zephyr 100% Lantern",
      chain: { id: ref[card.a]!.chainId },
    });
    expect(byId.get(L.a1!)!.seller.publicId).toBe(ann.publicId);
  });

  it("status 2 lists the latest orders including completed (sold) ones", async () => {
    const page = await book({ status: 2 });
    expect(page.ids).toEqual(ids("b5", "a4", "c3", "b2", "a1", "c6", "b10"));
    expect(page.items.find((i) => i.id === L.c6)!.state).toBe("SOLD");
    expect(page.total).toBe(7);
  });

  it("sorts by listing time, price (bid or start price for auctions) and closing time", async () => {
    expect((await book({ sort: "LISTED_OLDEST" })).ids).toEqual(ids("a1", "b2", "c3", "a4", "b5"));
    // Prices: a1 20, b2 50, c3 45 (highest bid), a4 15 (start price, no bid), b5 100.
    expect((await book({ sort: "PRICE_LOW" })).ids).toEqual(ids("a4", "a1", "c3", "b2", "b5"));
    expect((await book({ sort: "PRICE_HIGH" })).ids).toEqual(ids("b5", "b2", "c3", "a1", "a4"));
    // Nearest end first, listings without an end last.
    expect((await book({ sort: "ENDING_SOON" })).ids).toEqual(ids("c3", "b2", "a4", "a1", "b5"));
  });

  it("filters by type, chain, publisher and price range", async () => {
    expect((await book({ type: "AUCTION" })).ids).toEqual(ids("a4", "c3"));
    expect((await book({ type: "DIRECT" })).ids).toEqual(ids("b5", "b2", "a1"));
    const chainA = await book({ chainId: ref[card.a]!.chainId });
    expect(chainA.items.every((i) => i.card.chain.id === ref[card.a]!.chainId)).toBe(true);
    expect(chainA.ids).toEqual(expect.arrayContaining(ids("a4", "a1")));
    expect(chainA.ids).not.toContain(L.b2);
    const publisherB = await book({ publisherId: ref[card.b]!.publisherId });
    expect(publisherB.items.every((i) => i.card.publisher.id === ref[card.b]!.publisherId)).toBe(true);
    expect(publisherB.ids).toEqual(expect.arrayContaining(ids("b5", "b2")));
    expect(publisherB.ids).not.toContain(L.c3);
    expect((await book({ minPrice: "40" })).ids).toEqual(ids("b5", "c3", "b2"));
    expect((await book({ maxPrice: "45" })).ids).toEqual(ids("a4", "c3", "a1"));
    expect((await book({ minPrice: "20", maxPrice: "50.0" })).ids).toEqual(ids("c3", "b2", "a1"));
    const combined = await book({ type: "AUCTION", maxPrice: "20", chainId: ref[card.a]!.chainId });
    expect(combined.ids).toEqual(ids("a4"));
    expect(combined.total).toBe(1);
  });

  it("searches card, artist and publisher names, with LIKE wildcards matched literally", async () => {
    expect((await book({ search: "zephyr" })).ids).toEqual(ids("a4", "a1"));
    expect((await book({ search: "  Ember " })).ids).toEqual(ids("c3"));
    expect((await book({ search: "100%" })).ids).toEqual(ids("a4", "a1"));
    const percent = await book({ search: "%" });
    expect(percent.ids).toEqual(ids("a4", "a1"));
    expect(percent.total).toBe(2);
    expect((await book({ search: "_" })).total).toBe(0);
    const byArtist = await book({ search: ref[card.c]!.artistName });
    expect(byArtist.ids).toContain(L.c3);
    const byPublisher = await book({ search: ref[card.b]!.publisherName });
    expect(byPublisher.ids).toEqual(expect.arrayContaining(ids("b5", "b2")));
  });

  it("marks the viewer's own listings", async () => {
    const page = await book({}, ann.client);
    const mine = page.items.filter((i) => i.isMine).map((i) => i.id);
    expect(mine.sort()).toEqual(ids("a1", "c3", "b5").sort());
  });

  it("refuses bad filters with 400 before reading anything", async () => {
    for (const f of [
      { minPrice: "abc" },
      { minPrice: "-1" },
      { maxPrice: "1.0000001" },
      { maxPrice: "99999999999" },
      { minPrice: "50", maxPrice: "20" },
      { status: 3 },
      { page: 0 },
      { page: 10_001 },
      { search: "x".repeat(101) },
      { chainId: "abc" },
    ]) {
      const res = await visitor.gql(ORDER_BOOK, { f });
      expect(errorCodeOf(res), JSON.stringify(f)).toBe(400);
    }
  });
});

describe("orderBook paging", () => {
  // 25 open listings of one card, only while these tests run (the other tests count exact sets).
  const paging: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 25; i++) {
      paging.push(
        await insertListing({ seller: dan, card: card.paging, unitPrice: 11 + i, createdAt: at(-20 - i) }),
      );
    }
  });
  afterAll(async () => {
    await db.query(`DELETE FROM market_listing WHERE id IN (?)`, [paging]);
  });

  it("pages 20 at a time with the total of every page", async () => {
    const first = await book({ search: "Paging Specimen", sort: "PRICE_LOW" });
    const res1 = await visitor.gql<Page>(ORDER_BOOK, { f: { search: "Paging Specimen", sort: "PRICE_LOW" } });
    expect(res1.body.data!.orderBook.items).toHaveLength(20);
    expect(first.total).toBe(25);
    const res2 = await visitor.gql<Page>(ORDER_BOOK, {
      f: { search: "Paging Specimen", sort: "PRICE_LOW", page: 2 },
    });
    const second = res2.body.data!.orderBook;
    expect(second).toMatchObject({ total: 25, page: 2, pageSize: 20 });
    expect(second.items.map((i) => i.unitPrice)).toEqual(["31", "32", "33", "34", "35"]);
    const res3 = await visitor.gql<Page>(ORDER_BOOK, { f: { search: "Paging Specimen", page: 3 } });
    expect(res3.body.data!.orderBook.items).toEqual([]);
  });

  it("costs the same few statements for a page of 20 as for a page of 1 (no per-row lookups)", async () => {
    const statements: string[] = [];
    const logger = db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      statements.push(query);
      return original(query, parameters, runner);
    };
    const count = async (client: SessionClient, search: string, expected: number) => {
      statements.length = 0;
      const res = await client.gql<Page>(ORDER_BOOK, { f: { search } });
      expect(res.body.data!.orderBook.items).toHaveLength(expected);
      return statements.length;
    };
    try {
      const one = await count(visitor, "Ember", 1);
      const twenty = await count(visitor, "Paging Specimen", 20);
      expect(one).toBe(2); // the page with its joins, and the count
      expect(twenty).toBe(one);
      // Signed in: the session lookup is added once per request, not per row.
      const oneSignedIn = await count(ann.client, "Ember", 1);
      const twentySignedIn = await count(ann.client, "Paging Specimen", 20);
      expect(twentySignedIn).toBe(oneSignedIn);
      expect(oneSignedIn).toBeLessThanOrEqual(4);
    } finally {
      logger.logQuery = original;
    }
  });
});

describe("listing, card tabs and latest sales", () => {
  it("listing(id) shows any state and answers 404 for unknown ids", async () => {
    const q = `query($id: ID!) { listing(id: $id) { id state type startPrice buyNowPrice highestBid bidCount minimumNextBid remaining units } }`;
    const auction = await visitor.gql<{ listing: Record<string, unknown> }>(q, { id: L.c3 });
    expect(auction.body.data!.listing).toMatchObject({
      state: "SELLING",
      type: "AUCTION",
      startPrice: "30",
      buyNowPrice: "500",
      highestBid: "45",
      bidCount: 2,
      minimumNextBid: "45",
    });
    const expired = await visitor.gql<{ listing: { state: string } }>(q, { id: L.a9 });
    expect(expired.body.data!.listing.state).toBe("CLOSED");
    const partly = await visitor.gql<{ listing: { units: number; remaining: number } }>(q, { id: L.b2 });
    expect(partly.body.data!.listing).toMatchObject({ units: 10, remaining: 9 });
    expect(errorCodeOf(await visitor.gql(q, { id: "999999" }))).toBe(404);
    expect(errorCodeOf(await visitor.gql(q, { id: "nope" }))).toBe(400);
  });

  it("cardListings lists a card's open listings, cheapest first", async () => {
    const res = await visitor.gql<{ cardListings: { id: string; minimumNextBid: string | null }[] }>(
      `query($c: ID!) { cardListings(cardId: $c) { id minimumNextBid } }`,
      { c: card.a },
    );
    expect(res.body.data!.cardListings.map((l) => l.id)).toEqual(ids("a4", "a1"));
    expect(res.body.data!.cardListings[0]!.minimumNextBid).toBe("15");
  });

  it("cardTrades and priceHistory show a card's trades", async () => {
    const trades = await visitor.gql<{ cardTrades: { orderId: string; kind: string; total: string }[] }>(
      `query($c: ID!) { cardTrades(cardId: $c) { orderId kind total } }`,
      { c: card.b },
    );
    expect(trades.body.data!.cardTrades).toEqual([
      { orderId: `auction-${L.b10}`, kind: "AUCTION", total: "80" },
      { orderId: "order-t2", kind: "DIRECT", total: "50" },
    ]);
    const points = await visitor.gql<{ priceHistory: { at: string; unitPrice: string }[] }>(
      `query($c: ID!) { priceHistory(cardId: $c) { at unitPrice } }`,
      { c: card.b },
    );
    expect(points.body.data!.priceHistory.map((p) => p.unitPrice)).toEqual(["50", "80"]);
    const empty = await visitor.gql<{ cardTrades: unknown[] }>(
      `{ cardTrades(cardId: "${card.paging}") { id } }`,
    );
    expect(empty.body.data!.cardTrades).toEqual([]);
  });

  it("bidHistory lists an auction's bids, newest first, with public bidders", async () => {
    const res = await visitor.gql<{ bidHistory: { amount: string; bidder: { publicId: string } }[] }>(
      `query($l: ID!) { bidHistory(listingId: $l) { id amount createdAt bidder { publicId displayName } } }`,
      { l: L.c3 },
    );
    expect(res.body.data!.bidHistory.map((b) => [b.amount, b.bidder.publicId])).toEqual([
      ["45", dan.publicId],
      ["40", cat.publicId],
    ]);
  });

  it("latestSales returns the newest trades, limit 1–50", async () => {
    const res = await visitor.gql<{
      latestSales: { orderId: string; fee: string; sellerReceives: string }[];
    }>(
      `{ latestSales(limit: 2) { orderId fee sellerReceives buyer { publicId } seller { publicId } card { name } } }`,
    );
    expect(res.body.data!.latestSales).toMatchObject([
      { orderId: `auction-${L.b10}`, fee: "5", sellerReceives: "75" },
      { orderId: "order-t2", fee: "5", sellerReceives: "45" },
    ]);
    const all = await visitor.gql<{ latestSales: unknown[] }>(`{ latestSales { orderId } }`);
    expect(all.body.data!.latestSales).toHaveLength(3);
    for (const limit of [0, 51]) {
      expect(errorCodeOf(await visitor.gql(`{ latestSales(limit: ${limit}) { orderId } }`))).toBe(400);
    }
  });
});

describe("purchaseQuote", () => {
  const Q = `query($l: ID!, $u: Int!) { purchaseQuote(listingId: $l, units: $u) { total fee sellerReceives } }`;
  const quote = (listingId: string, units: number) =>
    visitor.gql<{ purchaseQuote: { total: string; fee: string; sellerReceives: string } }>(Q, {
      l: listingId,
      u: units,
    });

  it("prices units with the fee (the 5 USDT minimum, or the percentage above it)", async () => {
    expect((await quote(L.a1!, 2)).body.data!.purchaseQuote).toEqual({
      total: "40",
      fee: "5",
      sellerReceives: "35",
    });
    // 8 × 50 = 400; 2.5% = 10 > 5.
    expect((await quote(L.b2!, 8)).body.data!.purchaseQuote).toEqual({
      total: "400",
      fee: "10",
      sellerReceives: "390",
    });
  });

  it("refuses what buying would refuse", async () => {
    expect(errorCodeOf(await quote(L.b2!, 10))).toBe(1016); // 9 remain
    expect(errorCodeOf(await quote(L.c6!, 1))).toBe(1016); // sold
    expect(errorCodeOf(await quote(L.b5!, 1))).toBe(1019); // not on shelf yet
    expect(errorCodeOf(await quote(L.c3!, 1))).toBe(1044); // auctions are bought by bidding
    expect(errorCodeOf(await quote(L.a7!, 1))).toBe(1020); // cancelled
    expect(errorCodeOf(await quote(L.a9!, 1))).toBe(1020); // past its deadline
    expect(errorCodeOf(await quote(L.a1!, 0))).toBe(400);
    expect(errorCodeOf(await quote("999999", 1))).toBe(404);
    const own = await ann.client.gql(Q, { l: L.a1, u: 1 });
    expect(errorCodeOf(own)).toBe(1021); // the seller cannot buy their own listing
  });
});

describe("trade(orderId)", () => {
  const Q = `query($o: String!) { trade(orderId: $o) { orderId units unitPrice total fee sellerReceives kind
    buyer { publicId } seller { publicId } card { id } createdAt } }`;

  it("shows the trade to its buyer and its seller", async () => {
    for (const client of [cat.client, ann.client]) {
      const res = await client.gql<{ trade: Record<string, unknown> }>(Q, { o: "order-t1" });
      expect(res.body.data!.trade).toMatchObject({
        orderId: "order-t1",
        units: 1,
        unitPrice: "70",
        total: "70",
        fee: "5",
        sellerReceives: "65",
        kind: "DIRECT",
        buyer: { publicId: cat.publicId },
        seller: { publicId: ann.publicId },
        card: { id: card.c },
      });
    }
  });

  it("answers 404 to anyone else and for unknown orders, 1010 to visitors", async () => {
    expect(errorCodeOf(await ben.client.gql(Q, { o: "order-t1" }))).toBe(404);
    expect(errorCodeOf(await cat.client.gql(Q, { o: "order-missing" }))).toBe(404);
    expect(errorCodeOf(await visitor.gql(Q, { o: "order-t1" }))).toBe(1010);
  });
});

describe("my lists", () => {
  it("need a session (1010 for visitors)", async () => {
    for (const q of [
      `{ myCollection { units } }`,
      `{ mySellList { id } }`,
      `{ myBuyList { id } }`,
      `{ mySoldList { id } }`,
      `{ myBids { outcome } }`,
    ]) {
      expect(errorCodeOf(await visitor.gql(q)), q).toBe(1010);
    }
  });

  it("mySellList lists my listings in every state, newest first", async () => {
    const res = await ann.client.gql<{ mySellList: { id: string; state: string; isMine: boolean }[] }>(
      `{ mySellList { id state isMine } }`,
    );
    const list = res.body.data!.mySellList;
    expect(list.map((l) => l.id)).toEqual(ids("a7", "b5", "c3", "a1", "c6"));
    expect(list.map((l) => l.state)).toEqual(["CANCELLED", "NOT_ON_SHELF", "SELLING", "SELLING", "SOLD"]);
    expect(list.every((l) => l.isMine)).toBe(true);
  });

  it("myBuyList and mySoldList list my trades, newest first", async () => {
    const bought = await cat.client.gql<{ myBuyList: { orderId: string }[] }>(`{ myBuyList { orderId } }`);
    expect(bought.body.data!.myBuyList.map((t) => t.orderId)).toEqual(["order-t2", "order-t1"]);
    const won = await dan.client.gql<{ myBuyList: { orderId: string; kind: string }[] }>(
      `{ myBuyList { orderId kind } }`,
    );
    expect(won.body.data!.myBuyList).toEqual([{ orderId: `auction-${L.b10}`, kind: "AUCTION" }]);
    const sold = await ben.client.gql<{ mySoldList: { orderId: string }[] }>(`{ mySoldList { orderId } }`);
    expect(sold.body.data!.mySoldList.map((t) => t.orderId)).toEqual([`auction-${L.b10}`, "order-t2"]);
    const none = await ann.client.gql<{ myBuyList: unknown[] }>(`{ myBuyList { orderId } }`);
    expect(none.body.data!.myBuyList).toEqual([]);
  });

  it("myBids: BIDDING while my bid leads, OUTBID while someone else's does, then WON or LOST", async () => {
    const Q = `{ myBids { myHighestBid outcome listing { id state highestBid } } }`;
    type R = { myBids: { myHighestBid: string; outcome: string; listing: { id: string } }[] };
    const outcomes = async (u: MarketUser) =>
      Object.fromEntries(
        (await u.client.gql<R>(Q)).body.data!.myBids.map((b) => [b.listing.id, [b.outcome, b.myHighestBid]]),
      );
    expect(await outcomes(dan)).toEqual({
      [L.c3!]: ["BIDDING", "45"],
      [L.b10!]: ["WON", "80"],
      // Past its closing time, not yet settled: the highest bidder (cat) wins.
      [L.c11!]: ["LOST", "25"],
    });
    expect(await outcomes(cat)).toEqual({
      [L.c3!]: ["OUTBID", "40"],
      [L.b10!]: ["LOST", "60"],
      [L.c11!]: ["WON", "35"],
    });
    expect(await outcomes(ann)).toEqual({});
  });
});

describe("collections", () => {
  beforeAll(async () => {
    await giveUnits(db, card.a, ann.id, 3);
    await giveUnits(db, card.c, ann.id, 1);
    await db.query(`UPDATE card_holding SET listed = 1 WHERE card_id = ? AND user_id = ?`, [card.a, ann.id]);
  });

  it("myCollection lists my cards with units and listed units", async () => {
    const res = await ann.client.gql<{
      myCollection: { card: { id: string; name: string }; units: number; listed: number }[];
    }>(`{ myCollection { units listed card { id name chain { code } } } }`);
    const byCard = Object.fromEntries(
      res.body.data!.myCollection.map((h) => [h.card.id, [h.units, h.listed]]),
    );
    expect(byCard).toEqual({ [card.a]: [3, 1], [card.c]: [1, 0] });
    const empty = await ben.client.gql<{ myCollection: unknown[] }>(`{ myCollection { units } }`);
    expect(empty.body.data!.myCollection).toEqual([]);
  });

  it("publicCollection shows anyone's collection by public id; 404 for unknown users", async () => {
    const res = await visitor.gql<{ publicCollection: { card: { id: string }; units: number }[] }>(
      `query($p: String!) { publicCollection(publicId: $p) { units listed card { id } } }`,
      { p: ann.publicId },
    );
    expect(res.body.data!.publicCollection.map((h) => h.card.id).sort()).toEqual([card.a, card.c].sort());
    expect(errorCodeOf(await visitor.gql(`{ publicCollection(publicId: "nobody-here") { units } }`))).toBe(
      404,
    );
  });
});
