import type { Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { publishScheduledContent } from "@vitrine/gateway/domains/content/index.js";

/**
 * content/publishScheduled: at a scheduled item's publish time. A no-op unless the item is still
 * SCHEDULED and due, so a duplicate delivery or the job of an earlier schedule changes nothing.
 */
export const publishScheduledContentProcessor = (deps: AppDeps) => async (job: Job) =>
  publishScheduledContent(deps, parseJobPayload("content", "publishScheduled", job.data).itemId);
