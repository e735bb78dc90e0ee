import { Worker, type Processor } from "bullmq";
import { QUEUES, type QueueName } from "@vitrine/schema";
import type { MailAdapter } from "@vitrine/gateway/adapters/mail/mail-adapter.js";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import type { HotWalletSigner } from "@vitrine/gateway/adapters/chain/hot-wallet-signer.js";
import { createRedis } from "@vitrine/gateway/infra/redis.js";
import { OutboxRelayLoop } from "./outbox-relay-loop.js";
import { anonymiseAccountProcessor } from "./processors/accounts/anonymise-account.processor.js";
import { MARKET_CONCURRENCY, settleAuctionProcessor } from "./processors/market/settle-auction.processor.js";
import { expireOrderProcessor } from "./processors/primary/expire-order.processor.js";
import { sendMailProcessor } from "./processors/mail/send-mail.processor.js";
import { sweepProcessor } from "./processors/sweeper/sweep.processor.js";
import { walletProcessor } from "./processors/wallet/wallet.processor.js";
import { noticesProcessor } from "./processors/notices/notices.processor.js";
import { publishScheduledContentProcessor } from "./processors/content/publish-scheduled.processor.js";
import { celebritiesProcessor } from "./processors/celebrities/celebrities.processor.js";
import { stampsProcessor } from "./processors/stamps/stamps.processor.js";
import { missionsProcessor } from "./processors/missions/missions.processor.js";
import { partnersProcessor } from "./processors/partners/partners.processor.js";
import { dashboardsProcessor } from "./processors/dashboards/dashboards.processor.js";
import { keepRepeatSchedules, upsertRepeatSchedules } from "./repeat-schedules.js";
import { tracedProcessor } from "./job-tracing.js";

/**
 * Stall recovery for the queues whose jobs are due at a time (auction closes, order expiries) and for
 * the sweep that catches the ones lost (a killed sweep otherwise also holds back the next one). A
 * worker killed mid-job leaves its jobs active until their lock expires and another worker's stalled
 * check moves them back to wait: with BullMQ's defaults (30 s lock, checked every 30 s) up to a minute
 * late, and failed at the second stall. Each job is one short transaction whose update is conditional
 * on the row's state, so a job re-run after a lost lock, even while the first run is still going,
 * changes nothing twice. The cost is Redis round trips: a lock renewal per worker every 5 s
 * (lockDuration / 2) and a stalled check every 5 s; a worker whose event loop stalls longer than 10 s
 * lets its jobs run again elsewhere.
 */
export const DUE_JOB_STALL_OPTIONS = { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 5 };

export interface WorkerSet {
  workers: Worker[];
  relay: OutboxRelayLoop;
  close(): Promise<void>;
}

/**
 * One BullMQ Worker per queue, the outbox relay loop, and the sweeper's repeatable schedule.
 * Used by workers/src/main.ts and by integration tests (with their own queue prefix). `signer` (the
 * hot wallet, from workers/src/signer-config.ts) signs withdrawals; without one, send jobs fail
 * before claiming anything.
 */
export async function createWorkers(
  deps: AppDeps,
  mailAdapter: MailAdapter,
  signer: HotWalletSigner | null = null,
): Promise<WorkerSet> {
  const { config, logger } = deps;
  const processors: Record<
    QueueName,
    { processor: Processor; concurrency: number; stall?: typeof DUE_JOB_STALL_OPTIONS }
  > = {
    [QUEUES.mail]: { processor: sendMailProcessor(deps, mailAdapter), concurrency: 5 },
    [QUEUES.sweeper]: { processor: sweepProcessor(deps), concurrency: 1, stall: DUE_JOB_STALL_OPTIONS },
    [QUEUES.accounts]: { processor: anonymiseAccountProcessor(deps), concurrency: 2 },
    [QUEUES.market]: {
      processor: settleAuctionProcessor(deps),
      concurrency: MARKET_CONCURRENCY,
      stall: DUE_JOB_STALL_OPTIONS,
    },
    [QUEUES.primary]: {
      processor: expireOrderProcessor(deps),
      concurrency: 4,
      stall: DUE_JOB_STALL_OPTIONS,
    },
    // Polls hold a per-network lock; sends are few and each waits for its receipt.
    [QUEUES.wallet]: { processor: walletProcessor(deps, signer), concurrency: 4 },
    // Notices are short inserts; digests and broadcast batches are few.
    [QUEUES.notices]: { processor: noticesProcessor(deps), concurrency: 4 },
    // Closing periods and rebuilding the board are idempotent; one at a time is plenty.
    [QUEUES.celebrities]: { processor: celebritiesProcessor(deps), concurrency: 1 },
    // Stamp awards are INSERT IGNOREs; a campaign's draw is a due job, once per campaign.
    [QUEUES.stamps]: { processor: stampsProcessor(deps), concurrency: 2, stall: DUE_JOB_STALL_OPTIONS },
    // Mission events are short transactions, each applied once by its own key; resets are two a week.
    [QUEUES.missions]: { processor: missionsProcessor(deps), concurrency: 4 },
    // Webhook deliveries wait on partners' servers (10 s timeout each); failures retry with backoff.
    [QUEUES.partners]: { processor: partnersProcessor(deps), concurrency: 8 },
    // The dashboards' summary rollup replaces whole days; one at a time.
    [QUEUES.dashboards]: { processor: dashboardsProcessor(deps), concurrency: 1 },
    // Scheduled content publishes at its time: a due job like an auction close.
    [QUEUES.content]: {
      processor: publishScheduledContentProcessor(deps),
      concurrency: 2,
      stall: DUE_JOB_STALL_OPTIONS,
    },
  };

  const workers = Object.entries(processors).map(([queue, { processor, concurrency, stall }]) => {
    const worker = new Worker(queue, tracedProcessor(queue, processor, logger), {
      connection: createRedis(config.REDIS_URL, "worker"),
      prefix: config.QUEUE_PREFIX,
      concurrency,
      ...stall,
    });
    worker.on("failed", (job, error) => logger.warn({ queue, jobId: job?.id, err: error }, "job failed"));
    worker.on("error", (error) => logger.warn({ queue, err: error }, "worker error"));
    return worker;
  });

  await upsertRepeatSchedules(deps);
  const stopKeepingSchedules = keepRepeatSchedules(deps);

  const relay = new OutboxRelayLoop(deps, config.OUTBOX_POLL_MS);
  relay.start();

  return {
    workers,
    relay,
    async close() {
      stopKeepingSchedules();
      await relay.stop();
      // Worker.close() waits for running jobs to finish: a graceful stop never abandons a job halfway.
      await Promise.all(
        workers.map(async (w) => {
          await w.close();
          await w.disconnect();
        }),
      );
    },
  };
}
