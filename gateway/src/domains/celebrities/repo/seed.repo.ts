import type { EntityManager } from "typeorm";

/**
 * Demo seed SQL (gateway/src/seed/seed-celebrities.ts): many past likes in a few statements instead
 * of a transaction per like. Only for seeding: the live path is likeCelebrity.
 */

/** Likes as [celebrity, member, GMT+8 day, time]; the UNIQUE key keeps a second run from adding any. */
export async function insertSeedLikes(
  em: Pick<EntityManager, "query">,
  rows: readonly [string, string, string, Date][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await em.query(
      `INSERT IGNORE INTO celebrity_like (celebrity_id, user_id, like_day, created_at) VALUES ?`,
      [rows.slice(i, i + 500)],
    );
  }
}

/**
 * Sets the day, week and month totals from `fromDay` (a month start) on to the number of like rows.
 * GREATEST keeps a total that a live like raised meanwhile: totals never go down.
 */
export async function recountTotalsFrom(em: Pick<EntityManager, "query">, fromDay: string): Promise<void> {
  const starts = {
    DAY: "like_day",
    WEEK: "DATE_SUB(like_day, INTERVAL WEEKDAY(like_day) DAY)",
    MONTH: "DATE_FORMAT(like_day, '%Y-%m-01')",
  } as const;
  for (const [period, start] of Object.entries(starts)) {
    await em.query(
      `INSERT INTO celebrity_like_total (period, period_start, celebrity_id, likes)
       SELECT ?, ${start} AS s, celebrity_id, COUNT(*) FROM celebrity_like
        WHERE like_day >= ? GROUP BY s, celebrity_id
       ON DUPLICATE KEY UPDATE likes = GREATEST(likes, VALUES(likes))`,
      [period, fromDay],
    );
  }
}
