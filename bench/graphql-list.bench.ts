/**
 * GraphQL list query throughput against a baseline in the same run: a raw mysql2 + node:http server
 * answering the same rows. Prints requests/s for both and the ratio (higher is better), so the number
 * survives a noisy shared machine. Run: `npm run bench` (BENCH_SECONDS=5 BENCH_CONCURRENCY=20).
 */
import "reflect-metadata";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createPool } from "mysql2/promise";
import { createGateway } from "../gateway/src/bootstrap.js";
import { CARD_SELECT } from "../gateway/src/domains/catalog/index.js";
import { seedDemo } from "../gateway/src/seed/seed-demo.js";
import { cleanupIsolated, isolatedConfig } from "../gateway/test/helpers/test-env.js";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
const QUERY = `{ cards(limit: 20) { items { id name imageUrl likes releaseAt artist { name } publisher { name } chain { code } } } }`;

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
  return done / SECONDS;
}

// The per-IP budget of public list reads would stop the load generator (one IP) within a second.
const config = isolatedConfig({ LOG_LEVEL: "silent", PUBLIC_QUERY_RATE_PER_MINUTE: "1000000" });
const gateway = await createGateway(config);
await seedDemo(gateway.deps.dataSource);
await new Promise<void>((r) => gateway.server.listen(0, "127.0.0.1", r));
const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/graphql`;

const pool = createPool({
  uri: config.DATABASE_URL,
  connectionLimit: 10,
  supportBigNumbers: true,
  bigNumberStrings: true,
});
const raw = createServer((_req, res) => {
  pool
    .query(`${CARD_SELECT} WHERE c.release_at <= NOW(3) ORDER BY c.release_at DESC, c.id DESC LIMIT 20`)
    .then(
      ([rows]) => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ data: { cards: { items: rows } } }));
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
// Warm up both paths (JIT, pools, Apollo's document cache).
await load(rawUrl, {});
await load(gatewayUrl, graphqlInit);
const baseline = await load(rawUrl, {});
const graphql = await load(gatewayUrl, graphqlInit);

console.log(`baseline  raw mysql2 + node:http : ${baseline.toFixed(0)} req/s`);
console.log(`vitrine   GraphQL cards(limit:20): ${graphql.toFixed(0)} req/s`);
console.log(`ratio     graphql / baseline     : ${(graphql / baseline).toFixed(2)}`);

raw.close();
await pool.end();
await gateway.close();
await cleanupIsolated(config);
