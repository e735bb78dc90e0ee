import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { type ReauthenticationProof, verifyReauthentication } from "./reauthenticate.service.js";
import type { AccountCaller } from "./account-caller.js";
import { endSessionsWithNotice } from "./security-notice.service.js";
import {
  loadAccount,
  newStepOf,
  parseResetKey,
  parseTotpCode,
  resetKeyHash,
  resetKeyMatches,
  turnOffWithCode,
  turnOffWithResetKey,
  withGuess,
} from "./two-factor-state.service.js";

/**
 * Turns 2FA off with a current code AND the current password (accounts without one: a mailed code),
 * the password checked first. The code is accepted once, like at login, so a code read over someone's
 * shoulder after they used it cannot turn 2FA off. The member's other sessions end and a notice is
 * mailed, in the transaction of the change. 2041 / 1009 for the password, 623 for a wrong code
 * (counted before it is checked), 2025 when 2FA is not on.
 */
export async function closeTwoFactor(
  deps: AppDeps,
  auth: AccountCaller,
  code: string,
  ip: string,
  proof: ReauthenticationProof = {},
): Promise<boolean> {
  const { user: sessionUser, sessionId } = await auth.require();
  const totpCode = parseTotpCode(code);
  const spendProof = await verifyReauthentication(deps, sessionUser, ip, proof);
  await withGuess(deps, "code", sessionUser.id, ip, async () => {
    const user = await loadAccount(deps, sessionUser.id);
    const secret = user?.totpSecret;
    if (!user || !user.totpEnabled || !secret) throw new DomainError("TWO_FACTOR_ACTIVATION_FAILED");
    const step = newStepOf(deps, secret, totpCode, user.totpLastStep);
    if (step === null) throw new DomainError("WRONG_VERIFICATION_CODE");
    await withTransaction(deps.dataSource, async (em) => {
      // No row changed: a racing request used this step first, or 2FA was re-keyed meanwhile.
      if (!(await turnOffWithCode(deps, user.id, secret, step, em))) {
        throw new DomainError("WRONG_VERIFICATION_CODE");
      }
      await spendProof(em);
      await endSessionsWithNotice(em, user, "twoFactorOff", sessionId);
    });
  });
  deps.logger.info({ userId: sessionUser.id }, "two-factor authentication turned off with a code");
  return true;
}

/**
 * Turns 2FA off with the reset key given at activation AND the current password, for a signed-in
 * member who lost the device (the session itself passed the 2FA step, or was made before 2FA was on
 * and ended when it was turned on). Other sessions end and a notice is mailed. 2041 / 1009 for the
 * password, 2022 when the key is wrong (counted per account and address before it is checked), 2025
 * when 2FA is not on.
 */
export async function resetTwoFactor(
  deps: AppDeps,
  auth: AccountCaller,
  resetKey: string,
  ip: string,
  proof: ReauthenticationProof = {},
): Promise<boolean> {
  const { user: sessionUser, sessionId } = await auth.require();
  const key = parseResetKey(resetKey);
  const spendProof = await verifyReauthentication(deps, sessionUser, ip, proof);
  await withGuess(deps, "resetKey", sessionUser.id, ip, async () => {
    const user = await loadAccount(deps, sessionUser.id);
    if (!user || !user.totpEnabled) throw new DomainError("TWO_FACTOR_ACTIVATION_FAILED");
    if (!resetKeyMatches(user, key)) throw new DomainError("TWO_FACTOR_RESET_FAILED");
    await withTransaction(deps.dataSource, async (em) => {
      if (!(await turnOffWithResetKey(deps, user.id, resetKeyHash(key), em))) {
        throw new DomainError("TWO_FACTOR_RESET_FAILED");
      }
      await spendProof(em);
      await endSessionsWithNotice(em, user, "twoFactorOff", sessionId);
    });
  });
  deps.logger.info({ userId: sessionUser.id }, "two-factor authentication turned off with the reset key");
  return true;
}
