import { DEFAULT_LOCALE } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import type { UserAccount } from "../repo/user-account.repo.js";
import { takeAttempts } from "./attempt-limits.js";
import { checkEmailCode, consumeEmailCode, issueEmailCode } from "./email-code.service.js";
import { verifyPassword } from "./password.js";

/** What proves the person at the keyboard is the owner, not just someone holding their session. */
export interface ReauthenticationProof {
  currentPassword?: string | null;
  /** Accounts without a password (social sign-up): the code mailed by sendReauthenticationCode. */
  emailCode?: string | null;
}

/** Uses up what the proof spent (the mailed code) inside the transaction of the change it allowed. */
export type SpendProof = (em: EntityManager) => Promise<void>;

const MAX_PASSWORD_LENGTH = 200;
const nothingToSpend: SpendProof = async () => undefined;

/**
 * Checks the current password (or, for an account without one, a freshly mailed code) before a
 * change to how the account signs in. 2041 when the proof is missing; a wrong password is 1009 and
 * counts exactly like a wrong login password (per account and per client address, taken BEFORE the
 * check), so a stolen session cannot be used to guess the password; a locked account answers 2019.
 * Checks only: the caller spends the returned proof in its own transaction.
 */
export async function verifyReauthentication(
  deps: AppDeps,
  user: Pick<UserAccount, "email" | "passwordHash">,
  ip: string,
  proof: ReauthenticationProof,
): Promise<SpendProof> {
  if (user.passwordHash === null) {
    const code = typeof proof.emailCode === "string" ? proof.emailCode.trim() : "";
    if (!code) throw new DomainError("REAUTHENTICATION_REQUIRED", { method: "emailCode" });
    const codeId = await checkEmailCode(deps, "reauthenticate", user.email, code, ip);
    return (em) => consumeEmailCode(em, codeId);
  }
  const password = proof.currentPassword ?? "";
  if (!password) throw new DomainError("REAUTHENTICATION_REQUIRED", { method: "password" });
  if (password.length > MAX_PASSWORD_LENGTH)
    throw new DomainError("DATA_ERROR", { field: "currentPassword" });
  const taken = await takeAttempts(deps, [
    { kind: "loginAccount", subject: user.email },
    { kind: "loginIp", subject: ip },
  ]);
  if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError("WRONG_PASSWORD");
  await taken.giveBack();
  return nothingToSpend;
}

/**
 * Mails the confirmation code an account without a password uses instead of its current password
 * (same limits as every mailed code: 1006 within 300 s, per address and per client address). An
 * account with a password gets 400: it confirms with the password.
 */
export async function sendReauthenticationCode(
  deps: AppDeps,
  user: Pick<UserAccount, "id" | "email" | "passwordHash" | "locale">,
  ip: string,
): Promise<{ resendInSeconds: number }> {
  if (user.passwordHash !== null) throw new DomainError("DATA_ERROR", { field: "currentPassword" });
  return issueEmailCode(deps, {
    purpose: "reauthenticate",
    email: user.email,
    userId: user.id,
    locale: user.locale ?? DEFAULT_LOCALE,
    deliver: true,
    ip,
  });
}
