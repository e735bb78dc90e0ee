import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { drawWinners, recordStampAction } from "@vitrine/gateway/domains/stamps/index.js";

/**
 * stamps/recordAction: award the stamps an action from another domain earns (once per member and
 * stamp); stamps/drawWinners: draw a campaign's winners at its end (once, whatever the deliveries).
 */
export const stampsProcessor = (deps: AppDeps) => async (job: Job) => {
  switch (job.name) {
    case "recordAction":
      return recordStampAction(deps, parseJobPayload("stamps", "recordAction", job.data));
    case "drawWinners": {
      const { campaignId } = parseJobPayload("stamps", "drawWinners", job.data);
      return drawWinners(deps, campaignId);
    }
    default:
      throw new Error(`unknown stamps job ${job.name}`);
  }
};
