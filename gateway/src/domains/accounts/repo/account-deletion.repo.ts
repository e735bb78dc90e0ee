import type { EntityManager } from "typeorm";

/*
 * The deletion states of user_account (active → pending_deletion → deleted) and the rows an
 * anonymised account loses. Each state change is conditional on the state it leaves.
 */

type Db = Pick<EntityManager, "query">;

/** Starts the grace period of an active account; its due time, or null when the account was not active. */
export async function markPendingDeletion(em: Db, userId: string, graceDays: number): Promise<Date | null> {
  const result = (await em.query(
    `UPDATE user_account SET status = 'pending_deletion', deletion_requested_at = NOW(3),
              deletion_due_at = NOW(3) + INTERVAL ? DAY
        WHERE id = ? AND status = 'active'`,
    [graceDays, userId],
  )) as { affectedRows: number };
  if (result.affectedRows !== 1) return null;
  const [row] = (await em.query(`SELECT deletion_due_at FROM user_account WHERE id = ?`, [userId])) as {
    deletion_due_at: Date;
  }[];
  return row!.deletion_due_at;
}

/** Undoes a pending deletion; false when the account was not pending deletion. */
export async function restorePendingDeletion(db: Db, userId: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE user_account SET status = 'active', deletion_requested_at = NULL, deletion_due_at = NULL
      WHERE id = ? AND status = 'pending_deletion'`,
    [userId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/**
 * Wipes the personal columns of an account whose deletion period ended, keeping the row under a
 * pseudonym; false unless it was pending deletion and due.
 */
export async function anonymiseDueAccount(em: Db, userId: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE user_account SET status = 'deleted', anonymised_at = NOW(3),
              email = CONCAT('deleted-', public_id, '@deleted.invalid'), nickname = CONCAT('deleted-', public_id),
              password_hash = NULL, show_nickname = 0, first_name = NULL, last_name = NULL, real_name = NULL,
              phone_country_code = NULL, phone = NULL, country = NULL, birthday = NULL, sex = NULL,
              postal_address = NULL, profile_picture_key = NULL, totp_secret = NULL, totp_pending_secret = NULL,
              totp_enabled = 0, totp_last_step = NULL, totp_reset_key_hash = NULL
        WHERE id = ? AND status = 'pending_deletion' AND deletion_due_at <= NOW(3)`,
    [userId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Removes what an anonymised account leaves behind: linked identities, sessions, mailed codes. */
export async function deleteAnonymisedRows(em: Db, userId: string, formerEmail: string): Promise<void> {
  await em.query(`DELETE FROM social_identity WHERE user_id = ?`, [userId]);
  await em.query(`DELETE FROM user_session WHERE user_id = ?`, [userId]);
  await em.query(`DELETE FROM email_code WHERE user_id = ? OR email = ?`, [userId, formerEmail]);
}

/** Accounts whose deletion period has ended (at most `limit`). */
export async function findOverdueDeletions(db: Db, limit: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM user_account WHERE status = 'pending_deletion' AND deletion_due_at <= NOW(3) LIMIT ?`,
    [limit],
  )) as { id: string }[];
  return rows.map((row) => String(row.id));
}
