import type { EntityManager } from "typeorm";

/* email_code: mailed verification codes, stored hashed. Used once; a few wrong tries burn one. */

type Db = Pick<EntityManager, "query">;

/** `reauthenticate`: an account without a password confirms a 2FA change with a mailed code. */
export type EmailCodePurpose =
  "register" | "reset_password" | "delete_account" | "withdrawal" | "reauthenticate";

/** The latest code of a purpose and address. */
export interface LatestEmailCode {
  id: string;
  codeHash: string;
  attempts: number;
  consumedAt: Date | null;
  /** Past its expiry time (by the database clock). */
  expired: boolean;
}

/**
 * Ends the earlier unused codes of the purpose and address and stores a new one valid for
 * `validSeconds`. Any purpose string: the account codes below and the step-up codes of
 * `step-up-code.repo.ts` share this one table.
 */
export async function replaceCodeOfPurpose(
  em: Db,
  code: { purpose: string; email: string; userId: string | null; codeHash: string; validSeconds: number },
): Promise<void> {
  await em.query(
    `UPDATE email_code SET consumed_at = NOW(3) WHERE purpose = ? AND email = ? AND consumed_at IS NULL`,
    [code.purpose, code.email],
  );
  await em.query(
    `INSERT INTO email_code (purpose, email, user_id, code_hash, expires_at)
         VALUES (?, ?, ?, ?, NOW(3) + INTERVAL ? SECOND)`,
    [code.purpose, code.email, code.userId, code.codeHash, code.validSeconds],
  );
}

/** `replaceCodeOfPurpose` for the account purposes. */
export async function replaceEmailCode(
  em: Db,
  code: {
    purpose: EmailCodePurpose;
    email: string;
    userId: string | null;
    codeHash: string;
    validSeconds: number;
  },
): Promise<void> {
  await replaceCodeOfPurpose(em, code);
}

export async function latestEmailCode(
  db: Db,
  purpose: EmailCodePurpose,
  email: string,
): Promise<LatestEmailCode | undefined> {
  const [row] = (await db.query(
    `SELECT id, code_hash, attempts, expires_at <= NOW(3) AS expired, consumed_at
       FROM email_code WHERE purpose = ? AND email = ? ORDER BY id DESC LIMIT 1`,
    [purpose, email],
  )) as {
    id: string;
    code_hash: string;
    attempts: number;
    expired: number | string;
    consumed_at: Date | null;
  }[];
  if (!row) return undefined;
  return {
    id: String(row.id),
    codeHash: row.code_hash,
    attempts: Number(row.attempts),
    consumedAt: row.consumed_at,
    expired: Number(row.expired) === 1,
  };
}

/** Counts a wrong try of an unused code; the try after `maxAttempts` wrong ones burns it. */
export async function countWrongEmailCode(db: Db, codeId: string, maxAttempts: number): Promise<void> {
  await db.query(
    `UPDATE email_code SET attempts = attempts + 1,
              consumed_at = IF(attempts >= ?, NOW(3), consumed_at)
        WHERE id = ? AND consumed_at IS NULL`,
    [maxAttempts, codeId],
  );
}

/** Uses up a code that is unused and unexpired; false when it was not. */
export async function consumeEmailCodeRow(em: Db, codeId: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE email_code SET consumed_at = NOW(3) WHERE id = ? AND consumed_at IS NULL AND expires_at > NOW(3)`,
    [codeId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}
