import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { giveBackWindowHits, takeWindowHits, type WindowClaim } from "../../../shared/rate-limit.js";

export interface AttemptLimit {
  /** Attempts allowed inside the window; the next one is refused. */
  max: number;
  windowSeconds: number;
  /** 2019 (countdown) for guesses and sends; 9429 where the product answered "rate limited" before. */
  refusal: "TOO_MANY_ATTEMPTS" | "RATE_LIMITED";
}

export type AttemptKind =
  | "loginAccount"
  | "loginIp"
  | "twoFactorAccount"
  | "twoFactorIp"
  | "resetKeyAccount"
  | "emailCodeSendIp"
  | "emailCodeSendAddress"
  | "emailCodeCheckEmail"
  | "emailCodeCheckIp"
  | "smsSendPhoneHour"
  | "smsSendPhoneDay"
  | "smsSendAccountDay"
  | "smsSendIpDay"
  | "contactIp"
  | "contactAccount";

const HOUR = 3600;
const DAY = 86_400;

/**
 * The fixed limits (docs/ACCOUNTS.md "Attempt limits" lists them all). The login account limit and
 * every lock-out window come from configuration (LOGIN_MAX_FAILURES, LOGIN_LOCK_SECONDS).
 */
export const FIXED_ATTEMPT_LIMITS = {
  loginIpMax: 100,
  twoFactorAccountMax: 5,
  twoFactorIpMax: 50,
  resetKeyAccountMax: 5,
  emailCodeSendIpPerHour: 20,
  emailCodeSendAddressPerDay: 10,
  emailCodeCheckEmailMax: 10,
  emailCodeCheckIpMax: 50,
  smsSendPhonePerHour: 5,
  smsSendPhonePerDay: 10,
  smsSendAccountPerDay: 10,
  smsSendIpPerDay: 20,
  contactIpPerHour: 5,
  contactAccountPerDay: 10,
} as const;

/**
 * Attempt limits per account, address, phone and client address. They are taken inside the services,
 * so each alias or repeated call in one request counts.
 */
export function attemptLimits(deps: AppDeps): Record<AttemptKind, AttemptLimit> {
  const lock = deps.config.LOGIN_LOCK_SECONDS;
  const f = FIXED_ATTEMPT_LIMITS;
  const guess = (max: number, windowSeconds = lock): AttemptLimit => ({
    max,
    windowSeconds,
    refusal: "TOO_MANY_ATTEMPTS",
  });
  const rate = (max: number, windowSeconds: number): AttemptLimit => ({
    max,
    windowSeconds,
    refusal: "RATE_LIMITED",
  });
  return {
    loginAccount: guess(deps.config.LOGIN_MAX_FAILURES),
    loginIp: guess(f.loginIpMax),
    twoFactorAccount: guess(f.twoFactorAccountMax),
    twoFactorIp: guess(f.twoFactorIpMax),
    resetKeyAccount: guess(f.resetKeyAccountMax),
    emailCodeSendIp: guess(f.emailCodeSendIpPerHour, HOUR),
    emailCodeSendAddress: guess(f.emailCodeSendAddressPerDay, DAY),
    emailCodeCheckEmail: guess(f.emailCodeCheckEmailMax),
    emailCodeCheckIp: guess(f.emailCodeCheckIpMax),
    smsSendPhoneHour: rate(f.smsSendPhonePerHour, HOUR),
    smsSendPhoneDay: rate(f.smsSendPhonePerDay, DAY),
    smsSendAccountDay: rate(f.smsSendAccountPerDay, DAY),
    smsSendIpDay: rate(f.smsSendIpPerDay, DAY),
    contactIp: rate(f.contactIpPerHour, HOUR),
    contactAccount: rate(f.contactAccountPerDay, DAY),
  };
}

export interface AttemptClaim {
  kind: AttemptKind;
  subject: string;
}

export const attemptKeyOf = (deps: AppDeps, kind: AttemptKind, subject: string) =>
  `${deps.config.QUEUE_PREFIX}:attempts:${kind}:${subject.toLowerCase()}`;

/** Attempts taken by one request; what it learns afterwards decides which of them keep counting. */
export interface TakenAttempts {
  /** The attempt did not count for these kinds (all when none are named): their hits are returned. */
  giveBack(...kinds: AttemptKind[]): Promise<void>;
}

/**
 * Counts one attempt for every claim in one atomic step, or refuses (2019 / 9429 with
 * `remainingTime`) and counts nothing when any of them is used up. Count first, act after: a check
 * that only ran when its attempt was already counted can never be done more than `max` times per
 * window, however many requests arrive at once. A locked account is refused before the guess is
 * looked at, so even the right password answers 2019.
 */
export async function takeAttempts(deps: AppDeps, claims: readonly AttemptClaim[]): Promise<TakenAttempts> {
  const limits = attemptLimits(deps);
  const windows: WindowClaim[] = claims.map((c) => ({
    key: attemptKeyOf(deps, c.kind, c.subject),
    max: limits[c.kind].max,
    windowSeconds: limits[c.kind].windowSeconds,
  }));
  const wait = await takeWindowHits(deps.redis, windows);
  if (wait > 0) {
    const guessing = claims.some((c) => limits[c.kind].refusal === "TOO_MANY_ATTEMPTS");
    throw new DomainError(guessing ? "TOO_MANY_ATTEMPTS" : "RATE_LIMITED", { remainingTime: wait });
  }
  // Each hit goes back at most once, however the caller splits its give-backs.
  const returned = new Set<AttemptClaim>();
  return {
    async giveBack(...kinds) {
      const back = claims.filter((c) => !returned.has(c) && (!kinds.length || kinds.includes(c.kind)));
      for (const c of back) returned.add(c);
      await giveBackWindowHits(
        deps.redis,
        back.map((c) => attemptKeyOf(deps, c.kind, c.subject)),
      );
    },
  };
}

/** Counts a hit and refuses past the limit (for actions limited whether or not they succeed). */
export async function consumeAttempt(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  await takeAttempts(deps, [{ kind, subject }]);
}

/** Forgets every counted attempt (a successful login clears the account's failures). */
export async function clearAttempts(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  await deps.redis.del(attemptKeyOf(deps, kind, subject));
}

/**
 * @deprecated Read-then-write: parallel requests can all pass the read. Use `takeAttempts` (count
 * first, then check) — kept only for callers outside accounts until they move over.
 */
export async function assertAttemptsLeft(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  const limit = attemptLimits(deps)[kind];
  const key = attemptKeyOf(deps, kind, subject);
  const [count, ttl] = await Promise.all([deps.redis.get(key), deps.redis.ttl(key)]);
  if (Number(count ?? 0) >= limit.max) {
    throw new DomainError(limit.refusal, { remainingTime: Math.max(ttl, 1) });
  }
}

/** @deprecated See `assertAttemptsLeft`: counts one failure after the fact. */
export async function recordFailedAttempt(deps: AppDeps, kind: AttemptKind, subject: string): Promise<void> {
  const key = attemptKeyOf(deps, kind, subject);
  await deps.redis.multi().incr(key).expire(key, attemptLimits(deps)[kind].windowSeconds, "NX").exec();
}
