import type { EntityManager } from "typeorm";

/* notice_preference: only the member's own choices; a kind without a row follows NOTICE_EMAIL_DEFAULTS. */

type Db = Pick<EntityManager, "query">;

/** The member's stored choices: kind → e-mail on or off. */
export async function findEmailChoices(db: Db, userId: string): Promise<Map<string, boolean>> {
  const rows = (await db.query(`SELECT kind, email FROM notice_preference WHERE user_id = ?`, [userId])) as {
    kind: string;
    email: number | string;
  }[];
  return new Map(rows.map((r) => [r.kind, Number(r.email) === 1]));
}

export async function upsertEmailChoice(db: Db, userId: string, kind: string, email: boolean): Promise<void> {
  await db.query(
    `INSERT INTO notice_preference (user_id, kind, email) VALUES (?, ?, ?)
     ON DUPLICATE KEY UPDATE email = VALUES(email)`,
    [userId, kind, email ? 1 : 0],
  );
}
