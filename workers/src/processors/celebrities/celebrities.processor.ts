import type { Job } from "bullmq";
import { parseJobPayload, QUEUES } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { closeEndedPeriods, rebuildBoard } from "@vitrine/gateway/domains/celebrities/index.js";

/** Rebuild the board's sorted sets from MySQL this often (they are also rebuilt on a read that misses). */
export const REBUILD_EVERY_MS = 15 * 60 * 1000;

/**
 * celebrities/closePeriods: store the final standings of the GMT+8 periods that just ended (a second
 * run stores nothing more); celebrities/rebuildBoard: copy the current periods' counts from MySQL into
 * Redis (safe beside live likes).
 */
export const celebritiesProcessor = (deps: AppDeps) => async (job: Job) => {
  switch (job.name) {
    case "closePeriods":
      parseJobPayload("celebrities", "closePeriods", job.data);
      return closeEndedPeriods(deps);
    case "rebuildBoard":
      parseJobPayload("celebrities", "rebuildBoard", job.data);
      return rebuildBoard(deps);
    default:
      throw new Error(`unknown celebrities job ${job.name}`);
  }
};

/**
 * The board's job schedulers: close periods a few seconds after every GMT+8 midnight (a like that
 * started just before midnight has committed by then; every week and month boundary is a midnight
 * too), and a periodic rebuild. Upserting is idempotent (see repeat-schedules.ts).
 */
export async function scheduleCelebrityJobs(deps: AppDeps): Promise<void> {
  const queue = deps.queues.get(QUEUES.celebrities);
  await queue.upsertJobScheduler(
    "celebrities-close-periods",
    { pattern: "5 0 0 * * *", tz: "Asia/Taipei" },
    { name: "closePeriods", data: {} },
  );
  await queue.upsertJobScheduler(
    "celebrities-rebuild-board",
    { every: REBUILD_EVERY_MS },
    { name: "rebuildBoard", data: {} },
  );
}
