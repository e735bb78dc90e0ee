import { QUEUES } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { scheduleDepositPolls } from "./processors/wallet/wallet.processor.js";
import { scheduleCustodyJobs } from "./processors/wallet/custody.processor.js";
import { scheduleCelebrityJobs } from "./processors/celebrities/celebrities.processor.js";
import { scheduleMissionResets } from "./processors/missions/missions.processor.js";
import { scheduleDashboardRollup } from "./processors/dashboards/dashboards.processor.js";

/**
 * The repeatable jobs the workers keep in BullMQ: the catch-up sweep and one deposit poll per
 * configured network. They live only in Redis, so a Redis that comes back empty (restarted without
 * persistence, or restored from an older snapshot) has none, and the sweep that catches every job
 * such a restart loses (auction closes, order expiries) would never run again. Upserting is
 * idempotent, so they are written at start and again every time the workers' connection becomes ready.
 * Each time, one sweep is also asked for at once: what a killed worker or an emptied Redis lost is
 * overdue now, and the next periodic sweep can be up to SWEEP_EVERY_MS away.
 */
export async function upsertRepeatSchedules(deps: AppDeps): Promise<void> {
  await deps.queues
    .get(QUEUES.sweeper)
    .upsertJobScheduler(
      "sweep-periodically",
      { every: deps.config.SWEEP_EVERY_MS },
      { name: "sweep", data: {} },
    );
  await scheduleDepositPolls(deps);
  await scheduleCustodyJobs(deps);
  await scheduleCelebrityJobs(deps);
  await scheduleMissionResets(deps);
  await scheduleDashboardRollup(deps);
  await sweepNow(deps);
}

/**
 * Adds one sweep job to run now. Requests within 2 s of each other (worker processes starting together,
 * their connections coming back together after a Redis restart) are one job: a sweep does everything
 * overdue, so one is enough; a later request is a new sweep, which also covers what went overdue since.
 */
export async function sweepNow(deps: AppDeps): Promise<void> {
  await deps.queues.get(QUEUES.sweeper).add("sweep", {}, { deduplication: { id: "sweep-now", ttl: 2000 } });
}

/** Writes the schedules again on every reconnection of `deps.redis`; returns the listener's remover. */
export function keepRepeatSchedules(deps: AppDeps): () => void {
  const onReady = () => {
    upsertRepeatSchedules(deps).catch((error: unknown) =>
      deps.logger.warn(
        { err: error },
        "writing the repeatable job schedules failed; next reconnection retries",
      ),
    );
  };
  deps.redis.on("ready", onReady);
  return () => deps.redis.off("ready", onReady);
}
