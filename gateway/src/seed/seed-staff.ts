import type { StaffRole } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { hashPassword } from "../domains/accounts/services/password.js";
import { SecretBox } from "../domains/accounts/services/secret-box.js";
import { newPublicId } from "../domains/accounts/services/create-account.service.js";

/**
 * Demo staff accounts (development only; the README lists them). `staff@vitrine.local` (created with
 * the other demo users) holds admin, finance, compliance and support; a separate finance member
 * lets four eyes be tried, and a content member shows a role that opens no review page.
 */
export const DEMO_STAFF: readonly {
  email: string;
  password?: string;
  nickname?: string;
  referralCode?: string;
  roles: readonly StaffRole[];
}[] = [
  { email: "staff@vitrine.local", roles: ["admin", "finance", "compliance", "support"] },
  {
    email: "finance@vitrine.local",
    password: "Finance#Vitrine2026",
    nickname: "VitrineFinance",
    referralCode: "STAFF002",
    roles: ["finance"],
  },
  {
    email: "content@vitrine.local",
    password: "Content#Vitrine2026",
    nickname: "VitrineContent",
    referralCode: "STAFF003",
    roles: ["content"],
  },
];

/**
 * The TOTP secret (base32) of every demo staff account: fixed so a developer can add it to an
 * authenticator app once (README). Public, hence development only — seedStaffTwoFactor refuses
 * to write it in production.
 */
export const DEV_STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";

/** Creates the missing demo staff accounts and sets every demo staff member's roles. Idempotent. */
export async function seedStaffAccounts(dataSource: DataSource): Promise<void> {
  for (const s of DEMO_STAFF) {
    if (s.password && s.nickname && s.referralCode) {
      const inserted = (await dataSource.query(
        `INSERT IGNORE INTO user_account (public_id, email, password_hash, nickname, role, referral_code)
         VALUES (?, ?, ?, ?, 'staff', ?)`,
        [newPublicId(), s.email, await hashPassword(s.password), s.nickname, s.referralCode],
      )) as { insertId: number; affectedRows: number };
      if (inserted.affectedRows === 1) {
        await dataSource.query("INSERT IGNORE INTO user_site (user_id, site) VALUES (?, 1), (?, 2)", [
          inserted.insertId,
          inserted.insertId,
        ]);
      }
    }
    await dataSource.query(`UPDATE user_account SET role = 'staff', staff_roles = ? WHERE email = ?`, [
      s.roles.join(","),
      s.email,
    ]);
  }
}

/**
 * Turns 2FA on for the demo staff accounts that have it off, with DEV_STAFF_TOTP_SECRET (staff
 * operations need 2FA). Never in production: there staff set up their own authenticator.
 */
export async function seedStaffTwoFactor(
  dataSource: DataSource,
  config: Pick<Config, "production" | "SESSION_SECRET">,
): Promise<{ staffWithTwoFactor: number }> {
  if (config.production) return { staffWithTwoFactor: 0 };
  const sealed = new SecretBox(config.SESSION_SECRET).seal(DEV_STAFF_TOTP_SECRET);
  const emails = DEMO_STAFF.map((s) => s.email);
  await dataSource.query(
    `UPDATE user_account SET totp_enabled = 1, totp_secret = ?, totp_pending_secret = NULL
      WHERE email IN (${emails.map(() => "?").join(", ")}) AND totp_enabled = 0`,
    [sealed, ...emails],
  );
  const [{ n }] = (await dataSource.query(
    `SELECT COUNT(*) AS n FROM user_account WHERE totp_enabled = 1 AND email IN (${emails.map(() => "?").join(", ")})`,
    emails,
  )) as [{ n: string }];
  return { staffWithTwoFactor: Number(n) };
}
