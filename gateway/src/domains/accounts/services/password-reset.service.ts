import {
  emailCodeRule,
  emailRule,
  isLocale,
  optionalLocaleRule,
  passwordRule,
  DEFAULT_LOCALE,
} from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { findActiveUserByEmail, replacePasswordHash, setPasswordHash } from "../repo/user-account.repo.js";
import type { AccountCaller } from "./account-caller.js";
import { checkEmailCode, consumeEmailCode, issueEmailCode } from "./email-code.service.js";
import { parseInput } from "../../../shared/parse-input.js";
import { hashPassword } from "./password.js";
import { parseSite } from "./complete-login.service.js";
import { verifyReauthentication } from "./reauthenticate.service.js";
import { endSessionsWithNotice } from "./security-notice.service.js";

export interface SendPasswordResetCodeInput {
  email: string;
  site?: number | null;
  siteKey?: string | null;
  locale?: string | null;
}

export interface ResetPasswordInput {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const confirmed = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;

const resetRule = z
  .object({ email: emailRule, code: emailCodeRule, password: passwordRule, confirmPassword: z.string() })
  .refine(confirmed, { path: ["confirmPassword"], message: "validation.passwordMatch" });

const changeRule = z
  .object({
    currentPassword: z.string().min(1).max(200),
    password: passwordRule,
    confirmPassword: z.string(),
  })
  .refine(confirmed, { path: ["confirmPassword"], message: "validation.passwordMatch" });

/**
 * Forgot password, step 0. The answer is the same whether or not the address has an account (a code
 * row is kept either way, so even the 1006 timing matches); only real accounts get the mail.
 */
export async function sendPasswordResetCode(deps: AppDeps, input: SendPasswordResetCodeInput, ip: string) {
  const { email } = parseInput(z.object({ email: emailRule, locale: optionalLocaleRule }), input);
  // The account is shared across the sites: any site may reset it, but the site must be one of them.
  parseSite(input.site, input.siteKey);
  const user = await findActiveUserByEmail(deps.dataSource, email);
  return issueEmailCode(deps, {
    purpose: "reset_password",
    email,
    userId: user?.id ?? null,
    locale: isLocale(input.locale) ? input.locale : (user?.locale ?? DEFAULT_LOCALE),
    deliver: user !== null,
    ip,
  });
}

/**
 * Forgot password, step 1: code + new password. Every session of the account ends (whoever knew the
 * old password may hold one) and the owner is mailed a notice, in the same transaction.
 */
export async function resetPassword(
  deps: AppDeps,
  auth: AccountCaller,
  input: ResetPasswordInput,
): Promise<boolean> {
  const form = parseInput(resetRule, input);
  const codeId = await checkEmailCode(deps, "reset_password", form.email, form.code, auth.ip);
  const user = await findActiveUserByEmail(deps.dataSource, form.email);
  // A code issued for an address without an account can never match a mailed one; answer as for a wrong code.
  if (!user) throw new DomainError("EMAIL_CODE_WRONG");
  const passwordHash = await hashPassword(form.password);
  await withTransaction(deps.dataSource, async (em) => {
    await consumeEmailCode(em, codeId);
    await setPasswordHash(em, user.id, passwordHash);
    await endSessionsWithNotice(em, user, "passwordReset");
  });
  return true;
}

/**
 * Settings: change password with the current one (a wrong one counts like a wrong login password:
 * 1009, then 2019). The caller's session stays, every other ends, and a notice is mailed.
 */
export async function changePassword(
  deps: AppDeps,
  auth: AccountCaller,
  input: ChangePasswordInput,
): Promise<boolean> {
  const { user, sessionId } = await auth.require();
  const form = parseInput(changeRule, {
    currentPassword: input.currentPassword,
    password: input.newPassword,
    confirmPassword: input.confirmPassword,
  });
  const verifiedHash = user.passwordHash;
  if (verifiedHash === null) throw new DomainError("WRONG_PASSWORD");
  await verifyReauthentication(deps, user, auth.ip, { currentPassword: form.currentPassword });
  const passwordHash = await hashPassword(form.password);
  await withTransaction(deps.dataSource, async (em) => {
    // Conditional on the hash we verified against: a concurrent change wins, this one fails.
    if (!(await replacePasswordHash(em, user.id, verifiedHash, passwordHash))) {
      throw new DomainError("WRONG_PASSWORD");
    }
    await endSessionsWithNotice(em, user, "passwordChanged", sessionId);
  });
  return true;
}
