/**
 * orderBook (a page of 20 listings with card, artist, publisher, series, chain and seller) through the
 * whole GraphQL stack, against a baseline in the same run: raw mysql2 + node:http running the same two
 * statements (the page SQL and its COUNT) and answering the rows as JSON. Prints requests/s for both,
 * the ratio (higher is better), and the SQL statements the gateway ran per page — that number must stay
 * at 2 whatever the page size (no per-row lookups). Run: `npm run bench` (BENCH_SECONDS, BENCH_CONCURRENCY).
 */
import "reflect-metadata";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPool } from "mysql2/promise";
import { createGateway } from "../gateway/src/bootstrap.js";
import { createAccount } from "../gateway/src/domains/accounts/services/create-account.service.js";
import { CARD_SELECT } from "../gateway/src/domains/catalog/index.js";
import { LISTING_SELECT } from "../gateway/src/domains/market/repo/listing-select.repo.js";
import { OPEN_LISTING_SQL } from "../gateway/src/domains/market/repo/market-reads.repo.js";
import { withTransaction } from "../gateway/src/infra/transaction.js";
import { seedDemo } from "../gateway/src/seed/seed-demo.js";
import { cleanupIsolated, isolatedConfig } from "../gateway/test/helpers/test-env.js";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const LISTINGS = 500;
const QUERY = `{ orderBook(filter: { sort: LISTED_NEWEST }) { total page pageSize items {
  id type state unitPrice startPrice highestBid bidCount minimumNextBid endsAt isMine
  card { id name imageUrl artist { name } publisher { name } series { name } chain { code } }
  seller { publicId displayName } } } }`;

async function load(url: string, init: RequestInit): Promise<number> {
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const res = await fetch(url, init);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        done++;
      }
    }),
  );
  return done;
}

// The per-IP budget of public list reads would stop the load generator (one IP) within a second.
const config = isolatedConfig({ LOG_LEVEL: "silent", PUBLIC_QUERY_RATE_PER_MINUTE: "1000000" });
const gateway = await createGateway(config);
const dataSource = gateway.deps.dataSource;
await seedDemo(dataSource);

// Sellers and open listings (direct and auctions) spread over the demo cards.
const sellers: string[] = [];
await withTransaction(dataSource, async (em) => {
  for (let i = 0; i < 10; i++) {
    const user = await createAccount(em, {
      email: `bench-seller-${i}@example.com`,
      passwordHash: null,
      nickname: `bench-seller-${i}`,
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "member",
    });
    sellers.push(user.id);
  }
});
const cards = ((await dataSource.query(`SELECT id FROM card ORDER BY id`)) as { id: number }[]).map(
  (c) => c.id,
);
for (let i = 0; i < LISTINGS; i++) {
  const auction = i % 3 === 0;
  await dataSource.query(
    `INSERT INTO market_listing (seller_id, card_id, type, units, remaining, unit_price, start_price, starts_at, ends_at, created_at)
     VALUES (?, ?, ?, 1, 1, ?, ?, NOW(3) - INTERVAL ? MINUTE, ?, NOW(3) - INTERVAL ? MINUTE)`,
    [
      sellers[i % sellers.length],
      cards[i % cards.length],
      auction ? "auction" : "direct",
      auction ? null : String((11 + i) * 1_000_000),
      auction ? String((11 + i) * 1_000_000) : null,
      i,
      auction ? new Date(Date.now() + 86_400_000 * (1 + (i % 20))) : null,
      i,
    ],
  );
}

await new Promise<void>((r) => gateway.server.listen(0, "127.0.0.1", r));
const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/graphql`;

const pool = createPool({
  uri: config.DATABASE_URL,
  connectionLimit: 10,
  supportBigNumbers: true,
  bigNumberStrings: true,
  timezone: "Z",
});
// The same two statements the gateway runs for this page.
const raw = createServer((_req, res) => {
  const now = new Date();
  Promise.all([
    pool.query(`${LISTING_SELECT} WHERE ${OPEN_LISTING_SQL} ORDER BY l.created_at DESC, l.id DESC LIMIT 20`, [
      now,
    ]),
    pool.query(
      `SELECT COUNT(*) AS total FROM market_listing l JOIN (${CARD_SELECT}) cv ON cv.id = l.card_id WHERE ${OPEN_LISTING_SQL}`,
      [now],
    ),
  ]).then(
    ([[rows], [count]]) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ data: { orderBook: { items: rows, total: count } } }));
    },
    () => res.writeHead(500).end(),
  );
});
await new Promise<void>((r) => raw.listen(0, "127.0.0.1", r));
const rawUrl = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/`;

const graphqlInit: RequestInit = {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ query: QUERY }),
};
const check = (await (await fetch(gatewayUrl, graphqlInit)).json()) as {
  data?: { orderBook: { items: unknown[]; total: number } };
  errors?: unknown;
};
if (!check.data || check.data.orderBook.items.length !== 20) throw new Error(JSON.stringify(check.errors));

// Count every statement the gateway's data source runs while the GraphQL load is measured.
let statements = 0;
const logger = dataSource.logger;
const logQuery = logger.logQuery.bind(logger);
logger.logQuery = (query, parameters, runner) => {
  statements++;
  return logQuery(query, parameters, runner);
};

// Warm up both paths (JIT, pools, Apollo's document cache).
await load(rawUrl, {});
await load(gatewayUrl, graphqlInit);
const baseline = (await load(rawUrl, {})) / SECONDS;
statements = 0;
const requests = await load(gatewayUrl, graphqlInit);
const perPage = statements / requests;
const graphql = requests / SECONDS;

console.log(`baseline  raw mysql2 + node:http (page + count): ${baseline.toFixed(0)} req/s`);
console.log(`vitrine   GraphQL orderBook page of 20        : ${graphql.toFixed(0)} req/s`);
console.log(`ratio     graphql / baseline                  : ${(graphql / baseline).toFixed(2)}`);
console.log(`sql       statements per orderBook page       : ${perPage.toFixed(2)}`);

raw.close();
await pool.end();
await gateway.close();
await cleanupIsolated(config);
