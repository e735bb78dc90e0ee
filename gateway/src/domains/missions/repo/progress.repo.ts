import type { EntityManager } from "typeorm";
import type { MissionPeriod, MissionStatus } from "@vitrine/schema";

/** SQL of mission_progress, mission_event, mission_claim and mission_reset (the only code naming them). */

type Db = Pick<EntityManager, "query">;

interface Affected {
  affectedRows: number;
}

export interface ProgressRow {
  periodKey: string;
  progress: number;
  status: MissionStatus;
}

/** Records a domain event as applied: false when the same member, event and key were applied before. */
export async function insertEventOnce(em: Db, userId: string, event: string, key: string): Promise<boolean> {
  const r = (await em.query(`INSERT IGNORE INTO mission_event (user_id, event, event_key) VALUES (?, ?, ?)`, [
    userId,
    event,
    key,
  ])) as Affected;
  return r.affectedRows === 1;
}

/**
 * Makes sure the member has a progress row in the current period and locks it: a new row, or a row
 * of an earlier period started again at 0 (the reset job may not have reached it yet).
 *
 * One INSERT … ON DUPLICATE KEY UPDATE, so the row is locked exclusively at once. An INSERT IGNORE
 * meeting the existing row takes a shared lock on it; two events of the same member both holding it
 * and then updating the row deadlock (workers/test/missions-burst.test.ts). MariaDB applies the
 * assignments left to right: period_key changes last, after the others compared the old one.
 */
export async function openProgress(
  em: Db,
  missionId: string,
  userId: string,
  periodKey: string,
): Promise<void> {
  const same = "period_key = VALUES(period_key)";
  await em.query(
    `INSERT INTO mission_progress (mission_id, user_id, period_key) VALUES (?, ?, ?)
     ON DUPLICATE KEY UPDATE progress = IF(${same}, progress, 0), status = IF(${same}, status, 'UNDONE'),
       done_at = IF(${same}, done_at, NULL), claimed_at = IF(${same}, claimed_at, NULL),
       updated_at = IF(${same}, updated_at, CURRENT_TIMESTAMP(3)), period_key = VALUES(period_key)`,
    [missionId, userId, periodKey],
  );
}

/**
 * Moves an UNDONE row's progress: by `step`, or to `value` when given (holdings are a count, not a
 * step), capped at the target; DONE once the target is reached. MariaDB applies the SET list left to
 * right, so status and done_at read the new progress. Answers whether the row became DONE.
 */
export async function moveProgress(
  em: Db,
  at: { missionId: string; userId: string; periodKey: string },
  change: { step?: number; value?: number; target: number; now: Date },
): Promise<boolean> {
  const next = change.value !== undefined ? "?" : "progress + ?";
  const r = (await em.query(
    `UPDATE mission_progress SET progress = LEAST(${next}, ?),
       status = IF(progress >= ?, 'DONE', 'UNDONE'), done_at = IF(progress >= ?, ?, NULL),
       updated_at = CURRENT_TIMESTAMP(3)
     WHERE mission_id = ? AND user_id = ? AND period_key = ? AND status = 'UNDONE'`,
    [
      change.value ?? change.step ?? 1,
      change.target,
      change.target,
      change.target,
      change.now,
      at.missionId,
      at.userId,
      at.periodKey,
    ],
  )) as Affected;
  if (r.affectedRows === 0) return false;
  const row = await findProgress(em, at.missionId, at.userId);
  return row?.status === "DONE";
}

export async function findProgress(em: Db, missionId: string, userId: string): Promise<ProgressRow | null> {
  const [row] = (await em.query(
    `SELECT period_key AS periodKey, progress, status FROM mission_progress WHERE mission_id = ? AND user_id = ?`,
    [missionId, userId],
  )) as { periodKey: string; progress: number | string; status: MissionStatus }[];
  return row ? { periodKey: row.periodKey, progress: Number(row.progress), status: row.status } : null;
}

/** DONE → CLAIMED in the given period; true for the one caller that moved it. */
export async function markClaimed(
  em: Db,
  missionId: string,
  userId: string,
  periodKey: string,
  now: Date,
): Promise<boolean> {
  const r = (await em.query(
    `UPDATE mission_progress SET status = 'CLAIMED', claimed_at = ?, updated_at = CURRENT_TIMESTAMP(3)
     WHERE mission_id = ? AND user_id = ? AND period_key = ? AND status = 'DONE'`,
    [now, missionId, userId, periodKey],
  )) as Affected;
  return r.affectedRows === 1;
}

export async function insertClaim(
  em: Db,
  c: { userId: string; missionId: string; periodKey: string; reward: bigint; now: Date },
): Promise<void> {
  await em.query(
    `INSERT INTO mission_claim (user_id, mission_id, period_key, reward_jpower, claimed_at) VALUES (?, ?, ?, ?, ?)`,
    [c.userId, c.missionId, c.periodKey, c.reward.toString(), c.now],
  );
}

/** Jpower a member was handed by claims, ever (their level's basis). */
export async function sumClaimedJpower(em: Db, userId: string): Promise<bigint> {
  const [row] = (await em.query(
    `SELECT COALESCE(SUM(reward_jpower), 0) AS total FROM mission_claim WHERE user_id = ?`,
    [userId],
  )) as { total: string | number }[];
  return BigInt(row?.total ?? 0);
}

/** Records that a period's reset ran: false when it already had (the reset then changes nothing). */
export async function insertResetOnce(em: Db, period: MissionPeriod, periodKey: string): Promise<boolean> {
  const r = (await em.query(`INSERT IGNORE INTO mission_reset (period, period_key) VALUES (?, ?)`, [
    period,
    periodKey,
  ])) as Affected;
  return r.affectedRows === 1;
}

/** Starts every progress row of the period's missions again in the new period; answers how many. */
export async function resetProgressRows(em: Db, period: MissionPeriod, periodKey: string): Promise<number> {
  const r = (await em.query(
    `UPDATE mission_progress p JOIN mission m ON m.id = p.mission_id
     SET p.period_key = ?, p.progress = 0, p.status = 'UNDONE', p.done_at = NULL, p.claimed_at = NULL,
       p.updated_at = CURRENT_TIMESTAMP(3)
     WHERE m.period = ? AND p.period_key <> ?`,
    [periodKey, period, periodKey],
  )) as Affected;
  await em.query(`UPDATE mission_reset SET reset_rows = ? WHERE period = ? AND period_key = ?`, [
    r.affectedRows,
    period,
    periodKey,
  ]);
  return r.affectedRows;
}
