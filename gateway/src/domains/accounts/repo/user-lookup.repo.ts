import { isStaffRole, type StaffRole } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * What other domains read about an account (staff queues, market listings, ledger credits, KYC,
 * audit): by id in one batched query, or the id an e-mail, public id or nickname names. No secret
 * column (password hash, TOTP secrets, reset-key hash) and no personal profile field is read here.
 */

type Db = Pick<EntityManager, "query">;

/** The public and staff-facing facts of one account. */
export interface UserBrief {
  id: string;
  publicId: string;
  email: string;
  nickname: string;
  showNickname: boolean;
  profilePictureKey: string | null;
  role: "member" | "staff";
  staffRoles: StaffRole[];
  status: "active" | "pending_deletion" | "deleted";
  locale: string;
  createdAt: Date;
  anonymisedAt: Date | null;
  deletionDueAt: Date | null;
}

interface UserBriefRow {
  id: number | string;
  public_id: string;
  email: string;
  nickname: string;
  show_nickname: number | string;
  profile_picture_key: string | null;
  role: string;
  staff_roles: string | string[] | null;
  status: string;
  locale: string;
  created_at: Date;
  anonymised_at: Date | null;
  deletion_due_at: Date | null;
}

const BRIEF_COLUMNS = `id, public_id, email, nickname, show_nickname, profile_picture_key, role, staff_roles,
  status, locale, created_at, anonymised_at, deletion_due_at`;

function toBrief(row: UserBriefRow): UserBrief {
  const roles = Array.isArray(row.staff_roles) ? row.staff_roles : (row.staff_roles ?? "").split(",");
  return {
    id: String(row.id),
    publicId: row.public_id,
    email: row.email,
    nickname: row.nickname,
    showNickname: Boolean(Number(row.show_nickname)),
    profilePictureKey: row.profile_picture_key,
    role: row.role as UserBrief["role"],
    staffRoles: roles.filter((r): r is StaffRole => isStaffRole(r)),
    status: row.status as UserBrief["status"],
    locale: row.locale,
    createdAt: row.created_at,
    anonymisedAt: row.anonymised_at,
    deletionDueAt: row.deletion_due_at,
  };
}

/** Accounts by id, in one query; unknown ids are absent from the map. */
export async function findUserBriefsByIds(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, UserBrief>> {
  const ids = [...new Set(userIds.map(String))];
  if (ids.length === 0) return new Map();
  const rows = (await db.query(`SELECT ${BRIEF_COLUMNS} FROM user_account WHERE id IN (?)`, [
    ids,
  ])) as UserBriefRow[];
  return new Map(rows.map((row) => [String(row.id), toBrief(row)]));
}

/** One account by id, or undefined. */
export async function findUserBriefById(db: Db, userId: string): Promise<UserBrief | undefined> {
  return (await findUserBriefsByIds(db, [userId])).get(String(userId));
}

/** The id of the account registered with this e-mail, or undefined. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = (await db.query(`SELECT id FROM user_account WHERE email = ?`, [email])) as { id: string }[];
  return row ? String(row.id) : undefined;
}

/** The id of the active account with this public id (`users/{publicId}`), or undefined. */
export async function findActiveUserIdByPublicId(db: Db, publicId: string): Promise<string | undefined> {
  const [row] = (await db.query(`SELECT id FROM user_account WHERE public_id = ? AND status = 'active'`, [
    publicId,
  ])) as { id: string }[];
  return row ? String(row.id) : undefined;
}

/** The ids of the accounts whose e-mail or nickname is exactly `term` (staff filters). */
export async function findUserIdsByEmailOrNickname(db: Db, term: string): Promise<string[]> {
  const rows = (await db.query(`SELECT id FROM user_account WHERE email = ? OR nickname = ?`, [
    term,
    term,
  ])) as {
    id: string;
  }[];
  return rows.map((row) => String(row.id));
}

/** Whether the account exists and is active. */
export async function isActiveUser(db: Db, userId: string): Promise<boolean> {
  const [row] = (await db.query(`SELECT id FROM user_account WHERE id = ? AND status = 'active'`, [
    userId,
  ])) as {
    id: string;
  }[];
  return row !== undefined;
}

/**
 * Locks the account's row until the transaction ends (`SELECT … FOR UPDATE`), serialising one member's
 * concurrent writes elsewhere (e.g. two KYC submissions). False when the account does not exist.
 */
export async function lockUserRow(em: Db, userId: string): Promise<boolean> {
  const rows = (await em.query(`SELECT id FROM user_account WHERE id = ? FOR UPDATE`, [userId])) as {
    id: string;
  }[];
  return rows.length > 0;
}

/**
 * Anonymised accounts (deletion became permanent) whose `anonymised_at` is at least `days` days ago,
 * oldest first.
 */
export async function findUserIdsAnonymisedBefore(db: Db, days: number, limit: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM user_account
      WHERE status = 'deleted' AND anonymised_at IS NOT NULL AND anonymised_at <= NOW(3) - INTERVAL ? DAY
      ORDER BY anonymised_at, id LIMIT ?`,
    [days, limit],
  )) as { id: string }[];
  return rows.map((row) => String(row.id));
}
