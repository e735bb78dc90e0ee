import type { CelebrityPeriod } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/** SQL of celebrity_like, celebrity_like_total and celebrity_standing (the only code naming them). */

type Db = Pick<EntityManager, "query">;

export interface PeriodCount {
  celebrityId: string;
  likes: number;
}

export interface StandingRow extends PeriodCount {
  rank: number;
}

/** One like per member, celebrity and GMT+8 day: false when the UNIQUE key already holds one. */
export async function insertLike(
  em: EntityManager,
  celebrityId: string,
  userId: string,
  day: string,
  at: Date,
): Promise<boolean> {
  const result = (await em.query(
    `INSERT IGNORE INTO celebrity_like (celebrity_id, user_id, like_day, created_at) VALUES (?, ?, ?, ?)`,
    [celebrityId, userId, day, at],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Raises a period's count by one (same transaction as the like row) and answers the new count. */
export async function addToTotal(
  em: EntityManager,
  celebrityId: string,
  period: CelebrityPeriod,
  start: string,
): Promise<number> {
  await em.query(
    `INSERT INTO celebrity_like_total (period, period_start, celebrity_id, likes) VALUES (?, ?, ?, 1)
     ON DUPLICATE KEY UPDATE likes = likes + 1`,
    [period, start, celebrityId],
  );
  const [row] = (await em.query(
    `SELECT likes FROM celebrity_like_total WHERE period = ? AND period_start = ? AND celebrity_id = ?`,
    [period, start, celebrityId],
  )) as { likes: number }[];
  return Number(row?.likes ?? 0);
}

/** Every celebrity's count in one period (the source a Redis rebuild copies). */
export async function periodTotals(db: Db, period: CelebrityPeriod, start: string): Promise<PeriodCount[]> {
  const rows = (await db.query(
    `SELECT celebrity_id, likes FROM celebrity_like_total WHERE period = ? AND period_start = ?`,
    [period, start],
  )) as { celebrity_id: number; likes: number }[];
  return rows.map((r) => ({ celebrityId: String(r.celebrity_id), likes: Number(r.likes) }));
}

/** Which of these celebrities the member already liked on `day`. */
export async function likedOnDay(
  db: Db,
  userId: string,
  day: string,
  celebrityIds: readonly string[],
): Promise<Set<string>> {
  if (celebrityIds.length === 0) return new Set();
  const rows = (await db.query(
    `SELECT celebrity_id FROM celebrity_like WHERE user_id = ? AND like_day = ? AND celebrity_id IN (?)`,
    [userId, day, celebrityIds],
  )) as { celebrity_id: number }[];
  return new Set(rows.map((r) => String(r.celebrity_id)));
}

/**
 * Stores a closed period's final standings from its totals, ranked by likes then id. INSERT IGNORE on
 * the (period, start, celebrity) key: a second run of the close, or two runs at once, insert nothing
 * more. Answers the rows inserted.
 */
export async function insertStandings(
  em: EntityManager,
  period: CelebrityPeriod,
  start: string,
): Promise<number> {
  const result = (await em.query(
    `INSERT IGNORE INTO celebrity_standing (period, period_start, celebrity_id, likes, rank_no)
     SELECT period, period_start, celebrity_id, likes,
            ROW_NUMBER() OVER (ORDER BY likes DESC, celebrity_id)
       FROM celebrity_like_total
      WHERE period = ? AND period_start = ? AND likes > 0`,
    [period, start],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** A closed period's stored standings in rank order (empty when it was not closed). */
export async function findStandings(db: Db, period: CelebrityPeriod, start: string): Promise<StandingRow[]> {
  const rows = (await db.query(
    `SELECT celebrity_id, likes, rank_no FROM celebrity_standing
      WHERE period = ? AND period_start = ? ORDER BY rank_no`,
    [period, start],
  )) as { celebrity_id: number; likes: number; rank_no: number }[];
  return rows.map((r) => ({
    celebrityId: String(r.celebrity_id),
    likes: Number(r.likes),
    rank: Number(r.rank_no),
  }));
}

/** One celebrity's closed standings of a kind of period since `from`, oldest first (the profile charts). */
export async function celebrityStandingHistory(
  db: Db,
  celebrityId: string,
  period: CelebrityPeriod,
  from: string,
): Promise<{ start: string; likes: number; rank: number }[]> {
  const rows = (await db.query(
    `SELECT DATE_FORMAT(period_start, '%Y-%m-%d') AS start, likes, rank_no FROM celebrity_standing
      WHERE celebrity_id = ? AND period = ? AND period_start >= ? ORDER BY period_start`,
    [celebrityId, period, from],
  )) as { start: string; likes: number; rank_no: number }[];
  return rows.map((r) => ({ start: r.start, likes: Number(r.likes), rank: Number(r.rank_no) }));
}
