import { randomInt } from "node:crypto";
import { DEFAULT_LOCALE, isLocale, type SocialProvider } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import type { OAuthProfile } from "../../../adapters/oauth/oauth-provider.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { findLinkedUserId, insertSocialIdentity } from "../repo/social-identity.repo.js";
import { findUserByEmail, findUserById, type UserAccount } from "../repo/user-account.repo.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { createAccount } from "./create-account.service.js";

/** Longest nickname the shared rule accepts (nicknameRule in schema/src/accounts.ts). */
const NICKNAME_MAX = 30;
const SUFFIX_LENGTH = 4;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/**
 * A nickname from the provider's display name (else the e-mail's local part): whitespace collapsed,
 * control characters dropped, cut to the rule's 30 characters (by code point, so no broken emoji).
 */
export function nicknameFromProfile(name: string | null, email: string): string {
  const clean = (value: string) => value.replace(CONTROL_CHARS, "").replace(/\s+/g, " ").trim();
  const base = clean(name ?? "") || clean(email.split("@")[0] ?? "") || "member";
  return [...base].slice(0, NICKNAME_MAX).join("");
}

/** The nickname with "_xxxx" appended, still within 30 characters: the retry after a clash. */
export function withRandomSuffix(nickname: string): string {
  let suffix = "";
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += randomInt(36).toString(36);
  return `${[...nickname].slice(0, NICKNAME_MAX - SUFFIX_LENGTH - 1).join("")}_${suffix}`;
}

/** The language of the page the person started from (`/en/...`), else the default. */
export function localeFromReturnPath(returnPath: string): string {
  const first = returnPath.split(/[/?#]/)[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** An existing account with this e-mail that is not linked to the identity: which sign-up it used decides the code. */
function alreadyRegistered(user: UserAccount): DomainError {
  if (user.signUpMethod === "google") return new DomainError("REGISTERED_VIA_GOOGLE");
  if (user.signUpMethod === "facebook") return new DomainError("REGISTERED_VIA_FACEBOOK");
  return new DomainError("REGISTERED_VIA_EMAIL");
}

async function findLinkedUser(deps: AppDeps, provider: SocialProvider, subject: string) {
  const userId = await findLinkedUserId(deps.dataSource, provider, subject);
  if (userId === null) return null;
  const user = await findUserById(deps.dataSource, userId);
  // An identity whose account is gone cannot sign anyone in.
  if (!user) throw new DomainError("SOCIAL_LOGIN_FAILED");
  return user;
}

export interface SocialSignUp {
  provider: SocialProvider;
  profile: OAuthProfile;
  site: number;
  locale: string;
}

/**
 * The account a provider identity signs in to. A linked identity wins. Otherwise an account that
 * already uses the e-mail is never linked silently (1039 / 1038 / 1045: the person signs in the way
 * they registered), and a new account plus its identity are created in one transaction.
 * Concurrent first logins of the same person are settled by the unique keys: the loser re-reads.
 */
export async function resolveSocialAccount(deps: AppDeps, signUp: SocialSignUp): Promise<UserAccount> {
  const { provider, profile } = signUp;
  for (let attempt = 0; ; attempt++) {
    const linked = await findLinkedUser(deps, provider, profile.subject);
    if (linked) return linked;

    // Without a verified address we could neither match nor reserve an e-mail someone else may own.
    if (!profile.email || !profile.emailVerified) throw new DomainError("SOCIAL_LOGIN_FAILED");
    const email = profile.email.trim().toLowerCase();
    const existing = await findUserByEmail(deps.dataSource, email);
    if (existing) throw alreadyRegistered(existing);

    try {
      return await withTransaction(deps.dataSource, async (em) => {
        let nickname = nicknameFromProfile(profile.name, email);
        for (let clash = 0; ; clash++) {
          try {
            const user = await createAccount(em, {
              email,
              passwordHash: null,
              nickname,
              signUpMethod: provider,
              site: signUp.site,
              locale: signUp.locale,
            });
            await insertSocialIdentity(em, { provider, subject: profile.subject, userId: user.id });
            return user;
          } catch (error) {
            // A taken nickname only needs another suffix; the failed INSERT leaves the transaction usable.
            if (error instanceof DomainError && error.errorName === "NICKNAME_IN_USE" && clash < 5) {
              nickname = withRandomSuffix(nicknameFromProfile(profile.name, email));
              continue;
            }
            throw error;
          }
        }
      });
    } catch (error) {
      // Someone else took the e-mail or linked this identity between our read and our write: read again.
      const raced =
        (error instanceof DomainError && error.errorName === "EMAIL_IN_USE") ||
        duplicateKeyOf(error) === "uq_social_subject";
      if (raced && attempt < 2) continue;
      throw error;
    }
  }
}
