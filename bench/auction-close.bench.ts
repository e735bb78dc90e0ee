/**
 * Issue 19 P2, closing waves. BENCH_AUCTIONS auctions (default 10,000), each with a leading bid, all
 * ending in the same second: the settlement jobs go through the outbox relay into BullMQ as delayed
 * jobs and one worker settles them with the market worker's own processor and concurrency (jobs
 * running together are settled in batches, workers/src/processors/market/). Baseline in the same run:
 * as many no-op jobs due in the same second on the same queue and worker concurrency. Prints the time
 * until all were done and the p50/p99 lateness (finish − due) of each, and the ratio of the rates
 * (settlements/s ÷ no-op jobs/s, higher is better). Checks afterwards that every auction was settled
 * once and the books are sound. Goal: ratio ≥ 0.25, all settled within 10 s of due, p50 under 5 s.
 *
 * Environment: BENCH_AUCTIONS (default 10000). Run: `npm run bench`, or alone:
 * `SWC_NODE_PROJECT=tsconfig.base.json node --import @swc-node/register/esm-register bench/auction-close.bench.ts`.
 */
import "reflect-metadata";
import { Worker, type Job } from "bullmq";
import { Money } from "@vitrine/schema";
import { createGateway } from "../gateway/src/bootstrap.js";
import { checkLedger } from "../gateway/src/domains/ledger/services/check-ledger.service.js";
import { scheduleAuctionSettlement } from "../gateway/src/domains/market/services/schedule-settlement.js";
import { relayOutbox } from "../gateway/src/domains/outbox/services/relay-outbox.service.js";
import { createRedis } from "../gateway/src/infra/redis.js";
import { withTransaction } from "../gateway/src/infra/transaction.js";
import { seedDemo } from "../gateway/src/seed/seed-demo.js";
import { seedLeadingBidAuctions, seedMembers } from "../gateway/test/helpers/leading-bid-auctions.js";
import { cleanupIsolated, isolatedConfig } from "../gateway/test/helpers/test-env.js";
import {
  MARKET_CONCURRENCY,
  SETTLE_BATCH,
  settleAuctionProcessor,
} from "../workers/src/processors/market/settle-auction.processor.js";

const AUCTIONS = Number(process.env.BENCH_AUCTIONS || 10_000);
/** The market worker's concurrency in workers/src/create-workers.ts. */
const CONCURRENCY = MARKET_CONCURRENCY;
const SELLERS = 100;
const BIDDERS = 100;
const BID = Money.parse("USDT", "100").minor;
const CHUNK = 1000;

// The periodic sweeper would also settle overdue auctions; keep it out of the measurement.
const config = isolatedConfig({ LOG_LEVEL: "silent", SWEEP_EVERY_MS: "3600000" });
const gateway = await createGateway(config);
const { deps } = gateway;
const ds = deps.dataSource;
await seedDemo(ds);
const setupStart = Date.now();

const sellers = await seedMembers(ds, "closeseller", SELLERS);
const bidders = await seedMembers(ds, "closebidder", BIDDERS);
const chunks = (n: number) => Array.from({ length: Math.ceil(n / CHUNK) }, (_, c) => c * CHUNK);
// Listings far in the future first; the common end time is set once the data is in place.
const { cardId, listingIds } = await seedLeadingBidAuctions(ds, {
  count: AUCTIONS,
  sellers,
  bidders,
  bid: BID,
  chunk: CHUNK,
});

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const worker = (processor: (job: Job) => Promise<unknown>) =>
  new Worker("market", processor, {
    connection: createRedis(config.REDIS_URL, "worker"),
    prefix: config.QUEUE_PREFIX,
    concurrency: CONCURRENCY,
  });
const queue = deps.queues.get("market");

// Baseline: no-op jobs due in one second, on the same queue with the same worker concurrency.
const baselineDue = Date.now() + 3000;
const noopLateness: number[] = [];
for (const start of chunks(AUCTIONS)) {
  await queue.addBulk(
    listingIds.slice(start, start + CHUNK).map((id) => ({
      name: "noop",
      data: { listingId: id },
      opts: { jobId: `noop-${id}`, delay: baselineDue - Date.now() },
    })),
  );
}
const noop = worker(async () => {
  noopLateness.push(Date.now() - baselineDue);
});
while (noopLateness.length < AUCTIONS) await new Promise((r) => setTimeout(r, 50));
await noop.close();
await noop.disconnect();
noopLateness.sort((a, b) => a - b);

