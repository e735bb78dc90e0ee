import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { digestsEqual, sha256Hex } from "../../../../shared/crypto.js";
import { EMAIL_CODE_MAX_ATTEMPTS } from "../../../accounts/services/email-code.service.js";
import { takeAttempts } from "../../../accounts/services/attempt-limits.js";
import { loadAccount, newStepOf, withGuess } from "../../../accounts/services/two-factor-state.service.js";
import { EMAIL_CODE_PURPOSE, type StepUpPurpose } from "./step-up-purpose.js";

/** A checked step-up factor, used up by `consumeStepUp` in the transaction that acts on it. */
export type StepUpProof =
  { kind: "email"; codeId: string } | { kind: "totp"; step: number; sealedSecret: string };

const TOTP_FORMAT = /^\d{6}$/;

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
    if (!TOTP_FORMAT.test(typed)) throw new DomainError("WRONG_VERIFICATION_CODE");
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
  const [row] = (await deps.dataSource.query(
    `SELECT id, code_hash, consumed_at, expires_at <= NOW(3) AS expired FROM email_code
      WHERE purpose = ? AND email = ? AND user_id = ? ORDER BY id DESC LIMIT 1`,
    [stored, user.email, user.id],
  )) as { id: string; code_hash: string; consumed_at: Date | null; expired: number | string }[];
  if (!row) throw new DomainError("EMAIL_CODE_WRONG");
  if (row.consumed_at || Number(row.expired) === 1) {
    await taken.giveBack();
    throw new DomainError("VERIFICATION_CODE_EXPIRED");
  }
  if (!digestsEqual(row.code_hash, sha256Hex(typed))) {
    await deps.dataSource.query(
      `UPDATE email_code SET attempts = attempts + 1, consumed_at = IF(attempts >= ?, NOW(3), consumed_at)
        WHERE id = ? AND consumed_at IS NULL`,
      [EMAIL_CODE_MAX_ATTEMPTS, row.id],
    );
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
    const used = (await em.query(
      `UPDATE email_code SET consumed_at = NOW(3) WHERE id = ? AND consumed_at IS NULL AND expires_at > NOW(3)`,
      [proof.codeId],
    )) as { affectedRows: number };
    if (used.affectedRows !== 1) throw new DomainError("VERIFICATION_CODE_EXPIRED");
    return;
  }
  const accepted = (await em.query(
    `UPDATE user_account SET totp_last_step = ?
      WHERE id = ? AND totp_enabled = 1 AND totp_secret = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
    [proof.step, userId, proof.sealedSecret, proof.step],
  )) as { affectedRows: number };
  if (accepted.affectedRows !== 1) throw new DomainError("WRONG_VERIFICATION_CODE");
}
