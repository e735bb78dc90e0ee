import type { EntityManager } from "typeorm";
import { publicUserColumns, publicUserJoin } from "../../accounts/index.js";

/** SQL of stamp_award and stamp_winner (the only code naming them). */

type Db = Pick<EntityManager, "query">;

/** Awards a stamp once: the UNIQUE (stamp, user) key makes a replay insert nothing (false). */
export async function insertAward(
  em: EntityManager,
  a: { stampId: string; campaignId: string; userId: string; at: Date },
): Promise<boolean> {
  const result = (await em.query(
    `INSERT IGNORE INTO stamp_award (stamp_id, campaign_id, user_id, awarded_at) VALUES (?, ?, ?, ?)`,
    [a.stampId, a.campaignId, a.userId, a.at],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** The member's awards in these campaigns: stamp id → when. */
export async function findMemberAwards(
  db: Db,
  userId: string,
  campaignIds: readonly string[],
): Promise<{ stamp_id: number; awarded_at: Date }[]> {
  if (campaignIds.length === 0) return [];
  return (await db.query(
    `SELECT stamp_id, awarded_at FROM stamp_award WHERE user_id = ? AND campaign_id IN (?)`,
    [userId, campaignIds],
  )) as { stamp_id: number; awarded_at: Date }[];
}

/**
 * Members holding every current (not retired) stamp of the campaign, awarded within its window, as
 * decimal ids in ascending numeric order (the draw's input order).
 */
export async function findCompleters(db: Db, campaignId: string): Promise<string[]> {
  const rows = (await db.query(
    `SELECT a.user_id FROM stamp_award a
     JOIN stamp s ON s.id = a.stamp_id AND s.retired = 0
     JOIN stamp_campaign c ON c.id = a.campaign_id
     WHERE a.campaign_id = ? AND a.awarded_at >= c.starts_at AND a.awarded_at < c.ends_at
     GROUP BY a.user_id
     HAVING COUNT(*) = (SELECT COUNT(*) FROM stamp WHERE campaign_id = ? AND retired = 0)
     ORDER BY a.user_id`,
    [campaignId, campaignId],
  )) as { user_id: number | string }[];
  return rows.map((r) => String(r.user_id));
}

export async function insertWinners(em: EntityManager, campaignId: string, userIds: readonly string[]) {
  for (let i = 0; i < userIds.length; i += 500) {
    await em.query(`INSERT INTO stamp_winner (campaign_id, rank_no, user_id) VALUES ?`, [
      userIds.slice(i, i + 500).map((u, k) => [campaignId, i + k + 1, u]),
    ]);
  }
}

export interface WinnerRow {
  rank_no: number;
  user_id: number;
  w_nickname: string;
}

export async function findWinners(db: Db, campaignId: string): Promise<WinnerRow[]> {
  return (await db.query(
    `SELECT w.rank_no, w.user_id, ${publicUserColumns("u", "w_")}
     FROM stamp_winner w ${publicUserJoin("u", "w.user_id")}
     WHERE w.campaign_id = ? ORDER BY w.rank_no`,
    [campaignId],
  )) as WinnerRow[];
}
