import { isStaffRole, type StaffRole } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * user_account as the accounts services see it: the whole row (secrets included: it never leaves the
 * gateway, the API types are separate), the sign-up insert, profile changes and the state changes of
 * deletion. Every state change is conditional and reports whether exactly one row changed.
 */

type Db = Pick<EntityManager, "query">;

export type UserRole = "member" | "staff";
export type SignUpMethod = "email" | "google" | "facebook";
/** active → pending_deletion (7 days, reversible by staff) → deleted (anonymised). */
export type AccountStatus = "active" | "pending_deletion" | "deleted";

/** A person's account. */
export interface UserAccount {
  id: string;
  /** Public handle for `users/{publicId}`; never the e-mail. */
  publicId: string;
  email: string;
  /** argon2id hash; null for accounts created through a social login. */
  passwordHash: string | null;
  nickname: string;
  showNickname: boolean;
  role: UserRole;
  /** What a staff member may do (schema/src/roles.ts); empty for members. */
  staffRoles: StaffRole[];
  signUpMethod: SignUpMethod;
  status: AccountStatus;
  locale: string;
  referralCode: string;
  referredBy: string | null;
  firstName: string | null;
  lastName: string | null;
  realName: string | null;
  phoneCountryCode: string | null;
  phone: string | null;
  country: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  sex: number | null;
  postalAddress: string | null;
  /** Storage key of the profile picture (served by /media/avatars/{key}). */
  profilePictureKey: string | null;
  /** Sealed TOTP secret of an active 2FA (see secret-box.ts). */
  totpSecret: string | null;
  /** Sealed secret shown during set-up, moved to totp_secret on activation. */
  totpPendingSecret: string | null;
  totpEnabled: boolean;
  /** Last accepted TOTP time step (BIGINT as a string): a code is accepted once. */
  totpLastStep: string | null;
  totpResetKeyHash: string | null;
  deletionRequestedAt: Date | null;
  deletionDueAt: Date | null;
  anonymisedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserAccountRow {
  id: number | string;
  public_id: string;
  email: string;
  password_hash: string | null;
  nickname: string;
  show_nickname: number | string;
  role: string;
  staff_roles: string | string[] | null;
  sign_up_method: string;
  status: string;
  locale: string;
  referral_code: string;
  referred_by: number | string | null;
  first_name: string | null;
  last_name: string | null;
  real_name: string | null;
  phone_country_code: string | null;
  phone: string | null;
  country: string | null;
  birthday: string | null;
  sex: number | null;
  postal_address: string | null;
  profile_picture_key: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: number | string;
  totp_last_step: number | string | null;
  totp_reset_key_hash: string | null;
  deletion_requested_at: Date | null;
  deletion_due_at: Date | null;
  anonymised_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, public_id, email, password_hash, nickname, show_nickname, role, staff_roles, sign_up_method,
  status, locale, referral_code, referred_by, first_name, last_name, real_name, phone_country_code, phone,
  country, DATE_FORMAT(birthday, '%Y-%m-%d') AS birthday, sex, postal_address, profile_picture_key,
  totp_secret, totp_pending_secret, totp_enabled, totp_last_step, totp_reset_key_hash, deletion_requested_at,
  deletion_due_at, anonymised_at, created_at, updated_at`;

/** A MariaDB SET arrives as "a,b" (mysql2). */
function staffRolesOf(value: string | string[] | null): StaffRole[] {
  return (Array.isArray(value) ? value : (value ?? "").split(",")).filter((r): r is StaffRole =>
    isStaffRole(r),
  );
}

function toUserAccount(row: UserAccountRow): UserAccount {
  return {
    id: String(row.id),
    publicId: row.public_id,
    email: row.email,
    passwordHash: row.password_hash,
    nickname: row.nickname,
    showNickname: Boolean(Number(row.show_nickname)),
    role: row.role as UserRole,
    staffRoles: staffRolesOf(row.staff_roles),
    signUpMethod: row.sign_up_method as SignUpMethod,
    status: row.status as AccountStatus,
    locale: row.locale,
    referralCode: row.referral_code,
    referredBy: row.referred_by === null ? null : String(row.referred_by),
    firstName: row.first_name,
    lastName: row.last_name,
    realName: row.real_name,
    phoneCountryCode: row.phone_country_code,
    phone: row.phone,
    country: row.country,
    birthday: row.birthday,
    sex: row.sex === null ? null : Number(row.sex),
    postalAddress: row.postal_address,
    profilePictureKey: row.profile_picture_key,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpEnabled: Boolean(Number(row.totp_enabled)),
    totpLastStep: row.totp_last_step === null ? null : String(row.totp_last_step),
    totpResetKeyHash: row.totp_reset_key_hash,
    deletionRequestedAt: row.deletion_requested_at,
    deletionDueAt: row.deletion_due_at,
    anonymisedAt: row.anonymised_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function findOneWhere(db: Db, where: string, params: unknown[]): Promise<UserAccount | null> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM user_account WHERE ${where} LIMIT 1`, params)) as
    UserAccountRow[] | [];
  return row ? toUserAccount(row) : null;
}

