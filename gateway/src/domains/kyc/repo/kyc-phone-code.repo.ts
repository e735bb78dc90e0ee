import type { EntityManager } from "typeorm";

/*
 * kyc_phone_code: the codes texted to a member's phone before a KYC submission. Digests only; every
 * use (a wrong try, verifying, consuming) is a conditional update.
 */

type Db = Pick<EntityManager, "query">;

/** Makes the member's unused codes stop working. */
export async function consumeOpenPhoneCodes(em: Db, userId: string): Promise<void> {
  await em.query(`UPDATE kyc_phone_code SET consumed_at = NOW(3) WHERE user_id = ? AND consumed_at IS NULL`, [
    userId,
  ]);
}

/** Stores a new code valid `validSeconds` from now; returns its id. */
export async function insertPhoneCode(
  em: Db,
  code: { userId: string; phoneCountry: string; phone: string; codeHash: string; validSeconds: number },
): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO kyc_phone_code (user_id, phone_country, phone, code_hash, expires_at)
         VALUES (?, ?, ?, ?, NOW(3) + INTERVAL ? SECOND)`,
    [code.userId, code.phoneCountry, code.phone, code.codeHash, code.validSeconds],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** Makes one code stop working (it was never delivered). */
export async function consumePhoneCode(db: Db, codeId: string): Promise<void> {
  await db.query(`UPDATE kyc_phone_code SET consumed_at = NOW(3) WHERE id = ?`, [codeId]);
}

export interface PhoneCodeRow {
  id: string;
  phoneCountry: string;
  phone: string;
  codeHash: string;
  attempts: number;
  usable: number | string;
  verified: number | string;
}

/** The member's latest code, with whether it is usable now and whether it was verified. */
export async function findLatestPhoneCode(db: Db, userId: string): Promise<PhoneCodeRow | undefined> {
  const [row] = (await db.query(
    `SELECT id, phone_country AS phoneCountry, phone, code_hash AS codeHash, attempts,
            (consumed_at IS NULL AND expires_at > NOW(3)) AS usable,
            (verified_at IS NOT NULL) AS verified
       FROM kyc_phone_code WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
    [userId],
  )) as PhoneCodeRow[];
  return row;
}

/** Counts a wrong try; the `maxAttempts`-th burns the code. */
export async function countWrongPhoneCode(db: Db, codeId: string, maxAttempts: number): Promise<void> {
  // MySQL applies SET left to right: `attempts` is already the new count when IF reads it.
  await db.query(
    `UPDATE kyc_phone_code SET attempts = attempts + 1,
              consumed_at = IF(attempts >= ?, NOW(3), consumed_at)
        WHERE id = ? AND consumed_at IS NULL AND verified_at IS NULL`,
    [maxAttempts, codeId],
  );
}

/** Marks a usable code verified; returns the number of rows changed. */
export async function markPhoneCodeVerified(db: Db, codeId: string): Promise<number> {
  const result = (await db.query(
    `UPDATE kyc_phone_code SET verified_at = NOW(3)
      WHERE id = ? AND verified_at IS NULL AND consumed_at IS NULL AND expires_at > NOW(3)`,
    [codeId],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Whether the code is verified and not used up. */
export async function isPhoneCodeVerifiedUnused(db: Db, codeId: string): Promise<boolean> {
  const [again] = (await db.query(
    `SELECT (verified_at IS NOT NULL AND consumed_at IS NULL) AS ok FROM kyc_phone_code WHERE id = ?`,
    [codeId],
  )) as { ok: number | string }[];
  return again !== undefined && Number(again.ok) === 1;
}

/**
 * Uses up the member's latest verified, unused code for this phone verified within `validMinutes`;
 * returns the number of rows changed.
 */
export async function consumeVerifiedPhoneCode(
  em: Db,
  userId: string,
  phoneCountry: string,
  phone: string,
  validMinutes: number,
): Promise<number> {
  const result = (await em.query(
    `UPDATE kyc_phone_code SET consumed_at = NOW(3)
      WHERE user_id = ? AND phone_country = ? AND phone = ? AND consumed_at IS NULL
        AND verified_at IS NOT NULL AND verified_at > NOW(3) - INTERVAL ? MINUTE
      ORDER BY id DESC LIMIT 1`,
    [userId, phoneCountry, phone, validMinutes],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Whether the member holds a verified, unused code verified within `validMinutes`. */
export async function hasVerifiedPhoneCode(db: Db, userId: string, validMinutes: number): Promise<boolean> {
  const [row] = (await db.query(
    `SELECT 1 AS ok FROM kyc_phone_code
      WHERE user_id = ? AND consumed_at IS NULL AND verified_at IS NOT NULL
        AND verified_at > NOW(3) - INTERVAL ? MINUTE LIMIT 1`,
    [userId, validMinutes],
  )) as unknown[];
  return row !== undefined;
}

/** Removes the member's phone codes. */
export async function deletePhoneCodesOfUser(em: Db, userId: string): Promise<void> {
  await em.query(`DELETE FROM kyc_phone_code WHERE user_id = ?`, [userId]);
}
