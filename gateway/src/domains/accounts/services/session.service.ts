import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { randomToken, sha256Hex } from "../../../shared/crypto.js";
import { UserAccountEntity } from "../entities/user-account.entity.js";
import { UserSessionEntity } from "../entities/user-session.entity.js";

export interface SessionMeta {
  ip: string;
  userAgent?: string | null;
}

export interface ActiveSession {
  sessionId: string;
  user: UserAccountEntity;
  /** True when this request moved last_seen_at forward: the cookie's lifetime is renewed with it. */
  renewed: boolean;
}

/** last_seen_at is written at most this often per session: reads should not all become writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Starts a session: a new random token (only its hash is stored), at most MAX_SESSIONS_PER_USER per
 * user (the oldest end first), and the site recorded as used by this account.
 */
export async function startSession(
  deps: AppDeps,
  userId: string,
  site: number,
  meta: SessionMeta,
): Promise<string> {
  const token = randomToken();
  await withTransaction(deps.dataSource, async (em) => {
    await em.insert(UserSessionEntity, {
      userId,
      tokenHash: sha256Hex(token),
      site,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
      lastSeenAt: new Date(),
    });
    const surplus = (await em.query(
      `SELECT id FROM user_session WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1000 OFFSET ?`,
      [userId, deps.config.MAX_SESSIONS_PER_USER],
    )) as { id: string }[];
    if (surplus.length) {
      await em.query(`DELETE FROM user_session WHERE id IN (?)`, [surplus.map((r) => r.id)]);
    }
    await em.query(`INSERT IGNORE INTO user_site (user_id, site) VALUES (?, ?)`, [userId, site]);
  });
  return token;
}

/**
 * The session behind a token, or "expired" when the token is unknown, idle for longer than
 * SESSION_IDLE_SECONDS, or its account is no longer active (pending deletion ends sessions).
 */
export async function resolveSession(deps: AppDeps, token: string): Promise<ActiveSession | "expired"> {
  const repo = deps.dataSource.getRepository(UserSessionEntity);
  const session = await repo.findOne({ where: { tokenHash: sha256Hex(token) } });
  if (!session) return "expired";
  const idleMs = Date.now() - session.lastSeenAt.getTime();
  if (idleMs > deps.config.SESSION_IDLE_SECONDS * 1000) {
    await repo.delete({ id: session.id });
    return "expired";
  }
  const user = await deps.dataSource
    .getRepository(UserAccountEntity)
    .findOne({ where: { id: session.userId } });
  if (!user || user.status !== "active") {
    await repo.delete({ id: session.id });
    return "expired";
  }
  const renewed = idleMs > TOUCH_EVERY_MS;
  if (renewed) {
    await repo.update({ id: session.id }, { lastSeenAt: new Date() });
  }
  return { sessionId: session.id, user, renewed };
}

export async function endSessionByToken(deps: AppDeps, token: string): Promise<void> {
  await deps.dataSource.getRepository(UserSessionEntity).delete({ tokenHash: sha256Hex(token) });
}

/** Ends every session of a user, except one when given (a password change keeps the caller's). */
export async function endUserSessions(
  em: EntityManager,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  if (exceptSessionId) {
    await em.query(`DELETE FROM user_session WHERE user_id = ? AND id <> ?`, [userId, exceptSessionId]);
  } else {
    await em.query(`DELETE FROM user_session WHERE user_id = ?`, [userId]);
  }
}

/** Sweep task: drops sessions idle for longer than the limit. */
export async function purgeIdleSessions(deps: AppDeps): Promise<number> {
  const result = (await deps.dataSource.query(
    `DELETE FROM user_session WHERE last_seen_at < NOW(3) - INTERVAL ? SECOND LIMIT 5000`,
    [deps.config.SESSION_IDLE_SECONDS],
  )) as { affectedRows?: number };
  return result.affectedRows ?? 0;
}
