import { UnrecoverableError, type Job } from "bullmq";
import { parseJobPayload } from "@vitrine/schema";
import type { AppDeps } from "@vitrine/gateway/app-deps.js";
import { deliverPartnerEvent } from "@vitrine/gateway/domains/partners/index.js";

/** A receiver that did not answer 2xx: the job fails and BullMQ retries it with exponential backoff. */
export class WebhookNotAccepted extends Error {}

/**
 * partners/deliverWebhook: one signed POST of a stored event to the partner (docs/PARTNERS.md). The
 * queue's default options give 5 attempts with exponential backoff from 1 s; the last one marks the
 * event FAILED (staff can redeliver it from the console). A callback host that is, or resolves to, an
 * internal address in production is refused without connecting: the event is FAILED at once and the job
 * is not retried (UnrecoverableError) — the URL or its DNS needs fixing before a redelivery.
 */
export const partnersProcessor = (deps: AppDeps) => async (job: Job) => {
  if (job.name !== "deliverWebhook") throw new Error(`unknown partners job ${job.name}`);
  const { eventId } = parseJobPayload("partners", "deliverWebhook", job.data);
  const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  const result = await deliverPartnerEvent(deps, eventId, final);
  if (result === "retry") throw new WebhookNotAccepted(`partner event ${eventId} not accepted`);
  if (result === "refused") {
    throw new UnrecoverableError(`partner event ${eventId}: callback address refused (not public)`);
  }
  return result;
};
