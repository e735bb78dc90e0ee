import { Gauge, Registry } from "prom-client";
import { QUEUES } from "@vitrine/schema";
import type { AppDeps } from "../app-deps.js";
import { outboxBacklog } from "../domains/outbox/index.js";
import { chainStatus } from "../domains/wallet/index.js";

/** mysql2's pool counters (not in its typings). */
interface PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

const QUEUE_STATES = [
  "waiting",
  "active",
  "delayed",
  "failed",
  "completed",
  "waiting-children",
  "prioritized",
] as const;
/** Chain status asks the nodes; a scrape every 15 s reuses an answer this fresh. */
const CHAIN_CACHE_MS = 30_000;
let chainCache: { at: number; value: Awaited<ReturnType<typeof chainStatus>> } | null = null;

async function cachedChainStatus(deps: AppDeps) {
  if (chainCache && Date.now() - chainCache.at < CHAIN_CACHE_MS) return chainCache.value;
  const value = await chainStatus(deps, { timeoutMs: 2000 });
  chainCache = { at: Date.now(), value };
  return value;
}

/** Turns a failure to read one source into a 0/absent series and a log line, never a failed scrape. */
async function safely(deps: AppDeps, what: string, read: () => Promise<void>): Promise<void> {
  try {
    await read();
  } catch (error) {
    deps.logger.warn({ err: error, what }, "metrics source unavailable");
  }
}

/**
 * The gauges read at scrape time, in a registry of their own built for this scrape: DB pool, Redis
 * state, queue depth per queue and state, job failures (BullMQ's per-queue failed count), outbox
 * backlog, deposit watcher lag and hot-wallet balance per network (what chain status computes).
 */
export async function scrapeRegistry(deps: AppDeps): Promise<Registry> {
  const registry = new Registry();
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });

  const pool = (deps.dataSource.driver as unknown as { pool?: PoolInternals }).pool;
  const dbPool = gauge("vitrine_db_pool_connections", "mysql2 pool connections by state.", ["state"]);
  dbPool.set({ state: "total" }, pool?._allConnections?.length ?? 0);
  dbPool.set({ state: "free" }, pool?._freeConnections?.length ?? 0);
  dbPool.set({ state: "queued_requests" }, pool?._connectionQueue?.length ?? 0);
  gauge("vitrine_db_pool_limit", "mysql2 pool connection limit.").set(pool?.config?.connectionLimit ?? 0);

  const redisUp = gauge("vitrine_redis_up", "1 when the gateway's Redis connection is ready.");
  redisUp.set(deps.redis.status === "ready" ? 1 : 0);

  const depth = gauge("vitrine_queue_jobs", "BullMQ jobs per queue and state.", ["queue", "state"]);
  const failures = gauge("vitrine_queue_failed_jobs", "Failed jobs kept per queue (retention 7 days).", [
    "queue",
  ]);
  await safely(deps, "queues", async () => {
    for (const name of Object.values(QUEUES)) {
      const counts = await deps.queues.get(name).getJobCounts(...QUEUE_STATES);
      for (const state of QUEUE_STATES) depth.set({ queue: name, state }, counts[state] ?? 0);
      failures.set({ queue: name }, counts.failed ?? 0);
    }
  });

  const backlog = gauge("vitrine_outbox_backlog", "Outbox rows not yet relayed to BullMQ.");
  const oldest = gauge("vitrine_outbox_oldest_age_seconds", "Age of the oldest undispatched outbox row.");
  await safely(deps, "outbox", async () => {
    const b = await outboxBacklog(deps.dataSource.manager);
    backlog.set(b.count);
    oldest.set(b.oldestAgeSeconds);
  });

  const lag = gauge("vitrine_deposit_watcher_lag_blocks", "Blocks the deposit watcher is behind the head.", [
    "network",
  ]);
  const hot = gauge("vitrine_hot_wallet_balance_usdt", "Hot wallet USDT balance per network.", ["network"]);
  const chainUp = gauge("vitrine_chain_node_up", "1 when the network's node answered.", ["network"]);
  await safely(deps, "chain", async () => {
    for (const s of await cachedChainStatus(deps)) {
      chainUp.set({ network: s.network }, s.available && s.error === null ? 1 : 0);
      if (s.lagBlocks !== null) lag.set({ network: s.network }, Number(s.lagBlocks));
      if (s.hotWalletUsdt !== null) hot.set({ network: s.network }, Number(s.hotWalletUsdt));
    }
  });
  return registry;
}
