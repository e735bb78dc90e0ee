import type { EntityManager } from "typeorm";

/* user_session: one signed-in browser or client. Only the SHA-256 of the token is stored. */

type Db = Pick<EntityManager, "query">;

export interface UserSession {
  id: string;
  userId: string;
  lastSeenAt: Date;
}

export async function insertSession(
  em: Db,
  session: {
    userId: string;
    tokenHash: string;
    site: number;
    siteKey: string;
    ip: string;
    userAgent: string | null;
  },
): Promise<void> {
  await em.query(
    `INSERT INTO user_session (user_id, token_hash, site, site_key, ip, user_agent, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      session.userId,
      session.tokenHash,
      session.site,
      session.siteKey,
      session.ip,
      session.userAgent,
      new Date(),
    ],
  );
}

/** Ends the user's sessions beyond the newest `keep`. */
export async function trimSessions(em: Db, userId: string, keep: number): Promise<void> {
  const surplus = (await em.query(
    `SELECT id FROM user_session WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1000 OFFSET ?`,
    [userId, keep],
  )) as { id: string }[];
  if (surplus.length) {
    await em.query(`DELETE FROM user_session WHERE id IN (?)`, [surplus.map((r) => r.id)]);
  }
}

export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<UserSession | null> {
  const [row] = (await db.query(`SELECT id, user_id, last_seen_at FROM user_session WHERE token_hash = ?`, [
    tokenHash,
  ])) as { id: string; user_id: string; last_seen_at: Date }[];
  return row ? { id: String(row.id), userId: String(row.user_id), lastSeenAt: row.last_seen_at } : null;
}

export async function deleteSessionById(db: Db, sessionId: string): Promise<void> {
  await db.query(`DELETE FROM user_session WHERE id = ?`, [sessionId]);
}

export async function deleteSessionByTokenHash(db: Db, tokenHash: string): Promise<void> {
  await db.query(`DELETE FROM user_session WHERE token_hash = ?`, [tokenHash]);
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.query(`UPDATE user_session SET last_seen_at = ? WHERE id = ?`, [new Date(), sessionId]);
}

/** Ends every session of a user, except one when given. */
export async function deleteUserSessions(em: Db, userId: string, exceptSessionId?: string): Promise<void> {
  if (exceptSessionId) {
    await em.query(`DELETE FROM user_session WHERE user_id = ? AND id <> ?`, [userId, exceptSessionId]);
  } else {
    await em.query(`DELETE FROM user_session WHERE user_id = ?`, [userId]);
  }
}

/** Drops sessions idle for longer than `idleSeconds` (at most 5000 a call); how many went. */
export async function deleteIdleSessions(db: Db, idleSeconds: number): Promise<number> {
  const result = (await db.query(
    `DELETE FROM user_session WHERE last_seen_at < NOW(3) - INTERVAL ? SECOND LIMIT 5000`,
    [idleSeconds],
  )) as { affectedRows?: number };
  return result.affectedRows ?? 0;
}

/** A session as the staff console's member lookup shows it (never the token). */
export interface StaffSessionRow {
  id: string;
  site: number;
  site_key: string;
  ip: string | null;
  user_agent: string | null;
  last_seen_at: Date;
}

/** Staff: a member's sessions, most recently used first (at most 50). */
export async function listUserSessionsForStaff(db: Db, userId: string): Promise<StaffSessionRow[]> {
  return (await db.query(
    `SELECT id, site, site_key, ip, user_agent, last_seen_at FROM user_session WHERE user_id = ? ORDER BY last_seen_at DESC LIMIT 50`,
    [userId],
  )) as StaffSessionRow[];
}

/** A member's own sessions, most recently used first (at most 50; never the token). */
export async function listUserSessions(
  db: Db,
  userId: string,
): Promise<
  {
    id: string;
    site: number;
    siteKey: string;
    ip: string | null;
    userAgent: string | null;
    lastSeenAt: Date;
    createdAt: Date;
  }[]
> {
  const rows = (await db.query(
    `SELECT id, site, site_key, ip, user_agent, last_seen_at, created_at FROM user_session WHERE user_id = ? ORDER BY last_seen_at DESC, id DESC LIMIT 50`,
    [userId],
  )) as (StaffSessionRow & { created_at: Date })[];
  return rows.map((row) => ({
    id: String(row.id),
    site: Number(row.site),
    siteKey: row.site_key,
    ip: row.ip,
    userAgent: row.user_agent,
    lastSeenAt: row.last_seen_at,
    createdAt: row.created_at,
  }));
}
