import type { EntityManager } from "typeorm";

/*
 * The step-up factors of value-moving operations (USDT and card withdrawals, gifts): codes mailed for
 * one purpose (email_code rows bound to the member) and the authenticator's last accepted step
 * (user_account.totp_last_step). Each use is a conditional update, so a code or a step works once.
 */

import { replaceCodeOfPurpose } from "./email-code.repo.js";

type Db = Pick<EntityManager, "query">;

/** The latest code mailed to the member for a purpose: its id, digest, whether it was used or expired. */
export async function latestStepUpCode(
  db: Db,
  purpose: string,
  email: string,
  userId: string,
): Promise<
  { id: string; code_hash: string; consumed_at: Date | null; expired: number | string } | undefined
> {
  const [row] = (await db.query(
    `SELECT id, code_hash, consumed_at, expires_at <= NOW(3) AS expired FROM email_code
      WHERE purpose = ? AND email = ? AND user_id = ? ORDER BY id DESC LIMIT 1`,
    [purpose, email, userId],
  )) as { id: string; code_hash: string; consumed_at: Date | null; expired: number | string }[];
  return row;
}

/** Counts a wrong try of an unused code; the try after `maxAttempts` wrong ones burns it. */
export async function countWrongStepUpCode(db: Db, codeId: string, maxAttempts: number): Promise<void> {
  await db.query(
    `UPDATE email_code SET attempts = attempts + 1, consumed_at = IF(attempts >= ?, NOW(3), consumed_at)
        WHERE id = ? AND consumed_at IS NULL`,
    [maxAttempts, codeId],
  );
}

/** Uses up a code that is unused and unexpired; false when it was not. */
export async function consumeStepUpCode(em: Db, codeId: string): Promise<boolean> {
  const used = (await em.query(
    `UPDATE email_code SET consumed_at = NOW(3) WHERE id = ? AND consumed_at IS NULL AND expires_at > NOW(3)`,
    [codeId],
  )) as { affectedRows: number };
  return used.affectedRows === 1;
}

/** Ends the earlier unused codes of the purpose and address and stores a new one valid for `validSeconds`. */
export async function replaceStepUpCode(
  em: Db,
  code: { purpose: string; email: string; userId: string; codeHash: string; validSeconds: number },
): Promise<void> {
  await replaceCodeOfPurpose(em, code);
}

/**
 * Records an authenticator step as used for a step-up: only while 2FA is on with this sealed secret
 * and the step is later than the last accepted one. False when another request used it first.
 */
export async function acceptStepUpTotpStep(
  em: Db,
  userId: string,
  sealedSecret: string,
  step: number,
): Promise<boolean> {
  const accepted = (await em.query(
    `UPDATE user_account SET totp_last_step = ?
      WHERE id = ? AND totp_enabled = 1 AND totp_secret = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
    [step, userId, sealedSecret, step],
  )) as { affectedRows: number };
  return accepted.affectedRows === 1;
}
