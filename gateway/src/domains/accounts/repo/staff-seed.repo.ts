import type { StaffRole } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/* The demo staff accounts of the development seed (gateway/src/seed/seed-staff.ts). Idempotent writes. */

type Db = Pick<EntityManager, "query">;

/** Inserts a staff account unless the e-mail (or nickname, referral code) exists; records both sites for a new one. */
export async function insertStaffAccountIfMissing(
  db: Db,
  staff: { publicId: string; email: string; passwordHash: string; nickname: string; referralCode: string },
): Promise<void> {
  const inserted = (await db.query(
    `INSERT IGNORE INTO user_account (public_id, email, password_hash, nickname, role, referral_code)
         VALUES (?, ?, ?, ?, 'staff', ?)`,
    [staff.publicId, staff.email, staff.passwordHash, staff.nickname, staff.referralCode],
  )) as { insertId: number; affectedRows: number };
  if (inserted.affectedRows === 1) {
    await db.query("INSERT IGNORE INTO user_site (user_id, site) VALUES (?, 1), (?, 2)", [
      inserted.insertId,
      inserted.insertId,
    ]);
  }
}

/** Makes the account with this e-mail staff holding exactly `roles`. */
export async function setStaffRoles(db: Db, email: string, roles: readonly StaffRole[]): Promise<void> {
  await db.query(`UPDATE user_account SET role = 'staff', staff_roles = ? WHERE email = ?`, [
    roles.join(","),
    email,
  ]);
}

/**
 * Turns 2FA on with `sealedSecret` for the accounts of these e-mails that have it off; returns how
 * many of them have 2FA on afterwards.
 */
export async function turnOnTwoFactorFor(
  db: Db,
  emails: readonly string[],
  sealedSecret: string,
): Promise<number> {
  const marks = emails.map(() => "?").join(", ");
  await db.query(
    `UPDATE user_account SET totp_enabled = 1, totp_secret = ?, totp_pending_secret = NULL
      WHERE email IN (${marks}) AND totp_enabled = 0`,
    [sealedSecret, ...emails],
  );
  const [{ n }] = (await db.query(
    `SELECT COUNT(*) AS n FROM user_account WHERE totp_enabled = 1 AND email IN (${marks})`,
    emails,
  )) as [{ n: string }];
  return Number(n);
}
