import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import type { UserAccount } from "../repo/user-account.repo.js";
import type { AccountCaller } from "./account-caller.js";
import { endLoginChallenge, readLoginChallenge, type LoginChallenge } from "./login-challenge.service.js";
import { endSessionsWithNotice } from "./security-notice.service.js";
import {
  acceptStep,
  loadAccount,
  newStepOf,
  parseResetKey,
  parseTotpCode,
  resetKeyHash,
  resetKeyMatches,
  turnOffWithResetKey,
  withGuess,
} from "./two-factor-state.service.js";
import { toViewer, type ViewerView } from "./viewer-view.js";

/**
 * The account behind a login challenge, still in a state that may finish the login. 2013 when 2FA
 * was turned off since the password step (the challenge is then meaningless: log in again); 2018
 * when the account is pending deletion.
 */
async function challengedAccount(
  deps: AppDeps,
  token: string,
  challenge: LoginChallenge,
): Promise<{ user: UserAccount; secret: string }> {
  const user = await loadAccount(deps, challenge.userId);
  if (user && user.status !== "active") throw new DomainError("ACCOUNT_PENDING_DELETION");
  const secret = user?.totpEnabled ? user.totpSecret : null;
  if (!user || !secret) {
    await endLoginChallenge(deps, token);
    throw new DomainError("TOKEN_EXPIRED");
  }
  return { user, secret };
}

/** Ends the single-use challenge and starts the session; 2013 when a racing request finished it first. */
async function finishLogin(
  deps: AppDeps,
  auth: AccountCaller,
  token: string,
  challenge: LoginChallenge,
  user: UserAccount,
) {
  if (!(await endLoginChallenge(deps, token))) throw new DomainError("TOKEN_EXPIRED");
  await auth.signIn(user, challenge.site);
  return toViewer(user);
}

/**
 * The 6-digit step of a login (any site: password or social). 2013 when the challenge is unknown or
 * expired. A wrong code keeps the challenge (the user may retry) and counts per account and per
 * address — taken before the code is checked, so parallel guesses cannot exceed the limit (623, then
 * 2019). The accepted step is recorded with a conditional update before the session starts, so the
 * same code cannot sign in twice, even from two requests at the same moment.
 */
export async function verifyLoginTwoFactor(
  deps: AppDeps,
  auth: AccountCaller,
  token: string,
  code: string,
  ip: string,
): Promise<ViewerView> {
  const challenge = await readLoginChallenge(deps, token);
  const totpCode = parseTotpCode(code);
  const user = await withGuess(deps, "code", challenge.userId, ip, async () => {
    const { user: account, secret } = await challengedAccount(deps, token, challenge);
    const step = newStepOf(deps, secret, totpCode, account.totpLastStep);
    if (step === null || !(await acceptStep(deps, account.id, secret, step))) {
      throw new DomainError("WRONG_VERIFICATION_CODE");
    }
    return account;
  });
  return finishLogin(deps, auth, token, challenge, user);
}

/**
 * Lost device at login: only after the password (or social) step produced a challenge, the reset key
 * given at activation turns 2FA off and completes the login (2022 when wrong, counted per account and
 * address before it is checked). Turning 2FA off ends every existing session of the member and
 * mails a notice; the login's own session starts after.
 */
export async function loginWithTwoFactorResetKey(
  deps: AppDeps,
  auth: AccountCaller,
  token: string,
  resetKey: string,
  ip: string,
): Promise<ViewerView> {
  const challenge = await readLoginChallenge(deps, token);
  const key = parseResetKey(resetKey);
  await withGuess(deps, "resetKey", challenge.userId, ip, async () => {
    const { user } = await challengedAccount(deps, token, challenge);
    if (!resetKeyMatches(user, key)) throw new DomainError("TWO_FACTOR_RESET_FAILED");
    await withTransaction(deps.dataSource, async (em) => {
      if (!(await turnOffWithResetKey(deps, user.id, resetKeyHash(key), em))) {
        throw new DomainError("TWO_FACTOR_RESET_FAILED");
      }
      await endSessionsWithNotice(em, user, "twoFactorOff");
    });
  });
  deps.logger.info(
    { userId: challenge.userId },
    "two-factor authentication turned off with the reset key at login",
  );
  const current = await loadAccount(deps, challenge.userId);
  if (!current) throw new DomainError("TOKEN_EXPIRED");
  return finishLogin(deps, auth, token, challenge, current);
}
