import type { Job } from "bullmq";
import { parseJobPayload, QUEUES } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { rollupDashboards } from "@vitrine/gateway/domains/dashboards/index.js";

/** How often the dashboards' summary days are recomputed (yesterday and today each time). */
export const DASHBOARD_ROLLUP_EVERY_MS = 10 * 60 * 1000;

/** dashboards/rollup: recompute and replace the recent summary days (a rerun writes the same rows). */
export const dashboardsProcessor = (deps: AppDeps) => async (job: Job) => {
  switch (job.name) {
    case "rollup": {
      parseJobPayload("dashboards", "rollup", job.data);
      const result = await rollupDashboards(deps.dataSource);
      deps.logger.info({ queue: QUEUES.dashboards, ...result }, "dashboard rollup");
      return result;
    }
    default:
      throw new Error(`unknown dashboards job ${job.name}`);
  }
};

/** The rollup's job scheduler, every 10 minutes and a few seconds after each GMT+8 midnight. */
export async function scheduleDashboardRollup(deps: AppDeps): Promise<void> {
  const queue = deps.queues.get(QUEUES.dashboards);
  await queue.upsertJobScheduler(
    "dashboards-rollup",
    { every: DASHBOARD_ROLLUP_EVERY_MS },
    { name: "rollup", data: {} },
  );
  await queue.upsertJobScheduler(
    "dashboards-rollup-midnight",
    { pattern: "30 0 0 * * *", tz: "Asia/Taipei" },
    { name: "rollup", data: {} },
  );
}
