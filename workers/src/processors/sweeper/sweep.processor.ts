import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { runSweep } from "@vitrine/gateway/domains/sweeper/index.js";

/** sweeper/sweep: run every registered catch-up task. */
export const sweepProcessor = (deps: AppDeps) => async (job: Job) => {
  parseJobPayload("sweeper", "sweep", job.data);
  return runSweep(deps);
};
