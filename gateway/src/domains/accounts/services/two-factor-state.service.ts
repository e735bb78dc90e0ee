import { totpCodeRule } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { digestsEqual, randomReadable, sha256Hex } from "../../../shared/crypto.js";
import { findUserById, type UserAccount } from "../repo/user-account.repo.js";
import {
  acceptStepRow,
  activatePendingSecretRow,
  storePendingSecretRow,
  turnOffWithCodeRow,
  turnOffWithResetKeyRow,
} from "../repo/two-factor.repo.js";
import {
  assertAttemptsLeft,
  clearAttempts,
  recordFailedAttempt,
  takeAttempts,
  type AttemptKind,
} from "./attempt-limits.js";
import { SecretBox } from "./secret-box.js";
import { verifyStep } from "./totp.js";

/**
 * What the 2FA services share: reading an account's 2FA columns, checking a code against a sealed
 * secret, reset keys, and the conditional updates that change the 2FA state. Every write here names
 * the state it expects in its WHERE clause and reports whether exactly that row changed, so two racing
 * requests (the same code twice, a set-up replaced during activation) cannot both win.
 */

const boxes = new WeakMap<AppDeps, SecretBox>();

/** The box that seals TOTP secrets at rest; built once per app (the key derivation is not free). */
export function secretBoxOf(deps: AppDeps): SecretBox {
  let box = boxes.get(deps);
  if (!box) {
    box = new SecretBox(deps.config.SESSION_SECRET);
    boxes.set(deps, box);
  }
  return box;
}

/**
 * A fresh read of the account: the session's copy was loaded before this request's checks and another
 * request may have changed the 2FA state since.
 */
export async function loadAccount(deps: AppDeps, userId: string): Promise<UserAccount | null> {
  return findUserById(deps.dataSource, userId);
}

/** A malformed code is bad input (400), not a guess; the client checks the same rule before sending. */
export function parseTotpCode(code: string): string {
  const parsed = totpCodeRule.safeParse(code);
  if (!parsed.success) throw new DomainError("DATA_ERROR", { field: "code" });
  return parsed.data;
}

/** 2FA code guesses count per account and per client address (DESIGN §7). */
const CODE_LIMITS: readonly AttemptKind[] = ["twoFactorAccount", "twoFactorIp"];
/** Reset-key guesses count per account, and per address together with code guesses. */
const RESET_KEY_LIMITS: readonly AttemptKind[] = ["resetKeyAccount", "twoFactorIp"];

export type SecondFactor = "code" | "resetKey";

const limitsOf = (factor: SecondFactor) => (factor === "code" ? CODE_LIMITS : RESET_KEY_LIMITS);
const subjectOf = (kind: AttemptKind, userId: string, ip: string) => (kind === "twoFactorIp" ? ip : userId);

/** The per-account kind of a factor: the one a right guess clears. */
export const accountLimitOf = (factor: SecondFactor): AttemptKind =>
  factor === "code" ? "twoFactorAccount" : "resetKeyAccount";

/**
 * Counts a 2FA guess per account and per address BEFORE it is checked (2019 with the seconds left
 * once either is used up), so parallel guesses cannot check more codes than the limit.
 */
export function takeGuess(deps: AppDeps, factor: SecondFactor, userId: string, ip: string) {
  return takeAttempts(
    deps,
    limitsOf(factor).map((kind) => ({ kind, subject: subjectOf(kind, userId, ip) })),
  );
}

/** @deprecated Read-then-write (racy under parallel requests): use `withGuess`. Kept for step-up callers. */
export async function assertGuessesLeft(
  deps: AppDeps,
  factor: SecondFactor,
  userId: string,
  ip: string,
): Promise<void> {
  for (const kind of limitsOf(factor)) await assertAttemptsLeft(deps, kind, subjectOf(kind, userId, ip));
}

/** @deprecated See `assertGuessesLeft`. */
export async function recordWrongGuess(
  deps: AppDeps,
  factor: SecondFactor,
  userId: string,
  ip: string,
): Promise<void> {
  for (const kind of limitsOf(factor)) await recordFailedAttempt(deps, kind, subjectOf(kind, userId, ip));
}

/** Wrong answers of a guess: they keep counting. Any other outcome gives the guess back. */
const WRONG_GUESS = new Set(["WRONG_VERIFICATION_CODE", "TWO_FACTOR_RESET_FAILED"]);

