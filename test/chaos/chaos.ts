/**
 * R3, kills and restarts (issue 19): while CHAOS_AUCTIONS auctions (default 1,000) close and
 * CHAOS_ORDERS unpaid 1-hour orders (default 1,000) expire — their times moved near and spread over
 * CHAOS_WINDOW_SECONDS (60) — CHAOS_WORKERS worker processes (2) run against a Redis of the run's own;
 * one of them is killed with SIGKILL every 2–10 s (random) and started again, and that Redis is killed
 * and started again twice (CHAOS_REDIS_RESTARTS), without persistence unless CHAOS_REDIS_AOF=1. Then:
 * every auction closed and every order expired within its time + 90 s, none twice (one trade and one
 * won bid per sold auction, the product's stock back exactly), no bid left frozen, the ledger sound.
 * Prints the figures; exits 1 on any violation. Run: `npm run test:chaos`.
 */
import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createGateway } from "../../gateway/src/bootstrap.js";
import { seedDemo } from "../../gateway/src/seed/seed-demo.js";
import { cleanupIsolated, isolatedConfig } from "../../gateway/test/helpers/test-env.js";
import { pending, quantile, readOutcome } from "./checks.js";
import { freePort, PrivateRedis } from "./redis-server.js";
import { moveDue, seedChaos } from "./seed.js";
import { WorkerProcesses } from "./worker-processes.js";

const AUCTIONS = Number(process.env.CHAOS_AUCTIONS || 1000);
const ORDERS = Number(process.env.CHAOS_ORDERS || 1000);
const WINDOW_MS = Number(process.env.CHAOS_WINDOW_SECONDS || 60) * 1000;
const WORKERS = Number(process.env.CHAOS_WORKERS || 2);
const REDIS_RESTARTS = Number(process.env.CHAOS_REDIS_RESTARTS ?? 2);
const AOF = process.env.CHAOS_REDIS_AOF === "1";
/** CHAOS_KILLS=0 keeps the workers alive: Redis restarts alone. */
const KILLS = process.env.CHAOS_KILLS !== "0";
const GRACE_MS = 90_000;
const LEAD_MS = 15_000;

const redisDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-chaos-redis-"));
const redis = new PrivateRedis(await freePort(), redisDir, AOF);
await redis.start();
// The sweeper interval is the production default (30 s) unless CHAOS_SWEEP_EVERY_MS says otherwise.
const config = isolatedConfig({
  REDIS_URL: redis.url,
  LOG_LEVEL: "silent",
  ...(process.env.CHAOS_SWEEP_EVERY_MS ? { SWEEP_EVERY_MS: process.env.CHAOS_SWEEP_EVERY_MS } : {}),
});
const gateway = await createGateway(config);
const { deps } = gateway;
const ds = deps.dataSource;
let exitCode = 1;
const workers = new WorkerProcesses(WORKERS, {
  DATABASE_URL: config.DATABASE_URL,
  REDIS_URL: config.REDIS_URL,
  QUEUE_PREFIX: config.QUEUE_PREFIX,
  NODE_ENV: "test",
  OUTBOX_POLL_MS: "500",
  SWEEP_EVERY_MS: String(config.SWEEP_EVERY_MS),
});
try {
  await seedDemo(ds);
  const setupStarted = Date.now();
  const seed = await seedChaos(deps, AUCTIONS, ORDERS);
  const start = Date.now() + LEAD_MS;
  await moveDue(deps, seed, start, WINDOW_MS);
  console.log(
    `seeded ${AUCTIONS} auctions and ${ORDERS} unpaid orders in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s; ` +
      `due from ${LEAD_MS / 1000} s to ${(LEAD_MS + WINDOW_MS) / 1000} s from now; Redis ${AOF ? "with" : "without"} appendonly, ` +
      `sweeper every ${config.SWEEP_EVERY_MS / 1000} s, ${WORKERS} worker processes`,
  );
  await workers.startAll();

  // Kills: one random worker every 2–10 s, started again at once. Redis: killed and started again at
  // evenly spaced moments inside the window (while jobs are due).
  const deadline = start + WINDOW_MS + GRACE_MS;
  const redisAt = Array.from(
    { length: REDIS_RESTARTS },
    (_, i) => start + ((i + 1) * WINDOW_MS) / (REDIS_RESTARTS + 1),
  );
  let nextKill = Date.now() + 2000 + Math.random() * 8000;
  let redisRestarts = 0;
  let lastReport = 0;
  let doneAt: number | null = null;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    // The next kill is due 2–10 s after the last; it waits for a running worker if none is up yet.
    if (KILLS && Date.now() >= nextKill && (await workers.killOneAndRestart())) {
      nextKill = Date.now() + 2000 + Math.random() * 8000;
    }
    if (redisRestarts < redisAt.length && Date.now() >= redisAt[redisRestarts]!) {
      await redis.restart();
      redisRestarts++;
      console.log(`${((Date.now() - start) / 1000).toFixed(0)} s: Redis killed and started again`);
    }
    if (Date.now() - lastReport >= 10_000) {
      lastReport = Date.now();
      const left = await pending(ds, seed);
      console.log(
        `${((Date.now() - start) / 1000).toFixed(0)} s: open auctions ${left.auctions}, unpaid orders ${left.orders}, worker kills ${workers.kills}`,
      );
      if (
        left.auctions === 0 &&
        left.orders === 0 &&
        Date.now() > start + WINDOW_MS &&
        redisRestarts === redisAt.length
      ) {
        doneAt = Date.now();
        break;
      }
    }
  }
  await workers.stopAll();

  const o = await readOutcome(ds, seed, GRACE_MS);
  const starts = [...workers.startSeconds].sort((a, b) => a - b);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `\nworker processes killed (SIGKILL) and restarted: ${workers.kills}; Redis restarts: ${redisRestarts}; ` +
      `a worker start took p50 ${quantile(starts, 0.5).toFixed(1)} s, max ${quantile(starts, 1).toFixed(1)} s`,
  );
  console.log(
    `auctions: ${AUCTIONS - o.auctionsOpen}/${AUCTIONS} closed, after due p50 ${s(quantile(o.auctionLatenessMs, 0.5))} s, ` +
      `p95 ${s(quantile(o.auctionLatenessMs, 0.95))} s, max ${s(quantile(o.auctionLatenessMs, 1))} s; over 90 s: ${o.auctionsLate}; settled twice: ${o.auctionsTwice}`,
  );
  console.log(
    `orders:   ${ORDERS - o.ordersOpen}/${ORDERS} expired, after due p50 ${s(quantile(o.orderLatenessMs, 0.5))} s, ` +
      `p95 ${s(quantile(o.orderLatenessMs, 0.95))} s, max ${s(quantile(o.orderLatenessMs, 1))} s; over 90 s: ${o.ordersLate}; ` +
      `stock ${o.stockAfter}/${seed.productStock}`,
  );
  console.log(`ledger: ${o.ledgerViolations} violations, ${o.frozenLeft} USDT minor units left frozen`);
  if (doneAt) console.log(`everything done ${s(doneAt - start - WINDOW_MS)} s after the last due time`);
  const violations = [
    o.auctionsOpen && `${o.auctionsOpen} auctions still open`,
    o.auctionsLate && `${o.auctionsLate} auctions closed more than 90 s late`,
    o.auctionsTwice && `${o.auctionsTwice} extra settlements`,
    o.ordersOpen && `${o.ordersOpen} orders still unpaid`,
    o.ordersLate && `${o.ordersLate} orders expired more than 90 s late`,
    o.stockAfter !== seed.productStock && `stock ${o.stockAfter}, expected ${seed.productStock}`,
    o.ledgerViolations && `${o.ledgerViolations} ledger violations`,
    o.frozenLeft !== "0" && "bids left frozen",
  ].filter(Boolean);
  console.log(violations.length ? `\nVIOLATIONS: ${violations.join("; ")}` : "\nR3 passed: no violation");
  exitCode = violations.length ? 1 : 0;
} finally {
  await workers.stopAll();
  await gateway.close();
  await cleanupIsolated(config).catch(() => undefined);
  await redis.stop();
  rmSync(redisDir, { recursive: true, force: true });
}
process.exit(exitCode);
