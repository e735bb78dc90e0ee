import type { EntityManager } from "typeorm";

/*
 * outbox_message: a job to enqueue, written in the same transaction as the business change that
 * causes it. The relay enqueues undispatched rows (job id = `job_id` or `outbox-<id>`) and marks them
 * dispatched, so a job is never enqueued for a change that rolled back, and never lost for one that
 * committed.
 */

type Db = Pick<EntityManager, "query">;

export interface PendingOutboxRow {
  id: string;
  queue: string;
  name: string;
  /** JSON payload (ids only, never personal data). */
  payload: string;
  job_id: string | null;
  run_at: Date | null;
  /** The gateway request (or job) that wrote the row, when known. */
  request_id: string | null;
}

/** Stores a job to relay after commit; returns its row id. */
export async function insertOutboxMessage(
  em: Db,
  message: {
    queue: string;
    name: string;
    payload: string;
    jobId: string | null;
    runAt: Date | null;
    requestId?: string | null;
  },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO outbox_message (queue, name, payload, job_id, request_id, run_at, dispatched_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL)`,
    [message.queue, message.name, message.payload, message.jobId, message.requestId ?? null, message.runAt],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** Claims up to `limit` undispatched rows, oldest first, skipping rows another relay holds. */
export async function claimPendingOutbox(em: Db, limit: number): Promise<PendingOutboxRow[]> {
  return (await em.query(
    `SELECT id, queue, name, payload, job_id, run_at, request_id FROM outbox_message
        WHERE dispatched_at IS NULL ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED`,
    [limit],
  )) as PendingOutboxRow[];
}

export async function markOutboxDispatched(em: Db, ids: readonly string[]): Promise<void> {
  await em.query(
    `UPDATE outbox_message SET dispatched_at = NOW(3) WHERE id IN (?) AND dispatched_at IS NULL`,
    [ids],
  );
}

/** Deletes dispatched rows older than `days` (at most `batch`); how many went. */
export async function deleteDispatchedOutbox(db: Db, days: number, batch: number): Promise<number> {
  const result = (await db.query(
    `DELETE FROM outbox_message WHERE dispatched_at IS NOT NULL AND dispatched_at < NOW(3) - INTERVAL ? DAY LIMIT ?`,
    [days, batch],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Undispatched rows and the age of the oldest (for /metrics; uses ix_outbox_pending). */
export async function outboxBacklog(db: Db): Promise<{ count: number; oldestAgeSeconds: number }> {
  const [row] = (await db.query(
    `SELECT COUNT(*) AS n, COALESCE(TIMESTAMPDIFF(SECOND, MIN(created_at), NOW(3)), 0) AS age
       FROM outbox_message WHERE dispatched_at IS NULL`,
  )) as { n: string | number; age: string | number | null }[];
  return { count: Number(row?.n ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) };
}
