import "reflect-metadata";
import { createMailAdapter } from "@vitrine/gateway/adapters/mail/create-mail-adapter.js";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { openSystemAccounts } from "@vitrine/gateway/domains/ledger/index.js";
import { closeDatabase, openDatabase } from "@vitrine/gateway/infra/database.js";
import { QueueRegistry } from "@vitrine/gateway/infra/queues.js";
import { createRedis } from "@vitrine/gateway/infra/redis.js";
import { createLogger } from "@vitrine/gateway/logger.js";
import { createWorkers } from "./create-workers.js";
import { startWorkerMetricsServer } from "./job-metrics.js";
import { loadWorkerConfigOrExit } from "./signer-config.js";

// The workers alone read the wallet's keys: the shared config comes from the environment without
// them, the hot wallet signer from them (checked against that config in production).
const { config, signer } = loadWorkerConfigOrExit();
const logger = createLogger(config, "workers");

// Migrations are the gateway's (and `npm run migrate`'s) job; workers only connect.
const dataSource = await openDatabase(config.DATABASE_URL, { migrate: false, poolSize: 5 });
// The system accounts are opened before any posting (see openSystemAccounts); the gateway does the
// same, and a worker started before the first migration leaves it to the gateway.
await openSystemAccounts(dataSource).catch((error: unknown) =>
  logger.warn({ err: error }, "system ledger accounts not opened yet"),
);
const redis = createRedis(config.REDIS_URL, "worker");
redis.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
const queues = new QueueRegistry(redis, config.QUEUE_PREFIX);
const deps: AppDeps = { config, logger, dataSource, redis, queues };
const mailAdapter = createMailAdapter(config);
const set = await createWorkers(deps, mailAdapter, signer);
logger.info({ queues: set.workers.map((w) => w.name), mail: mailAdapter.kind }, "workers running");
// Job durations and failures for Prometheus (docs/OPERATIONS.md): only when WORKERS_METRICS_PORT is set.
const metricsPort = Number(process.env.WORKERS_METRICS_PORT ?? 0);
const metricsServer =
  metricsPort > 0
    ? startWorkerMetricsServer(metricsPort, {
        host: process.env.WORKERS_METRICS_HOST ?? "127.0.0.1",
        token: config.METRICS_TOKEN,
        logger,
      })
    : null;

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "workers stopping: finishing running jobs");
  setTimeout(() => {
    logger.error("graceful stop took longer than 30 s; exiting");
    process.exit(1);
  }, 30_000).unref();
  // Running jobs get 20 s. A job (or the relay) waiting on a MySQL that went away without closing its
  // sockets never finishes: then the workers close without waiting, the pool's sockets are destroyed
  // below, and the jobs run again on another worker once their locks lapse (each is idempotent).
  const within = (ms: number, step: Promise<unknown>) =>
    Promise.race([
      step.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref()),
    ]);
  if (!(await within(20_000, set.close()))) {
    logger.warn("running jobs did not finish within 20 s; closing without them");
    await within(3000, Promise.all(set.workers.map((w) => w.close(true).catch(() => undefined))));
  }
  metricsServer?.close();
  await queues.close();
  await mailAdapter.close?.();
  redis.disconnect();
  // Bounded: after a MySQL outage mysql2's pool.end() may never call back (closeDatabase).
  await closeDatabase(dataSource, 1000);
  logger.info("workers stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