/**
 * Runs a guarded 2FA check: the guess is counted first; a wrong code or key keeps it, a right one
 * clears the account's 2FA failures and gives the address its hit back, and any other outcome (2FA
 * not on, an expired challenge, the database) gives the guess back.
 */
export async function withGuess<T>(
  deps: AppDeps,
  factor: SecondFactor,
  userId: string,
  ip: string,
  check: () => Promise<T>,
): Promise<T> {
  const taken = await takeGuess(deps, factor, userId, ip);
  let value: T;
  try {
    value = await check();
  } catch (error) {
    if (!(error instanceof DomainError && WRONG_GUESS.has(error.errorName))) await taken.giveBack();
    throw error;
  }
  await taken.giveBack("twoFactorIp");
  await clearAttempts(deps, accountLimitOf(factor), userId);
  return value;
}

/**
 * The time step of `code` under a sealed secret when it is later than the last accepted step, else
 * null. Only a first check: the caller's conditional update on totp_last_step is what makes a code
 * usable once when two requests race with it.
 */
export function newStepOf(
  deps: AppDeps,
  sealedSecret: string,
  code: string,
  lastStep: string | null,
  nowMs: number = Date.now(),
): number | null {
  const step = verifyStep(secretBoxOf(deps).open(sealedSecret), code, nowMs);
  if (step === null) return null;
  return lastStep === null || step > Number(lastStep) ? step : null;
}

/** Reset keys are 4 groups of 4 readable characters, e.g. "K7QM-2RTX-9HWN-C4PD". */
const RESET_KEY_GROUPS = 4;
const RESET_KEY_GROUP_LENGTH = 4;
/** Longer input cannot be a reset key, however it is spaced; refusing it early keeps hashing bounded. */
const RESET_KEY_MAX_INPUT = 64;

export function newResetKey(): string {
  return Array.from({ length: RESET_KEY_GROUPS }, () => randomReadable(RESET_KEY_GROUP_LENGTH)).join("-");
}

/** Only the SHA-256 of the key is stored; people may type it in lower case, with spaces or without dashes. */
export function resetKeyHash(key: string): string {
  return sha256Hex(key.toUpperCase().replace(/[\s-]/g, ""));
}

export function parseResetKey(key: string): string {
  if (typeof key !== "string" || key.length > RESET_KEY_MAX_INPUT)
    throw new DomainError("DATA_ERROR", { field: "resetKey" });
  return key;
}

export function resetKeyMatches(user: Pick<UserAccount, "totpResetKeyHash">, key: string): boolean {
  return user.totpResetKeyHash !== null && digestsEqual(user.totpResetKeyHash, resetKeyHash(key));
}

/** Starts (or restarts) a set-up; false when 2FA was turned on meanwhile. */
export function storePendingSecret(deps: AppDeps, userId: string, sealedSecret: string): Promise<boolean> {
  return storePendingSecretRow(deps.dataSource, userId, sealedSecret);
}

/**
 * Moves the pending secret that the code was checked against to totp_secret. Conditional on that very
 * pending secret, so a set-up restarted in another tab cannot be activated with the old QR code's code.
 * `em` when the write must commit together with what follows it (ending sessions, the notice mail).
 */
export function activatePendingSecret(
  deps: AppDeps,
  userId: string,
  sealedPending: string,
  step: number,
  resetKeyDigest: string,
  em?: EntityManager,
): Promise<boolean> {
  return activatePendingSecretRow(em ?? deps.dataSource, userId, sealedPending, step, resetKeyDigest);
}

/** Records an accepted login code; false when another request used this step (or a later one) first. */
export function acceptStep(
  deps: AppDeps,
  userId: string,
  sealedSecret: string,
  step: number,
): Promise<boolean> {
  return acceptStepRow(deps.dataSource, userId, sealedSecret, step);
}

/** Turns 2FA off with a code: accepting the step and clearing everything is one conditional write. */
export function turnOffWithCode(
  deps: AppDeps,
  userId: string,
  sealedSecret: string,
  step: number,
  em?: EntityManager,
): Promise<boolean> {
  return turnOffWithCodeRow(em ?? deps.dataSource, userId, sealedSecret, step);
}

/** Turns 2FA off with the reset key; false when it was already turned off or re-keyed meanwhile. */
export function turnOffWithResetKey(
  deps: AppDeps,
  userId: string,
  resetKeyDigest: string,
  em?: EntityManager,
): Promise<boolean> {
  return turnOffWithResetKeyRow(em ?? deps.dataSource, userId, resetKeyDigest);
}
