import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { fanOutBroadcast, produceNotice, sendNoticeDigest } from "@vitrine/gateway/domains/notices/index.js";

/**
 * notices/produce: one notice row (once per member, kind and event); notices/digest: one mail with a
 * member's waiting notices; notices/broadcast: a staff announcement fanned out in batches.
 */
export const noticesProcessor = (deps: AppDeps) => async (job: Job) => {
  switch (job.name) {
    case "produce":
      return produceNotice(deps, parseJobPayload("notices", "produce", job.data));
    case "digest":
      return sendNoticeDigest(deps, parseJobPayload("notices", "digest", job.data).userId);
    case "broadcast":
      return fanOutBroadcast(deps, parseJobPayload("notices", "broadcast", job.data).broadcastId);
    default:
      throw new Error(`unknown notices job ${job.name}`);
  }
};
