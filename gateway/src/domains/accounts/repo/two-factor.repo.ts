import type { EntityManager } from "typeorm";

/*
 * The 2FA columns of user_account. Every write names the state it expects in its WHERE clause and
 * reports whether exactly that row changed, so two racing requests (the same code twice, a set-up
 * replaced during activation) cannot both win.
 */

type Db = Pick<EntityManager, "query">;

async function updatedOne(db: Db, sql: string, params: unknown[]): Promise<boolean> {
  const result = (await db.query(sql, params)) as { affectedRows?: number };
  return result.affectedRows === 1;
}

/** "Accepted once": the step must still be after the last accepted one when the row is written. */
const STEP_IS_NEW = "(totp_last_step IS NULL OR totp_last_step < ?)";
const TURNED_OFF =
  "totp_enabled = 0, totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, totp_reset_key_hash = NULL";

/** Starts (or restarts) a set-up; false when 2FA was turned on meanwhile. */
export function storePendingSecretRow(db: Db, userId: string, sealedSecret: string): Promise<boolean> {
  return updatedOne(db, `UPDATE user_account SET totp_pending_secret = ? WHERE id = ? AND totp_enabled = 0`, [
    sealedSecret,
    userId,
  ]);
}

/** Moves the pending secret the code was checked against to totp_secret (conditional on that very secret). */
export function activatePendingSecretRow(
  db: Db,
  userId: string,
  sealedPending: string,
  step: number,
  resetKeyDigest: string,
): Promise<boolean> {
  return updatedOne(
    db,
    `UPDATE user_account
        SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = 1,
            totp_last_step = ?, totp_reset_key_hash = ?
      WHERE id = ? AND totp_enabled = 0 AND totp_pending_secret = ? AND ${STEP_IS_NEW}`,
    [step, resetKeyDigest, userId, sealedPending, step],
  );
}

/** Records an accepted code; false when another request used this step (or a later one) first. */
export function acceptStepRow(db: Db, userId: string, sealedSecret: string, step: number): Promise<boolean> {
  return updatedOne(
    db,
    `UPDATE user_account SET totp_last_step = ?
      WHERE id = ? AND totp_enabled = 1 AND totp_secret = ? AND ${STEP_IS_NEW}`,
    [step, userId, sealedSecret, step],
  );
}

/** Turns 2FA off with a code: accepting the step and clearing everything is one conditional write. */
export function turnOffWithCodeRow(
  db: Db,
  userId: string,
  sealedSecret: string,
  step: number,
): Promise<boolean> {
  return updatedOne(
    db,
    `UPDATE user_account SET ${TURNED_OFF}
      WHERE id = ? AND totp_enabled = 1 AND totp_secret = ? AND ${STEP_IS_NEW}`,
    [userId, sealedSecret, step],
  );
}

/** Turns 2FA off with the reset key; false when it was already turned off or re-keyed meanwhile. */
export function turnOffWithResetKeyRow(db: Db, userId: string, resetKeyDigest: string): Promise<boolean> {
  return updatedOne(
    db,
    `UPDATE user_account SET ${TURNED_OFF} WHERE id = ? AND totp_enabled = 1 AND totp_reset_key_hash = ?`,
    [userId, resetKeyDigest],
  );
}

/** Support turns a member's 2FA off after an identity check; false when it was already off (or the row is staff). */
export function turnOffByStaffRow(db: Db, userId: string): Promise<boolean> {
  return updatedOne(
    db,
    `UPDATE user_account SET ${TURNED_OFF} WHERE id = ? AND totp_enabled = 1 AND role <> 'staff'`,
    [userId],
  );
}
