import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/**
 * Automatic persisted queries as GET for the order book (http/persisted-get.ts): once Apollo has
 * answered an operation through the compiled executor, a GET naming it by hash is answered without
 * Apollo's pipeline — with the same bytes Apollo answers — and everything it does not answer the same
 * way (unknown hashes, missing CSRF header, errors, odd Accept headers) still reaches Apollo.
 */

let t: TestGateway;
let ann: MarketUser;

const QUERY = `query OrderBook($filter: OrderBookFilter) {
  orderBook(filter: $filter) { page hasNext items { id state unitPrice isMine startsAt
    card { id name chain { code } } seller { displayName } } }
}`;
const HASH = createHash("sha256").update(QUERY).digest("hex");
const persisted = { persistedQuery: { version: 1, sha256Hash: HASH } };
const PREFLIGHT = { "apollo-require-preflight": "true" };

function getUrl(variables: unknown, extensions: unknown = persisted, extra: Record<string, string> = {}) {
  const search = new URLSearchParams({
    operationName: "OrderBook",
    variables: JSON.stringify(variables),
    extensions: JSON.stringify(extensions),
    ...extra,
  });
  return `${t.url}/graphql?${search}`;
}

async function get(url: string, headers: Record<string, string> = PREFLIGHT, cookie?: string) {
  const res = await fetch(url, { headers: cookie ? { ...headers, cookie } : headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The same operation as a POST with its text: always Apollo's full pipeline. */
async function post(variables: unknown, cookie?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...PREFLIGHT, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: QUERY, variables, operationName: "OrderBook" }),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

beforeAll(async () => {
  t = await startTestGateway({ PUBLIC_QUERY_RATE_PER_MINUTE: "1000000" });
  const db = t.gateway.deps.dataSource;
  await seedDemo(db);
  ann = await createMarketUser(t, { name: uniqueName("ann") });
  const [card] = (await db.query(`SELECT id FROM card ORDER BY id LIMIT 1`)) as { id: number }[];
  for (let i = 0; i < 25; i++) {
    await db.query(
      `INSERT INTO market_listing (seller_id, card_id, type, units, remaining, unit_price, starts_at, created_at)
       VALUES (?, ?, 'direct', 1, 1, ?, NOW(3) - INTERVAL ? MINUTE, NOW(3) - INTERVAL ? MINUTE)`,
      [ann.id, card!.id, String((11 + i) * 1_000_000), i, i],
    );
  }
});
afterAll(async () => {
  await t.close();
});

describe("persisted order book GETs", () => {
  it("before the hash is known, Apollo answers PersistedQueryNotFound (Apollo Client then sends the text)", async () => {
    const res = await get(getUrl({ filter: {} }));
    const body = JSON.parse(res.text) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("after registration, answers exactly what Apollo answers, for visitors and members", async () => {
    const register = await fetch(`${t.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...PREFLIGHT },
      body: JSON.stringify({ query: QUERY, variables: { filter: {} }, extensions: persisted }),
    });
    expect(register.status).toBe(200);
    const cookie = ann.client.cookieHeader();
    for (const filter of [{}, { page: 2 }, { sort: "PRICE_HIGH" }, { status: 2, sort: "ENDING_SOON" }]) {
      for (const who of [undefined, cookie]) {
        const fast = await get(getUrl({ filter }), PREFLIGHT, who);
        const apollo = await post({ filter }, who);
        expect(fast.status).toBe(200);
        expect(fast.text, JSON.stringify(filter)).toBe(apollo.text);
        expect(fast.headers.get("content-type")).toBe(apollo.headers.get("content-type"));
        expect(fast.headers.get("x-content-type-options")).toBe("nosniff");
        expect(fast.headers.get("cache-control")).toBe(who ? "private, no-store" : "public, max-age=5");
      }
    }
    const mine = JSON.parse((await get(getUrl({ filter: {} }), PREFLIGHT, cookie)).text) as {
      data: { orderBook: { items: { isMine: boolean }[] } };
    };
    expect(mine.data.orderBook.items.every((i) => i.isMine)).toBe(true);
  });

  it("leaves to Apollo what it would answer differently", async () => {
    // No CSRF-prevention header: Apollo refuses the simple request.
    const noPreflight = await get(getUrl({ filter: {} }), {});
    expect(noPreflight.status).toBe(400);
    expect(noPreflight.headers.get("cache-control")).toBeNull();
    // A refused filter: the error in the catalogue's shape, from Apollo.
    const refused = await get(getUrl({ filter: { minPrice: "abc" } }));
    expect(JSON.parse(refused.text).errors[0].extensions).toMatchObject({ code: "DATA_ERROR" });
    expect(refused.headers.get("cache-control")).toBeNull();
    // Variables that do not coerce, and an Accept header without a JSON type.
    const badVariables = await get(getUrl({ filter: { page: "x" } }));
    expect(JSON.parse(badVariables.text).errors).toBeDefined();
    const html = await get(getUrl({ filter: {} }), { ...PREFLIGHT, accept: "text/html" });
    expect(html.headers.get("cache-control")).toBeNull();
    // Another operation name than the registered one.
    const renamed = await get(getUrl({ filter: {} }, persisted, { operationName: "Other" }));
    expect(renamed.headers.get("cache-control")).toBeNull();
    // A hash Apollo has never seen.
    const unknown = await get(
      getUrl({ filter: {} }, { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } }),
    );
    expect(unknown.text).toContain("PERSISTED_QUERY_NOT_FOUND");
  });
});