export const findUserById = (db: Db, id: string) => findOneWhere(db, "id = ?", [id]);
export const findUserByEmail = (db: Db, email: string) => findOneWhere(db, "email = ?", [email]);
export const findActiveUserByEmail = (db: Db, email: string) =>
  findOneWhere(db, "email = ? AND status = 'active'", [email]);
export const findActiveUserByPublicId = (db: Db, publicId: string) =>
  findOneWhere(db, "public_id = ? AND status = 'active'", [publicId]);
export const findActiveUserByReferralCode = (db: Db, code: string) =>
  findOneWhere(db, "referral_code = ? AND status = 'active'", [code]);

export async function nicknameTaken(db: Db, nickname: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 AS taken FROM user_account WHERE nickname = ? LIMIT 1`, [
    nickname,
  ])) as unknown[];
  return rows.length > 0;
}

/** Accounts in one state, soonest deletion first (at most `limit`). */
export async function listUsersPendingDeletion(db: Db, limit: number): Promise<UserAccount[]> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM user_account WHERE status = 'pending_deletion' ORDER BY deletion_due_at ASC LIMIT ?`,
    [limit],
  )) as UserAccountRow[];
  return rows.map(toUserAccount);
}

export interface NewUserAccountRow {
  publicId: string;
  email: string;
  passwordHash: string | null;
  nickname: string;
  signUpMethod: SignUpMethod;
  locale: string;
  birthday: string | null;
  sex: number | null;
  referredBy: string | null;
  referralCode: string;
  role: UserRole;
}

/** Inserts an active account with its defaults (nickname shown, 2FA off); returns its id. */
export async function insertUserAccount(em: Db, user: NewUserAccountRow): Promise<string> {
  const result = (await em.query(
    `INSERT INTO user_account (public_id, email, password_hash, nickname, show_nickname, role, sign_up_method,
       status, locale, referral_code, referred_by, birthday, sex, totp_enabled)
     VALUES (?, ?, ?, ?, 1, ?, ?, 'active', ?, ?, ?, ?, ?, 0)`,
    [
      user.publicId,
      user.email,
      user.passwordHash,
      user.nickname,
      user.role,
      user.signUpMethod,
      user.locale,
      user.referralCode,
      user.referredBy,
      user.birthday,
      user.sex,
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** The profile columns `updateProfileFields` may set, by their field names. */
const PROFILE_COLUMNS = {
  nickname: "nickname",
  showNickname: "show_nickname",
  firstName: "first_name",
  lastName: "last_name",
  realName: "real_name",
  phoneCountryCode: "phone_country_code",
  phone: "phone",
  country: "country",
  birthday: "birthday",
  sex: "sex",
  postalAddress: "postal_address",
  locale: "locale",
} as const;

export type ProfileChanges = Partial<{
  -readonly [K in keyof typeof PROFILE_COLUMNS]: K extends keyof UserAccount ? UserAccount[K] : never;
}>;

/** Sets the given profile fields of an active account (nothing for an account no longer active). */
export async function updateProfileFields(db: Db, userId: string, changes: ProfileChanges): Promise<void> {
  const entries = Object.entries(changes).filter(([key]) => key in PROFILE_COLUMNS) as [
    keyof typeof PROFILE_COLUMNS,
    unknown,
  ][];
  if (entries.length === 0) return;
  const sets = entries.map(([key]) => `${PROFILE_COLUMNS[key]} = ?`).join(", ");
  const values = entries.map(([key, value]) => (key === "showNickname" ? (value ? 1 : 0) : value));
  await db.query(`UPDATE user_account SET ${sets} WHERE id = ? AND status = 'active'`, [...values, userId]);
}

/** Whether `user_site` records that the account has used `site`. */
export async function hasUsedSite(db: Db, userId: string, site: number): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 AS ok FROM user_site WHERE user_id = ? AND site = ?`, [
    userId,
    site,
  ])) as unknown[];
  return rows.length > 0;
}

/** Records that the account has used `site` (once). */
export async function recordSiteUsed(em: Db, userId: string, site: number): Promise<void> {
  await em.query(`INSERT IGNORE INTO user_site (user_id, site) VALUES (?, ?)`, [userId, site]);
}

/** Moves the profile picture from the key last seen to `key`; false when the row changed meanwhile. */
export async function swapProfilePictureKey(
  db: Db,
  userId: string,
  expected: string | null,
  key: string,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE user_account SET profile_picture_key = ?
      WHERE id = ? AND status = 'active' AND profile_picture_key <=> ?`,
    [key, userId, expected],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Sets a new password hash on an active account (password reset). */
export async function setPasswordHash(em: Db, userId: string, passwordHash: string): Promise<void> {
  await em.query(`UPDATE user_account SET password_hash = ? WHERE id = ? AND status = 'active'`, [
    passwordHash,
    userId,
  ]);
}

/** Replaces the password hash we verified against; false when it changed meanwhile. */
export async function replacePasswordHash(
  em: Db,
  userId: string,
  verifiedHash: string,
  passwordHash: string,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE user_account SET password_hash = ? WHERE id = ? AND password_hash = ?`,
    [passwordHash, userId, verifiedHash],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}
