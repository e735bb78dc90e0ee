import type { Job } from "bullmq";
import { parseJobPayload, QUEUES } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { advanceMissions, resetPeriodicMissions } from "@vitrine/gateway/domains/missions/index.js";

/**
 * missions/advance: apply one domain event to the member's missions (once per member, event and key);
 * missions/resetPeriodic: start the daily or weekly missions of the GMT+8 period that began (once per
 * period).
 */
export const missionsProcessor = (deps: AppDeps) => async (job: Job) => {
  switch (job.name) {
    case "advance":
      return advanceMissions(deps, parseJobPayload("missions", "advance", job.data));
    case "resetPeriodic":
      return resetPeriodicMissions(deps, parseJobPayload("missions", "resetPeriodic", job.data).period);
    default:
      throw new Error(`unknown missions job ${job.name}`);
  }
};

/**
 * The reset schedulers: daily a few seconds after 00:00 GMT+8, weekly a few seconds after Monday 00:00
 * GMT+8 (an event of the new period arriving first starts its own row; see resetPeriodicMissions).
 * Upserting is idempotent (see repeat-schedules.ts).
 */
export async function scheduleMissionResets(deps: AppDeps): Promise<void> {
  const queue = deps.queues.get(QUEUES.missions);
  await queue.upsertJobScheduler(
    "missions-reset-daily",
    { pattern: "2 0 0 * * *", tz: "Asia/Taipei" },
    { name: "resetPeriodic", data: { period: "DAILY" } },
  );
  await queue.upsertJobScheduler(
    "missions-reset-weekly",
    { pattern: "2 0 0 * * 1", tz: "Asia/Taipei" },
    { name: "resetPeriodic", data: { period: "WEEKLY" } },
  );
}