// The real thing: the end time in the database, settlement jobs through the outbox and the relay.
// Far enough ahead that scheduling and relaying every job ends before it, even on a busy machine
// (a job relayed late would count its relay time as settlement lateness).
const due = new Date(Date.now() + 10_000 + AUCTIONS * 6);
due.setMilliseconds(0);
await ds.query(`UPDATE market_listing SET ends_at = ? WHERE card_id = ?`, [due, cardId]);
for (const start of chunks(AUCTIONS)) {
  await withTransaction(ds, async (em) => {
    for (const id of listingIds.slice(start, start + CHUNK)) await scheduleAuctionSettlement(em, id, due);
  });
}
while ((await relayOutbox(ds, deps.queues, 1000)) > 0);
const setupSeconds = (Date.now() - setupStart) / 1000;
const relaySlack = (due.getTime() - Date.now()) / 1000;
if (relaySlack <= 0) console.log("warning: the relay finished after the due time");
const settler = worker(settleAuctionProcessor(deps));
const countOpen = async () =>
  Number(
    (
      (await ds.query(`SELECT COUNT(*) AS n FROM market_listing WHERE card_id = ? AND status = 'open'`, [
        cardId,
      ])) as { n: string }[]
    )[0]!.n,
  );
while ((await countOpen()) > 0) await new Promise((r) => setTimeout(r, 200));
await settler.close();
await settler.disconnect();
const lateness = (
  (await ds.query(
    `SELECT TIMESTAMPDIFF(MICROSECOND, ends_at, closed_at) / 1000 AS ms FROM market_listing WHERE card_id = ? ORDER BY ms`,
    [cardId],
  )) as { ms: string }[]
).map((r) => Number(r.ms));

const [settled] = (await ds.query(
  `SELECT SUM(status = 'sold') AS sold, (SELECT COUNT(*) FROM market_trade WHERE card_id = ?) AS trades,
          (SELECT COUNT(*) FROM market_bid b JOIN market_listing l ON l.id = b.listing_id WHERE l.card_id = ? AND b.status = 'won') AS won
     FROM market_listing WHERE card_id = ?`,
  [cardId, cardId, cardId],
)) as { sold: string; trades: string; won: string }[];
const [frozen] = (await ds.query(
  `SELECT COALESCE(SUM(frozen), 0) AS frozen FROM ledger_account WHERE user_id IS NOT NULL`,
)) as {
  frozen: string;
}[];
const violations = await checkLedger(ds);
const sound =
  Number(settled!.sold) === AUCTIONS &&
  Number(settled!.trades) === AUCTIONS &&
  Number(settled!.won) === AUCTIONS &&
  frozen!.frozen === "0" &&
  violations.length === 0;

const allDone = (l: number[]) => l[l.length - 1]! / 1000;
const settleRate = AUCTIONS / allDone(lateness);
const noopRate = AUCTIONS / allDone(noopLateness);
const ratio = settleRate / noopRate;
const p50 = quantile(lateness, 0.5);
console.log(
  `${AUCTIONS} auctions ending in the same second, worker concurrency ${CONCURRENCY} (batches of up to ${SETTLE_BATCH}), ${SELLERS} sellers, ${BIDDERS} bidders (setup ${setupSeconds.toFixed(0)} s, relay done ${relaySlack.toFixed(1)} s before due)`,
);
console.log(
  `baseline  no-op jobs      : all done ${allDone(noopLateness).toFixed(2)} s after due, lateness p50 ${quantile(noopLateness, 0.5)} ms, p99 ${quantile(noopLateness, 0.99)} ms (${noopRate.toFixed(0)} jobs/s)`,
);
console.log(
  `vitrine   settleAuction   : all settled ${allDone(lateness).toFixed(2)} s after due, lateness p50 ${p50.toFixed(0)} ms, p99 ${quantile(lateness, 0.99).toFixed(0)} ms (${settleRate.toFixed(0)} settlements/s)`,
);
console.log(`ratio     settle rate / no-op rate: ${ratio.toFixed(2)}`);
console.log(`settled once each, books sound: ${sound ? "yes" : "NO"}`);
if (!sound) console.log({ settled, frozen, violations: violations.slice(0, 5) });
const summary = {
  goal: "P2",
  what: `settle rate / no-op rate (${AUCTIONS.toLocaleString("en")} auctions)`,
  ratio: Number(ratio.toFixed(3)),
  target: "≥ 0.25",
  met: sound && ratio >= 0.25 && allDone(lateness) <= 10 && p50 < 5000,
  extra: `all settled ${allDone(lateness).toFixed(1)} s after due, p50 ${(p50 / 1000).toFixed(1)} s, ${settleRate.toFixed(0)}/s${sound ? "" : ", BOOKS NOT SOUND"}`,
};
console.log(`BENCH_SUMMARY ${JSON.stringify(summary)}`);

await gateway.close();
await cleanupIsolated(config);
if (!sound) process.exitCode = 1;
