import type { JobsOptions } from "bullmq";
import type { DataSource } from "typeorm";
import type { QueueRegistry } from "../../../infra/queues.js";
import { claimPendingOutbox, markOutboxDispatched } from "../outbox.repo.js";

/**
 * Moves committed outbox rows into BullMQ. Rows are claimed with `FOR UPDATE SKIP LOCKED` so several
 * relays never enqueue the same batch at once; the job id (`outbox-<id>` unless the row names one)
 * makes a repeat after a crash between enqueue and commit a no-op in BullMQ. Returns how many rows
 * were relayed.
 */
export async function relayOutbox(
  dataSource: DataSource,
  queues: QueueRegistry,
  batchSize = 100,
): Promise<number> {
  return dataSource.transaction(async (em) => {
    const rows = await claimPendingOutbox(em, batchSize);
    if (rows.length === 0) return 0;
    const now = Date.now();
    for (const row of rows) {
      const queue = queues.get(row.queue);
      const delay = row.run_at ? Math.max(0, new Date(row.run_at).getTime() - now) : 0;
      // The request id rides as a job option, outside the payload contract (read with jobRequestId).
      const options = {
        jobId: row.job_id ?? `outbox-${row.id}`,
        delay,
        requestId: row.request_id ?? undefined,
      };
      await queue.add(row.name, JSON.parse(row.payload) as unknown, options as JobsOptions);
    }
    await markOutboxDispatched(
      em,
      rows.map((r) => r.id),
    );
    return rows.length;
  });
}

/** The request id a job was enqueued with (see relayOutbox), or null. */
export function jobRequestId(job: { opts?: unknown }): string | null {
  const id = (job.opts as { requestId?: unknown } | undefined)?.requestId;
  return typeof id === "string" && id !== "" ? id : null;
}
