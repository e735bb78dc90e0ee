import type { JpointPauseScope } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/* jpoint_service_setting (the one row with the service's end) and jpoint_service_pause (pause windows). */

type Db = Pick<EntityManager, "query">;

export interface PauseRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  scope: JpointPauseScope;
  note: string | null;
}

/** The configured end of the service (null or undefined: none set). */
export async function findServiceEnd(db: Db): Promise<Date | null | undefined> {
  const [row] = (await db.query(`SELECT ends_at FROM jpoint_service_setting WHERE id = 1`)) as {
    ends_at: Date | null;
  }[];
  return row?.ends_at;
}

/** Sets (or with null clears) the service's end. */
export async function upsertServiceEnd(db: Db, endsAt: Date | null, staffUserId: string): Promise<void> {
  await db.query(
    `INSERT INTO jpoint_service_setting (id, ends_at, updated_by) VALUES (1, ?, ?)
     ON DUPLICATE KEY UPDATE ends_at = VALUES(ends_at), updated_by = VALUES(updated_by)`,
    [endsAt, staffUserId],
  );
}

/** Pauses in effect at `now`, earliest started first. */
export async function findPausesInEffect(db: Db, now: Date): Promise<PauseRow[]> {
  return (await db.query(
    `SELECT id, starts_at, ends_at, scope, note FROM jpoint_service_pause
      WHERE starts_at <= ? AND ends_at > ? ORDER BY starts_at, id`,
    [now, now],
  )) as PauseRow[];
}

/** Pauses in effect at `now` or still to come, earliest first (at most 100). */
export async function findPausesNotOver(db: Db, now: Date): Promise<PauseRow[]> {
  return (await db.query(
    `SELECT id, starts_at, ends_at, scope, note FROM jpoint_service_pause
      WHERE ends_at > ? ORDER BY starts_at, id LIMIT 100`,
    [now],
  )) as PauseRow[];
}

/** Adds a pause window; returns its id. */
export async function insertPause(
  db: Db,
  pause: { from: Date; to: Date; scope: JpointPauseScope; note: string | null; createdBy: string },
): Promise<string> {
  const inserted = (await db.query(
    `INSERT INTO jpoint_service_pause (starts_at, ends_at, scope, note, created_by) VALUES (?, ?, ?, ?, ?)`,
    [pause.from, pause.to, pause.scope, pause.note, pause.createdBy],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** Removes a pause window; returns the number of rows removed. */
export async function deletePause(db: Db, pauseId: string): Promise<number> {
  const result = (await db.query(`DELETE FROM jpoint_service_pause WHERE id = ?`, [pauseId])) as {
    affectedRows: number;
  };
  return result.affectedRows;
}
