import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DataSource } from "typeorm";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * The order book as built for scale (docs/PERFORMANCE.md, order book): pages read off the sort's
 * index (status 2 merges the open and the sold listings), `hasNext` from one row more than the page,
 * the count only when `total` is asked for, the per-IP budget spent only by a search and the count,
 * and the compiled executor (graphql/jit.ts) answering exactly what graphql-js answers.
 */

let t: TestGateway;
let db: DataSource;
let visitor: SessionClient;
let ann: MarketUser;
let ben: MarketUser;
let cards: { id: number; chain_id: number; publisher_id: number }[] = [];

const HOUR = 3_600_000;
// One instant for every row, so equal offsets give equal times (ties broken by id).
const BASE = Date.now();
const at = (hours: number) => new Date(BASE + hours * HOUR);

async function insertListing(values: {
  seller: MarketUser;
  card: number;
  type: "direct" | "auction";
  status: "open" | "sold" | "cancelled";
  price: number;
  bid?: number;
  endsAt: Date | null;
  createdAt: Date;
  startsAt?: Date;
}): Promise<void> {
  const micro = (usdt: number) => String(BigInt(usdt) * 1_000_000n);
  await db.query(
    `INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, unit_price, start_price,
                                 highest_bid, bid_count, starts_at, ends_at, created_at)
     VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      values.seller.id,
      values.card,
      values.type,
      values.status,
      values.status === "sold" ? 0 : 1,
      values.type === "direct" ? micro(values.price) : null,
      values.type === "auction" ? micro(values.price) : null,
      values.bid === undefined ? null : micro(values.bid),
      values.bid === undefined ? 0 : 1,
      values.startsAt ?? values.createdAt,
      values.endsAt,
      values.createdAt,
    ],
  );
}

beforeAll(async () => {
  t = await startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "1000000" });
  db = t.gateway.deps.dataSource;
  await seedDemo(db);
  visitor = new SessionClient(t);
  [ann, ben] = await Promise.all([
    createMarketUser(t, { name: uniqueName("ann") }),
    createMarketUser(t, { name: uniqueName("ben") }),
  ]);
  cards = (await db.query(`SELECT id, chain_id, publisher_id FROM card ORDER BY id`)) as typeof cards;
  // 47 listings in every state, with equal prices and equal listing times among them, so ties are
  // broken by id and pages split inside runs of equal keys.
  for (let i = 0; i < 47; i++) {
    const status = i % 7 === 3 ? "sold" : i % 11 === 5 ? "cancelled" : "open";
    await insertListing({
      seller: i % 2 ? ann : ben,
      card: cards[i % cards.length]!.id,
      type: i % 3 === 0 ? "auction" : "direct",
      status,
      price: 11 + (i % 9) * 5,
      bid: i % 6 === 0 ? 20 + (i % 9) * 5 : undefined,
      endsAt: i % 4 === 0 ? null : i % 13 === 7 ? at(-1) : at(1 + (i % 10)),
      createdAt: at(-1 - Math.floor(i / 2)),
      startsAt: i % 10 === 9 ? at(24) : undefined,
    });
  }
});
afterAll(async () => {
  await t.close();
});

const PAGE_FIELDS = `page pageSize hasNext items { id type state unitPrice startPrice highestBid bidCount
  minimumNextBid startsAt endsAt createdAt isMine card { id name imageUrl likes artist { id name }
  publisher { id name logoUrl } series { id name } chain { id code name } } seller { publicId displayName
  profilePictureUrl memberSince } }`;
const JIT = `query Book($f: OrderBookFilter) { orderBook(filter: $f) { ${PAGE_FIELDS} } }`;
// The same operation with a root __typename: not a hot operation, so graphql-js executes it.
const JS = `query Book($f: OrderBookFilter) { orderBook(filter: $f) { ${PAGE_FIELDS} } __typename }`;

type Page = { orderBook: { hasNext: boolean; total?: number; items: { id: string }[] } };

/** Every listing the filter should show, in the sort's order, from the table itself. */
async function expectedIds(status: 1 | 2, sort: string): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id, status, created_at, book_price, book_ends_at FROM market_listing
      WHERE (status = 'open' AND (ends_at IS NULL OR ends_at > NOW(3))) ${status === 2 ? "OR status = 'sold'" : ""}`,
  )) as { id: string; created_at: Date; book_price: string; book_ends_at: Date }[];
  const key = (r: (typeof rows)[number]) =>
    sort.startsWith("LISTED")
      ? new Date(r.created_at).getTime()
      : sort.startsWith("PRICE")
        ? Number(r.book_price)
        : new Date(r.book_ends_at).getTime();
  const desc = sort === "LISTED_NEWEST" || sort === "PRICE_HIGH";
  rows.sort((a, b) => (key(a) - key(b) || Number(a.id) - Number(b.id)) * (desc ? -1 : 1));
  return rows.map((r) => String(r.id));
}

