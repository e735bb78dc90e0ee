import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../graphql/domain-error.js";

export interface AttemptLimit {
  /** Failures (or hits) allowed inside the window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

export type AttemptKind =
  | "loginAccount"
  | "loginIp"
  | "twoFactorAccount"
  | "twoFactorIp"
  | "emailCodeSendIp"
  | "emailCodeCheckEmail"
  | "emailCodeCheckIp"
  | "resetKeyAccount";

/**
 * Attempt limits per account and per client address. They are checked inside the services, so each
 * alias or repeated call in one request counts. The login account limit comes from configuration
 * (LOGIN_MAX_FAILURES, LOGIN_LOCK_SECONDS) so operators can tune the lock-out.
 */
export function attemptLimits(deps: AppDeps): Record<AttemptKind, AttemptLimit> {
  const lock = deps.config.LOGIN_LOCK_SECONDS;
  return {
    loginAccount: { max: deps.config.LOGIN_MAX_FAILURES, windowSeconds: lock },
    loginIp: { max: 100, windowSeconds: lock },
    twoFactorAccount: { max: 5, windowSeconds: lock },
    twoFactorIp: { max: 50, windowSeconds: lock },
    resetKeyAccount: { max: 5, windowSeconds: lock },
    emailCodeSendIp: { max: 20, windowSeconds: 3600 },
    emailCodeCheckEmail: { max: 10, windowSeconds: lock },
    emailCodeCheckIp: { max: 50, windowSeconds: lock },
  };
}

const keyOf = (deps: AppDeps, kind: AttemptKind, subject: string) =>
  `${deps.config.QUEUE_PREFIX}:attempts:${kind}:${subject.toLowerCase()}`;

/** Refuses with 2019 (and the seconds to wait) once the failures in the window reached the limit. */
export async function assertAttemptsLeft(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  const limit = attemptLimits(deps)[kind];
  const key = keyOf(deps, kind, subject);
  const [count, ttl] = await Promise.all([deps.redis.get(key), deps.redis.ttl(key)]);
  if (Number(count ?? 0) >= limit.max) {
    throw new DomainError("TOO_MANY_ATTEMPTS", { remainingTime: Math.max(ttl, 1) });
  }
}

/** Counts one failure; the window starts at the first failure. */
export async function recordFailedAttempt(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  const key = keyOf(deps, kind, subject);
  await deps.redis.multi().incr(key).expire(key, attemptLimits(deps)[kind].windowSeconds, "NX").exec();
}

export async function clearAttempts(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  await deps.redis.del(keyOf(deps, kind, subject));
}

/** Counts a hit and refuses past the limit (for actions limited whether or not they succeed). */
export async function consumeAttempt(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  await assertAttemptsLeft(deps, kind, subject);
  await recordFailedAttempt(deps, kind, subject);
}
