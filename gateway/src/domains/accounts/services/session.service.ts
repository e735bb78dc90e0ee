import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { recordMissionEvent, taipeiDay } from "../../missions/index.js";
import { randomToken, sha256Hex } from "../../../shared/crypto.js";
import type { SignInSite } from "./complete-login.service.js";
import { findUserById, recordSiteUsed, type UserAccount } from "../repo/user-account.repo.js";
import {
  deleteIdleSessions,
  deleteSessionById,
  deleteSessionByTokenHash,
  deleteUserSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  trimSessions,
} from "../repo/session.repo.js";

export interface SessionMeta {
  ip: string;
  userAgent?: string | null;
}

export interface ActiveSession {
  sessionId: string;
  user: UserAccount;
  /** True when this request moved last_seen_at forward: the cookie's lifetime is renewed with it. */
  renewed: boolean;
}

/** last_seen_at is written at most this often per session: reads should not all become writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Starts a session: a new random token (only its hash is stored), at most MAX_SESSIONS_PER_USER per
 * user (the oldest end first); the session keeps the site's key and code, and the code is recorded as
 * used by this account.
 */
export async function startSession(
  deps: AppDeps,
  userId: string,
  site: SignInSite,
  meta: SessionMeta,
): Promise<string> {
  const token = randomToken();
  await withTransaction(deps.dataSource, async (em) => {
    await insertSession(em, {
      userId,
      tokenHash: sha256Hex(token),
      site: site.code,
      siteKey: site.key,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
    });
    await trimSessions(em, userId, deps.config.MAX_SESSIONS_PER_USER);
    await recordSiteUsed(em, userId, site.code);
    await recordMissionEvent(em, { userId, event: "daily-login", key: `day.${taipeiDay(new Date())}` });
  });
  return token;
}

/**
 * The session behind a token, or "expired" when the token is unknown, idle for longer than
 * SESSION_IDLE_SECONDS, or its account is no longer active (pending deletion ends sessions).
 */
export async function resolveSession(deps: AppDeps, token: string): Promise<ActiveSession | "expired"> {
  const session = await findSessionByTokenHash(deps.dataSource, sha256Hex(token));
  if (!session) return "expired";
  const idleMs = Date.now() - session.lastSeenAt.getTime();
  if (idleMs > deps.config.SESSION_IDLE_SECONDS * 1000) {
    await deleteSessionById(deps.dataSource, session.id);
    return "expired";
  }
  const user = await findUserById(deps.dataSource, session.userId);
  if (!user || user.status !== "active") {
    await deleteSessionById(deps.dataSource, session.id);
    return "expired";
  }
  const renewed = idleMs > TOUCH_EVERY_MS;
  if (renewed) {
    await touchSession(deps.dataSource, session.id);
  }
  return { sessionId: session.id, user, renewed };
}

export async function endSessionByToken(deps: AppDeps, token: string): Promise<void> {
  await deleteSessionByTokenHash(deps.dataSource, sha256Hex(token));
}

/** Ends every session of a user, except one when given (a password change keeps the caller's). */
export async function endUserSessions(
  em: EntityManager,
  userId: string,
  exceptSessionId?: string,
): Promise<void> {
  await deleteUserSessions(em, userId, exceptSessionId);
}

/** Sweep task: drops sessions idle for longer than the limit. */
export async function purgeIdleSessions(deps: AppDeps): Promise<number> {
  return deleteIdleSessions(deps.dataSource, deps.config.SESSION_IDLE_SECONDS);
}
