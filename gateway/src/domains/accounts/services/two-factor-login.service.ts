import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../graphql/domain-error.js";
import type { RequestAuth } from "../../../graphql/request-auth.js";
import type { ViewerType } from "../graphql/accounts.types.js";
import type { UserAccountEntity } from "../entities/user-account.entity.js";
import { clearAttempts } from "./attempt-limits.js";
import { endLoginChallenge, readLoginChallenge, type LoginChallenge } from "./login-challenge.service.js";
import {
  acceptStep,
  assertGuessesLeft,
  loadAccount,
  newStepOf,
  parseResetKey,
  parseTotpCode,
  recordWrongGuess,
  resetKeyHash,
  resetKeyMatches,
  turnOffWithResetKey,
  type SecondFactor,
} from "./two-factor-state.service.js";
import { toViewer } from "./viewer-view.js";

/**
 * The account behind a login challenge, still in a state that may finish the login. 2013 when the
 * challenge is unknown or expired, or 2FA was turned off since the password step (the challenge is
 * then meaningless: log in again); 2018 when the account is pending deletion.
 */
async function challengedAccount(
  deps: AppDeps,
  token: string,
  factor: SecondFactor,
  ip: string,
): Promise<{ challenge: LoginChallenge; user: UserAccountEntity; secret: string }> {
  const challenge = await readLoginChallenge(deps, token);
  await assertGuessesLeft(deps, factor, challenge.userId, ip);
  const user = await loadAccount(deps, challenge.userId);
  if (user && user.status !== "active") throw new DomainError("ACCOUNT_PENDING_DELETION");
  const secret = user?.totpEnabled ? user.totpSecret : null;
  if (!user || !secret) {
    await endLoginChallenge(deps, token);
    throw new DomainError("TOKEN_EXPIRED");
  }
  return { challenge, user, secret };
}

/** Ends the single-use challenge and starts the session; 2013 when a racing request finished it first. */
async function finishLogin(
  deps: AppDeps,
  auth: RequestAuth,
  token: string,
  challenge: LoginChallenge,
  user: UserAccountEntity,
) {
  if (!(await endLoginChallenge(deps, token))) throw new DomainError("TOKEN_EXPIRED");
  await auth.signIn(user, challenge.site);
  return toViewer(deps, user);
}

/**
 * The 6-digit step of a login on the primary site. A wrong code keeps the challenge (the user may
 * retry) and counts per account and per address (623, then 2019). The accepted step is recorded with
 * a conditional update before the session starts, so the same code cannot sign in twice, even from two
 * requests at the same moment.
 */
export async function verifyLoginTwoFactor(
  deps: AppDeps,
  auth: RequestAuth,
  token: string,
  code: string,
  ip: string,
): Promise<ViewerType> {
  const { challenge, user, secret } = await challengedAccount(deps, token, "code", ip);
  const totpCode = parseTotpCode(code);
  const step = newStepOf(deps, secret, totpCode, user.totpLastStep);
  if (step === null || !(await acceptStep(deps, user.id, secret, step))) {
    await recordWrongGuess(deps, "code", user.id, ip);
    throw new DomainError("WRONG_VERIFICATION_CODE");
  }
  await clearAttempts(deps, "twoFactorAccount", user.id);
  return finishLogin(deps, auth, token, challenge, user);
}

/**
 * Lost device at login: the reset key given at activation turns 2FA off and completes the login
 * (2022 when wrong, counted per account and address).
 */
export async function loginWithTwoFactorResetKey(
  deps: AppDeps,
  auth: RequestAuth,
  token: string,
  resetKey: string,
  ip: string,
): Promise<ViewerType> {
  const { challenge, user } = await challengedAccount(deps, token, "resetKey", ip);
  const key = parseResetKey(resetKey);
  if (!resetKeyMatches(user, key) || !(await turnOffWithResetKey(deps, user.id, resetKeyHash(key)))) {
    await recordWrongGuess(deps, "resetKey", user.id, ip);
    throw new DomainError("TWO_FACTOR_RESET_FAILED");
  }
  await clearAttempts(deps, "resetKeyAccount", user.id);
  deps.logger.info({ userId: user.id }, "two-factor authentication turned off with the reset key at login");
  const current = (await loadAccount(deps, user.id)) ?? user;
  return finishLogin(deps, auth, token, challenge, current);
}
