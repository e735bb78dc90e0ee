/**
 * The server of bench/first-load.bench.ts: the gateway serving a copy of a client build (with the
 * static baseline page written beside it), on its own database with the demo catalogue and 40 open
 * listings, so the marketplace's first page has 20 cards.
 */
import "reflect-metadata";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createGateway } from "../gateway/src/bootstrap.js";
import { createAccount } from "../gateway/src/domains/accounts/services/create-account.service.js";
import { withTransaction } from "../gateway/src/infra/transaction.js";
import { seedDemo } from "../gateway/src/seed/seed-demo.js";
import { cleanupIsolated, isolatedConfig } from "../gateway/test/helpers/test-env.js";
import { staticCardsHtml, writeStaticPage, type StaticCard } from "./first-load-static.js";

const LISTINGS = 40;
export const STATIC_PAGE = "first-load-static.html";

export interface FirstLoadServer {
  base: string;
  close(): Promise<void>;
}

export async function startFirstLoadServer(clientDist: string): Promise<FirstLoadServer> {
  // A copy, so the static baseline page sits beside the app in the directory the gateway serves.
  const dist = mkdtempSync(path.join(tmpdir(), "vitrine-first-load-"));
  cpSync(clientDist, dist, { recursive: true });

  const config = isolatedConfig({
    LOG_LEVEL: "silent",
    PUBLIC_QUERY_RATE_PER_MINUTE: "1000000",
    CLIENT_DIST: dist,
  });
  const gateway = await createGateway(config);
  const dataSource = gateway.deps.dataSource;
  await seedDemo(dataSource);
  const sellers: string[] = [];
  await withTransaction(dataSource, async (em) => {
    for (let i = 0; i < 4; i++) {
      const user = await createAccount(em, {
        email: `first-load-seller-${i}@example.com`,
        passwordHash: null,
        nickname: `seller-${i}`,
        signUpMethod: "email",
        site: 1,
        locale: "tw",
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
  const base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;

  // The marketplace's first page, as the client asks for it (useMarketFilters' defaults).
  const answer = (await (
    await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
      body: JSON.stringify({
        query: `query ($filter: OrderBookFilter) { orderBook(filter: $filter) { items {
          id type unitPrice startPrice highestBid card { name imageUrl } } } }`,
        variables: { filter: { status: 1, sort: "LISTED_NEWEST", page: 1 } },
      }),
    })
  ).json()) as { data?: { orderBook: { items: StaticCard[] } }; errors?: unknown };
  const items = answer.data?.orderBook.items ?? [];
  if (items.length !== 20)
    throw new Error(`expected 20 listings on the first page: ${JSON.stringify(answer)}`);
  writeStaticPage(dist, STATIC_PAGE, staticCardsHtml(items));
  return {
    base,
    async close() {
      await gateway.close();
      await cleanupIsolated(config);
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
