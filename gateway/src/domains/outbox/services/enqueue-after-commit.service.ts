import type { EntityManager } from "typeorm";
import { parseJobPayload, type JobName, type JobPayload, type QueueName } from "@vitrine/schema";
import { currentRequestId } from "../../../observability/request-context.js";
import { insertOutboxMessage } from "../outbox.repo.js";

export interface EnqueueOptions {
  /** Deterministic BullMQ job id, for jobs that must exist at most once. */
  jobId?: string;
  /** Run the job no earlier than this time. */
  runAt?: Date;
  /** The request id the job carries (default: the current request's or job's, if any). */
  requestId?: string | null;
}

/**
 * Records a job in the outbox inside the caller's transaction. The relay enqueues it after commit;
 * if the transaction rolls back, the job never exists. The payload is validated against its contract
 * here, so a malformed job fails the business change instead of a worker later. The row keeps the
 * current request id (observability/request-context.ts), which the job carries as its `requestId` option.
 */
export async function enqueueAfterCommit<Q extends QueueName, N extends JobName<Q>>(
  em: EntityManager,
  queue: Q,
  name: N,
  payload: JobPayload<Q, N>,
  options: EnqueueOptions = {},
): Promise<{ id: string }> {
  parseJobPayload(queue, name, payload);
  const id = await insertOutboxMessage(em, {
    queue,
    name,
    payload: JSON.stringify(payload),
    jobId: options.jobId ?? null,
    runAt: options.runAt ?? null,
    requestId: (options.requestId ?? currentRequestId())?.slice(0, 64) ?? null,
  });
  return { id };
}
