import {
  birthdayRule,
  emailCodeRule,
  emailRule,
  isLocale,
  nicknameRule,
  optionalLocaleRule,
  passwordRule,
  referralCodeRule,
  sexRule,
  DEFAULT_LOCALE,
} from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import {
  findActiveUserByReferralCode,
  findUserByEmail,
  hasUsedSite,
  nicknameTaken,
} from "../repo/user-account.repo.js";
import type { AccountCaller } from "./account-caller.js";
import { parseSite } from "./complete-login.service.js";
import { createAccount } from "./create-account.service.js";
import { checkEmailCode, consumeEmailCode, issueEmailCode } from "./email-code.service.js";
import { parseInput } from "../../../shared/parse-input.js";
import { hashPassword } from "./password.js";
import { toViewer, type ViewerView } from "./viewer-view.js";

export interface SendRegisterCodeInput {
  email: string;
  /** 1 primary platform (default), 2 marketplace. */
  site?: number | null;
  siteKey?: string | null;
  locale?: string | null;
}

export interface RegisterInput {
  email: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  /** YYYY-MM-DD or YYYY/MM/DD. */
  birthday: string;
  sex: number;
  /** The 6-character code from the e-mail. */
  code: string;
  acceptTerms: boolean;
  referralCode?: string | null;
  site?: number | null;
  siteKey?: string | null;
  locale?: string | null;
}

const sendRule = z.object({ email: emailRule, locale: optionalLocaleRule });

const registerRule = z
  .object({
    email: emailRule,
    password: passwordRule,
    confirmPassword: z.string(),
    nickname: nicknameRule,
    birthday: birthdayRule,
    sex: sexRule,
    code: emailCodeRule,
    acceptTerms: z.literal(true, { message: "validation.terms" }),
    referralCode: referralCodeRule.nullish(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation.passwordMatch",
  });

const localeOf = (locale: string | null | undefined) => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/**
 * How an e-mail stands for registering on `site`: free; taken on this site (1005); or an account the
 * person already has on the platform's other site (1098), which they can simply log in with here.
 */
async function registrationStanding(
  deps: AppDeps,
  email: string,
  site: number,
): Promise<"free" | "taken" | "otherSite"> {
  const user = await findUserByEmail(deps.dataSource, email);
  if (!user) return "free";
  return (await hasUsedSite(deps.dataSource, user.id, site)) ? "taken" : "otherSite";
}

/** Step 0, "send code": mails a 6-digit code (300-second resend window, 1006). */
export async function sendRegisterCode(deps: AppDeps, input: SendRegisterCodeInput, ip: string) {
  const { email } = parseInput(sendRule, input);
  const site = parseSite(input.site, input.siteKey);
  const standing = await registrationStanding(deps, email, site.code);
  if (standing === "taken") throw new DomainError("EMAIL_IN_USE");
  if (standing === "otherSite") throw new DomainError("ACCOUNT_SHARED_ACROSS_SITES");
  return issueEmailCode(deps, {
    purpose: "register",
    email,
    userId: null,
    locale: localeOf(input.locale),
    deliver: true,
    ip,
  });
}

/**
 * Step 0, "register": checks every field and the code, then creates the account and signs it in.
 * Nothing is written unless everything holds; the code is used up in the transaction that creates
 * the account, so it works once.
 */
export async function register(
  deps: AppDeps,
  auth: AccountCaller,
  input: RegisterInput,
): Promise<ViewerView> {
  const form = parseInput(registerRule, input);
  const site = parseSite(input.site, input.siteKey);
  const standing = await registrationStanding(deps, form.email, site.code);
  if (standing === "taken") throw new DomainError("EMAIL_IN_USE");
  // Registered on the other site between "send code" and now: the shared account applies (step 1).
  if (standing === "otherSite") throw new DomainError("ACCOUNT_SHARED_ACROSS_SITES_LINKED");
  if (await nicknameTaken(deps.dataSource, form.nickname)) throw new DomainError("NICKNAME_IN_USE");
  let referredBy: string | null = null;
  if (form.referralCode) {
    const referrer = await findActiveUserByReferralCode(deps.dataSource, form.referralCode);
    if (!referrer) throw new DomainError("REFERRAL_CODE_NOT_FOUND");
    referredBy = referrer.id;
  }
  const codeId = await checkEmailCode(deps, "register", form.email, form.code, auth.ip);
  const passwordHash = await hashPassword(form.password);
  const user = await withTransaction(deps.dataSource, async (em) => {
    await consumeEmailCode(em, codeId);
    return createAccount(em, {
      email: form.email,
      passwordHash,
      nickname: form.nickname,
      signUpMethod: "email",
      site: site.code,
      locale: localeOf(input.locale),
      birthday: form.birthday,
      sex: form.sex,
      referredBy,
    });
  });
  await auth.signIn(user, site);
  return toViewer(user);
}
