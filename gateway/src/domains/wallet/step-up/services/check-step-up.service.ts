import type { EntityManager } from "typeorm";
import { totpCodeRule } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { digestsEqual, sha256Hex } from "../../../../shared/crypto.js";
import {
  acceptStepUpTotpStep,
  consumeStepUpCode,
  countWrongStepUpCode,
  EMAIL_CODE_MAX_ATTEMPTS,
  latestStepUpCode,
  loadAccount,
  newStepOf,
  takeAttempts,
  withGuess,
} from "../../../accounts/index.js";
import { EMAIL_CODE_PURPOSE, type StepUpPurpose } from "./step-up-purpose.js";

/** A checked step-up factor, used up by `consumeStepUp` in the transaction that acts on it. */
export type StepUpProof =
  { kind: "email"; codeId: string } | { kind: "totp"; step: number; sealedSecret: string };

/**
 * Checks the fresh factor a value-moving operation asks for, without using it up. A member with 2FA
 * on must give the current authenticator code (a step later than the last one accepted; 623 when
 * missing or wrong; guesses are counted before the check like the login's second step, then 2019) —
 * a mailed code does not replace it. Otherwise the latest code mailed to the member FOR THIS
 * PURPOSE: 1007 when missing or wrong (counted first per purpose and address and per client
 * address, like the account codes, then 2019; five wrong tries burn the code), 1003 when it expired
 * or was used.
 */
export async function checkStepUp(
  deps: AppDeps,
  user: { id: string; email: string },
  purpose: StepUpPurpose,
  code: string | null | undefined,
  ip: string,
): Promise<StepUpProof> {
  const typed = typeof code === "string" ? code.trim() : "";
  const account = await loadAccount(deps, user.id);
  if (account?.totpEnabled && account.totpSecret) {
    const sealedSecret = account.totpSecret;
    // No code typed is not a guess: refused without counting.
    if (!totpCodeRule.safeParse(typed).success) throw new DomainError("WRONG_VERIFICATION_CODE");
    return withGuess(deps, "code", user.id, ip, async (): Promise<StepUpProof> => {
      const step = newStepOf(deps, sealedSecret, typed, account.totpLastStep);
      if (step === null) throw new DomainError("WRONG_VERIFICATION_CODE");
      return { kind: "totp", step, sealedSecret };
    });
  }
  if (!typed) throw new DomainError("EMAIL_CODE_WRONG");
  const stored = EMAIL_CODE_PURPOSE[purpose];
  const taken = await takeAttempts(deps, [
    { kind: "emailCodeCheckEmail", subject: `${stored}:${user.email}` },
    { kind: "emailCodeCheckIp", subject: ip },
  ]);
  const row = await latestStepUpCode(deps.dataSource, stored, user.email, user.id);
  if (!row) throw new DomainError("EMAIL_CODE_WRONG");
  if (row.consumed_at || Number(row.expired) === 1) {
    await taken.giveBack();
    throw new DomainError("VERIFICATION_CODE_EXPIRED");
  }
  if (!digestsEqual(row.code_hash, sha256Hex(typed))) {
    await countWrongStepUpCode(deps.dataSource, String(row.id), EMAIL_CODE_MAX_ATTEMPTS);
    throw new DomainError("EMAIL_CODE_WRONG");
  }
  await taken.giveBack();
  return { kind: "email", codeId: String(row.id) };
}

/**
 * Uses up a checked factor inside the transaction that acts on it, by a conditional update: a code
 * works once even when two requests race with it (the loser gets 1003, or 623 for a TOTP step), and
 * a refusal later in the transaction rolls the use back.
 */
export async function consumeStepUp(em: EntityManager, userId: string, proof: StepUpProof): Promise<void> {
  if (proof.kind === "email") {
    if (!(await consumeStepUpCode(em, proof.codeId))) throw new DomainError("VERIFICATION_CODE_EXPIRED");
    return;
  }
  if (!(await acceptStepUpTotpStep(em, userId, proof.sealedSecret, proof.step))) {
    throw new DomainError("WRONG_VERIFICATION_CODE");
  }
}
