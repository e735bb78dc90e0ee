/**
 * R2, mixed load (issue 19): LOAD_CLIENTS virtual collectors (default 200) for LOAD_SECONDS (300)
 * against Vitrine started as it runs in production — the gateway and the workers as processes of
 * their own, over a database seeded with the demo — with the load generator in a third process
 * (test/load/clients.ts). Afterwards, once the 20 hot auctions have closed: no 5xx, no negative
 * balance, no oversold package, exactly one winner per auction that had bids, double-clicked
 * withdrawals made once, and the ledger checker sound. Prints one table per operation (count, HTTP
 * statuses, errors by code, p50, p95); exits 1 on any violation. Run: `npm run test:load`.
 */
import "reflect-metadata";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../gateway/src/config.js";
import { checkLedger } from "../../gateway/src/domains/ledger/services/check-ledger.service.js";
import { openDatabase } from "../../gateway/src/infra/database.js";
import { cleanupIsolated } from "../../gateway/test/helpers/test-env.js";
import { quantile } from "../chaos/checks.js";
import type { OpFigures } from "./clients.js";
import { startProduct } from "./product.js";
import { closeAuctionsAt, seedWorld, signIn } from "./seed.js";

const CLIENTS = Number(process.env.LOAD_CLIENTS || 200);
const SECONDS = Number(process.env.LOAD_SECONDS || 300);

const database = `vitrine_load_${process.pid}_${randomBytes(3).toString("hex")}`;
const product = await startProduct(database);
const config = loadConfig(product.env);
const ds = await openDatabase(config.DATABASE_URL, { migrate: false, poolSize: 2 });
const tmp = mkdtempSync(path.join(os.tmpdir(), "vitrine-load-"));
let exitCode = 1;
try {
  const world = await seedWorld(ds, config, CLIENTS);
  await signIn(ds, config, product.baseUrl, world);
  const loadStart = new Date();
  const auctionsEnd = new Date(loadStart.getTime() + SECONDS * 1000 + 3000);
  await closeAuctionsAt(ds, world, auctionsEnd);
  console.log(
    `${CLIENTS} collectors for ${SECONDS} s against ${product.baseUrl}; ${world.auctionIds.length} hot auctions, ` +
      `${world.packageLeft} packages left for sale`,
  );
  const file = path.join(tmp, "world.json");
  writeFileSync(file, JSON.stringify({ baseUrl: product.baseUrl, seconds: SECONDS, world }));
  const result = await new Promise<{
    figures: Record<string, OpFigures>;
    doubleClickSplit: number;
    doubleClickBoth: number;
  }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "@swc-node/register/esm-register", "test/load/clients.ts", file],
      {
        env: product.env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split("\n").pop()!))
        : reject(new Error(`load generator exited ${code}`)),
    );
  });

  // The auctions close after the load; their settlement jobs (or the sweep) must settle each once.
  const waitUntil = Date.now() + 120_000;
  const openAuctions = async () =>
    Number(
      (
        (await ds.query(`SELECT COUNT(*) AS n FROM market_listing WHERE id IN (?) AND status = 'open'`, [
          world.auctionIds,
        ])) as { n: string }[]
      )[0]!.n,
    );
  while ((await openAuctions()) > 0 && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 500));

  const rows = Object.entries(result.figures).map(([op, f]) => {
    const sorted = [...f.latencies].sort((a, b) => a - b);
    const fivexx = Object.entries(f.status)
      .filter(([s]) => s.startsWith("5") || s === "network")
      .reduce((n, [, c]) => n + c, 0);
    return {
      operation: op,
      count: f.count,
      "5xx": fivexx,
      statuses: Object.entries(f.status)
        .map(([s, n]) => `${s}:${n}`)
        .join(" "),
      errors:
        Object.entries(f.errors)
          .map(([c, n]) => `${c}:${n}`)
          .join(" ") || "-",
      "p50 ms": Number(quantile(sorted, 0.5).toFixed(1)),
      "p95 ms": Number(quantile(sorted, 0.95).toFixed(1)),
    };
  });
  console.table(rows);
  for (const [op, f] of Object.entries(result.figures)) {
    for (const [code, sample] of Object.entries(f.samples)) console.log(`  ${op} ${code}: ${sample}`);
  }

  const [negative] = (await ds.query(
    `SELECT COUNT(*) AS n FROM ledger_account WHERE user_id IS NOT NULL AND (available < 0 OR frozen < 0)`,
  )) as { n: string }[];
  const [pkg] = (await ds.query(
    `SELECT p.remaining, (SELECT COALESCE(SUM(o.quantity), 0) FROM primary_order o
                           WHERE o.product_id = p.id AND o.state = 'SUCCESS' AND o.created_at >= ?) AS sold
       FROM primary_product p WHERE p.id = ?`,
    [loadStart, world.packageId],
  )) as { remaining: number; sold: string }[];
  const auctions = (await ds.query(
    `SELECT l.id, l.status, l.bid_count AS bids,
            (SELECT COUNT(*) FROM market_bid b WHERE b.listing_id = l.id AND b.status = 'won') AS won,
            (SELECT COUNT(*) FROM market_trade t WHERE t.listing_id = l.id) AS trades
       FROM market_listing l WHERE l.id IN (?)`,
    [world.auctionIds],
  )) as { id: string; status: string; bids: number; won: string; trades: string }[];
  const badAuctions = auctions.filter((a) =>
    a.status === "open" || Number(a.bids) > 0
      ? a.status !== "sold" || Number(a.won) !== 1 || Number(a.trades) !== 1
      : Number(a.won) !== 0,
  );
  const violations = (await checkLedger(ds)).length;
  const fivexx = rows.reduce((n, r) => n + r["5xx"], 0);
  const sold = Number(pkg!.sold);
  const bids = auctions.reduce((n, a) => n + Number(a.bids), 0);
  console.log(
    `auctions: ${auctions.filter((a) => a.status === "sold").length}/${auctions.length} sold with ${bids} bids; ` +
      `package: ${sold} sold of ${world.packageLeft} left, ${pkg!.remaining} remaining; ` +
      `double-clicked withdrawals answered twice: ${result.doubleClickBoth}, naming two withdrawals: ${result.doubleClickSplit}`,
  );
  const problems = [
    fivexx && `${fivexx} answers 5xx or no answer`,
    Number(negative!.n) && `${negative!.n} negative balances`,
    (pkg!.remaining < 0 || sold !== world.packageLeft - pkg!.remaining) &&
      `package oversold: ${sold} sold, ${pkg!.remaining} remaining of ${world.packageLeft}`,
    badAuctions.length &&
      `${badAuctions.length} auctions without exactly one winner: ${JSON.stringify(badAuctions.slice(0, 3))}`,
    result.doubleClickSplit && `${result.doubleClickSplit} double clicks made two withdrawals`,
    violations && `${violations} ledger violations`,
  ].filter(Boolean);
  console.log(problems.length ? `\nVIOLATIONS: ${problems.join("; ")}` : "\nR2 passed: no violation");
  exitCode = problems.length ? 1 : 0;
} finally {
  await product.stop();
  await ds.destroy();
  await cleanupIsolated(config).catch(() => undefined);
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
