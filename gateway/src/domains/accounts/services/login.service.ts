import { emailRule } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { findUserByEmail } from "../repo/user-account.repo.js";
import type { AccountCaller } from "./account-caller.js";
import { clearAttempts, takeAttempts } from "./attempt-limits.js";
import { completeLogin, parseSite } from "./complete-login.service.js";
import { parseInput } from "../../../shared/parse-input.js";
import { verifyPassword } from "./password.js";
import type { LoginResult } from "./viewer-view.js";

export interface LoginInput {
  email: string;
  password: string;
  /** 1 primary platform (default), 2 marketplace. */
  site?: number | null;
  siteKey?: string | null;
}

const loginRule = z.object({ email: emailRule, password: z.string().min(1).max(200) });

/** The answer for a password login on an account that has no password. */
const SOCIAL_ONLY = { google: "REGISTERED_VIA_GOOGLE", facebook: "REGISTERED_VIA_FACEBOOK" } as const;

/**
 * E-mail and password. The attempt is counted against the account and the client address BEFORE the
 * password is checked (one atomic step, see takeAttempts): once an account or an address is locked
 * out even the right password gets 2019 and the time to wait, and parallel guesses can never run
 * more password checks than the limit. A right password gives its hit back and clears the account's
 * failures; an unknown address counts for the client address only.
 */
export async function login(deps: AppDeps, auth: AccountCaller, input: LoginInput): Promise<LoginResult> {
  const { email, password } = parseInput(loginRule, input);
  const site = parseSite(input.site, input.siteKey);
  const taken = await takeAttempts(deps, [
    { kind: "loginAccount", subject: email },
    { kind: "loginIp", subject: auth.ip },
  ]);

  const user = await findUserByEmail(deps.dataSource, email);
  if (!user || user.status === "deleted") {
    await taken.giveBack("loginAccount");
    throw new DomainError("EMAIL_NOT_FOUND");
  }
  if (user.passwordHash === null) {
    await taken.giveBack();
    throw new DomainError(user.signUpMethod === "facebook" ? SOCIAL_ONLY.facebook : SOCIAL_ONLY.google);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError("WRONG_PASSWORD");
  await taken.giveBack("loginIp");
  await clearAttempts(deps, "loginAccount", email);
  return completeLogin(deps, auth, user, site);
}
