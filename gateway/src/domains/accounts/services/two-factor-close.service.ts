import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../graphql/domain-error.js";
import type { RequestAuth } from "../../../graphql/request-auth.js";
import { clearAttempts } from "./attempt-limits.js";
import {
  assertGuessesLeft,
  loadAccount,
  newStepOf,
  parseResetKey,
  parseTotpCode,
  recordWrongGuess,
  resetKeyHash,
  resetKeyMatches,
  turnOffWithCode,
  turnOffWithResetKey,
} from "./two-factor-state.service.js";

/**
 * Turns 2FA off with a current code (623 when wrong, counted like a login code). The code is accepted
 * once, like at login, so a code read over someone's shoulder after they used it cannot turn 2FA off.
 * 2025 when 2FA is not on: there is no secret to check the code against.
 */
export async function closeTwoFactor(
  deps: AppDeps,
  auth: RequestAuth,
  code: string,
  ip: string,
): Promise<boolean> {
  const { user: sessionUser } = await auth.require();
  const totpCode = parseTotpCode(code);
  await assertGuessesLeft(deps, "code", sessionUser.id, ip);
  const user = await loadAccount(deps, sessionUser.id);
  const secret = user?.totpSecret;
  if (!user || !user.totpEnabled || !secret) throw new DomainError("TWO_FACTOR_ACTIVATION_FAILED");
  const step = newStepOf(deps, secret, totpCode, user.totpLastStep);
  // No row changed: a racing request used this step first, or 2FA was re-keyed meanwhile.
  if (step === null || !(await turnOffWithCode(deps, user.id, secret, step))) {
    await recordWrongGuess(deps, "code", user.id, ip);
    throw new DomainError("WRONG_VERIFICATION_CODE");
  }
  await clearAttempts(deps, "twoFactorAccount", user.id);
  deps.logger.info({ userId: user.id }, "two-factor authentication turned off with a code");
  return true;
}

/**
 * Turns 2FA off with the reset key given at activation, for a signed-in user who lost the device.
 * 2022 when the key is wrong (counted per account and address), 2025 when 2FA is not on.
 */
export async function resetTwoFactor(
  deps: AppDeps,
  auth: RequestAuth,
  resetKey: string,
  ip: string,
): Promise<boolean> {
  const { user: sessionUser } = await auth.require();
  const key = parseResetKey(resetKey);
  await assertGuessesLeft(deps, "resetKey", sessionUser.id, ip);
  const user = await loadAccount(deps, sessionUser.id);
  if (!user || !user.totpEnabled) throw new DomainError("TWO_FACTOR_ACTIVATION_FAILED");
  if (!resetKeyMatches(user, key) || !(await turnOffWithResetKey(deps, user.id, resetKeyHash(key)))) {
    await recordWrongGuess(deps, "resetKey", user.id, ip);
    throw new DomainError("TWO_FACTOR_RESET_FAILED");
  }
  await clearAttempts(deps, "resetKeyAccount", user.id);
  deps.logger.info({ userId: user.id }, "two-factor authentication turned off with the reset key");
  return true;
}
