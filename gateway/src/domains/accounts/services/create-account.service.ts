import { randomInt } from "node:crypto";
import type { EntityManager } from "typeorm";
import { recordMissionEvent } from "../../missions/index.js";
import { DomainError } from "../../../shared/domain-error.js";
import { randomReadable } from "../../../shared/crypto.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { openMemberAccounts } from "../../ledger/index.js";
import {
  findUserById,
  insertUserAccount,
  recordSiteUsed,
  type SignUpMethod,
  type UserAccount,
} from "../repo/user-account.repo.js";

export interface NewAccount {
  email: string;
  /** argon2id hash; null for a social sign-up. */
  passwordHash: string | null;
  nickname: string;
  signUpMethod: SignUpMethod;
  site: number;
  locale: string;
  birthday?: string | null;
  sex?: number | null;
  referredBy?: string | null;
  role?: "member" | "staff";
}

/** Public handles look like u + 9 base-36 characters: short, unguessable enough, never the e-mail. */
export function newPublicId(): string {
  let id = "u";
  for (let i = 0; i < 9; i++) id += randomInt(36).toString(36);
  return id;
}

/**
 * Inserts an account and records the site it signed up on. The unique keys are the final word on
 * e-mail (1005) and nickname (1012) even when two sign-ups race; a clash on a generated public id
 * or referral code simply draws again.
 */
export async function createAccount(em: EntityManager, account: NewAccount): Promise<UserAccount> {
  for (let attempt = 0; ; attempt++) {
    try {
      const userId = await insertUserAccount(em, {
        publicId: newPublicId(),
        email: account.email,
        passwordHash: account.passwordHash,
        nickname: account.nickname,
        signUpMethod: account.signUpMethod,
        locale: account.locale,
        birthday: account.birthday ?? null,
        sex: account.sex ?? null,
        referredBy: account.referredBy ?? null,
        referralCode: randomReadable(8),
        role: account.role ?? "member",
      });
      await recordSiteUsed(em, userId, account.site);
      // Open now, so that no money transaction later inserts into ledger_account under its locks.
      await openMemberAccounts(em, userId);
      // Every account proves its e-mail before it exists (a mailed code, or a provider's verified one).
      await recordMissionEvent(em, { userId, event: "register", key: "account" });
      await recordMissionEvent(em, { userId, event: "verify-email", key: "account" });
      const user = await findUserById(em, userId);
      if (!user) throw new Error(`account ${userId} vanished after its insert`);
      return user;
    } catch (error) {
      const key = duplicateKeyOf(error);
      if (key === "uq_user_email") throw new DomainError("EMAIL_IN_USE");
      if (key === "uq_user_nickname") throw new DomainError("NICKNAME_IN_USE");
      if (key !== null && attempt < 3) continue;
      throw error;
    }
  }
}