describe("orderBook pages", () => {
  for (const status of [1, 2] as const) {
    for (const sort of ["LISTED_NEWEST", "LISTED_OLDEST", "PRICE_LOW", "PRICE_HIGH", "ENDING_SOON"]) {
      it(`status ${status}, ${sort}: pages cut the sorted book in 20s, hasNext on every page but the last`, async () => {
        const expected = await expectedIds(status, sort);
        expect(expected.length).toBeGreaterThan(20);
        const seen: string[] = [];
        for (let page = 1; ; page++) {
          const res = await visitor.gql<Page>(JIT, { f: { status, sort, page } });
          expect(res.body.errors).toBeUndefined();
          const book = res.body.data!.orderBook;
          seen.push(...book.items.map((i) => i.id));
          expect(book.hasNext).toBe(seen.length < expected.length);
          if (!book.hasNext) break;
        }
        expect(seen).toEqual(expected);
      });
    }
  }

  it("one statement per page; the count is a second one, only when total is selected", async () => {
    const statements: string[] = [];
    const logger = db.logger;
    const original = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, runner) => {
      statements.push(query);
      return original(query, parameters, runner);
    };
    try {
      await visitor.gql(`{ orderBook { hasNext items { id } } }`);
      expect(statements).toHaveLength(1);
      statements.length = 0;
      const counted = await visitor.gql<Page>(`{ orderBook(filter: { status: 2 }) { total items { id } } }`);
      expect(statements).toHaveLength(2);
      expect(counted.body.data!.orderBook.total).toBe((await expectedIds(2, "LISTED_NEWEST")).length);
    } finally {
      logger.logQuery = original;
    }
  });
});

describe("the compiled executor (graphql-jit) answers exactly what graphql-js answers", () => {
  const filters: Record<string, unknown>[] = [
    {},
    { status: 2, sort: "PRICE_HIGH" },
    { sort: "ENDING_SOON", page: 2 },
    { type: "AUCTION", sort: "PRICE_LOW" },
    { chainId: "1", minPrice: "20", maxPrice: "40.5" },
    { search: "a", status: 2 },
    { page: 500 },
  ];

  it("for visitors and for a signed-in seller (isMine), page after page", async () => {
    for (const client of [visitor, ann.client]) {
      for (const f of [...filters, { publisherId: String(cards[0]!.publisher_id) }]) {
        const jit = await client.gql(JIT, { f });
        const js = await client.gql(JS, { f });
        expect(jit.status, JSON.stringify(f)).toBe(200);
        expect(jit.body.errors, JSON.stringify(f)).toBeUndefined();
        expect(jit.body.data, JSON.stringify(f)).toEqual({ orderBook: js.body.data!.orderBook });
      }
    }
  });

  it("with aliases, fragments, __typename, directives and total", async () => {
    const q = (root: string) => `query Book($f: OrderBookFilter, $withTotal: Boolean!) {
      book: orderBook(filter: $f) { ...P n: total @include(if: $withTotal) __typename }
      other: orderBook(filter: { sort: PRICE_LOW }) { hasNext items { ... on Listing { id card { __typename id } } } }
      ${root}
    }
    fragment P on ListingPage { first: page items { id state seller { displayName } } }`;
    for (const withTotal of [true, false]) {
      const jit = await visitor.gql(q(""), { f: { status: 2 }, withTotal });
      const js = await visitor.gql<Record<string, unknown>>(q("__typename"), { f: { status: 2 }, withTotal });
      expect(jit.body.errors).toBeUndefined();
      const { __typename, ...data } = js.body.data!;
      expect(__typename).toBe("Query");
      expect(jit.body.data).toEqual(data);
    }
  });

  it("errors take the graphql-js path: the same codes, bodies and HTTP statuses", async () => {
    const cases: [string, Record<string, unknown> | undefined][] = [
      [JIT, { f: { minPrice: "abc" } }],
      [JIT, { f: { page: 0 } }],
      [JIT, { f: { status: 3 } }],
      [JIT, { f: { sort: "NOPE" } }],
      [JIT, { f: { page: "x" } }],
      [`query Book($f: OrderBookFilter!) { orderBook(filter: $f) { page } }`, {}],
    ];
    for (const [query, variables] of cases) {
      const jit = await visitor.gql(query, variables);
      const js = await visitor.gql(query.replace(/\}\s*$/, " __typename }"), variables);
      expect(jit.body.errors, JSON.stringify(variables)).toBeDefined();
      expect(jit.status, JSON.stringify(variables)).toBe(js.status);
      expect(jit.body.errors, JSON.stringify(variables)).toEqual(js.body.errors);
    }
    expect(errorCodeOf(await visitor.gql(JIT, { f: { maxPrice: "-1" } }))).toBe(400);
  });
});

describe("the per-IP budget of expensive public reads", () => {
  let limited: TestGateway;
  beforeAll(async () => {
    limited = await startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("is not spent by plain pages; a search and the count spend it", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await limited.gql(`{ orderBook(filter: { sort: PRICE_LOW, page: ${i + 1} }) { hasNext } }`);
      expect(res.body.errors).toBeUndefined();
    }
    expect(
      (await limited.gql(`{ orderBook(filter: { search: "x" }) { hasNext } }`)).body.errors,
    ).toBeUndefined();
    expect((await limited.gql(`{ orderBook { total } }`)).body.errors).toBeUndefined();
    const refused = await limited.gql(`{ orderBook { total } }`);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED", errorCode: 9429 });
    expect((await limited.gql(`{ orderBook { hasNext } }`)).body.errors).toBeUndefined();
  });
});
