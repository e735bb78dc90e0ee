import type { StaffRole } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import {
  hashPassword,
  insertStaffAccountIfMissing,
  newPublicId,
  SecretBox,
  setStaffRoles,
  turnOnTwoFactorFor,
} from "../domains/accounts/index.js";

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
      await insertStaffAccountIfMissing(dataSource, {
        publicId: newPublicId(),
        email: s.email,
        passwordHash: await hashPassword(s.password),
        nickname: s.nickname,
        referralCode: s.referralCode,
      });
    }
    await setStaffRoles(dataSource, s.email, s.roles);
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
  return { staffWithTwoFactor: await turnOnTwoFactorFor(dataSource, emails, sealed) };
}
