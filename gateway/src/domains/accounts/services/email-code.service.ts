import { EMAIL_CODE_LENGTH, EMAIL_CODE_RESEND_SECONDS } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { digestsEqual, randomDigits, sha256Hex } from "../../../shared/crypto.js";
import { queueMail } from "../../mail/index.js";
import {
  consumeEmailCodeRow,
  countWrongEmailCode,
  latestEmailCode,
  replaceEmailCode,
  type EmailCodePurpose,
} from "../repo/email-code.repo.js";
import { verificationCodeMail } from "./account-mail.templates.js";
import { takeAttempts } from "./attempt-limits.js";

/** A code stays valid this long (longer than the resend countdown, so a slow typist is not cut off). */
export const EMAIL_CODE_VALID_SECONDS = 10 * 60;
/** Wrong tries that burn a code. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

export interface IssueCodeRequest {
  purpose: EmailCodePurpose;
  email: string;
  userId: string | null;
  locale: string | null | undefined;
  /** False when the address has no account (password reset): everything happens but the mail. */
  deliver: boolean;
  ip: string;
}

const resendKey = (deps: AppDeps, purpose: EmailCodePurpose, email: string) =>
  `${deps.config.QUEUE_PREFIX}:email-code:${purpose}:${email}`;

/**
 * Issues a new code and mails it through the outbox. A second request inside the 300-second window
 * answers 1006 with the seconds left; the window is an atomic Redis SET NX, so two racing requests
 * cannot both send. Earlier unused codes for the same purpose and address stop working.
 */
export async function issueEmailCode(
  deps: AppDeps,
  request: IssueCodeRequest,
): Promise<{ resendInSeconds: number }> {
  const { purpose, email } = request;
  // Counted before anything is sent, per client address and per recipient (any purpose): parallel
  // requests cannot send more than the limits. A request the resend window refuses sent nothing and
  // gives its hits back.
  const taken = await takeAttempts(deps, [
    { kind: "emailCodeSendIp", subject: request.ip },
    { kind: "emailCodeSendAddress", subject: email },
  ]);
  const gate = resendKey(deps, purpose, email);
  const opened = await deps.redis.set(gate, "1", "EX", EMAIL_CODE_RESEND_SECONDS, "NX");
  if (opened !== "OK") {
    await taken.giveBack();
    const ttl = await deps.redis.ttl(gate);
    throw new DomainError("VERIFICATION_NOT_EXPIRED", { remainingTime: Math.max(ttl, 1) });
  }
  const code = randomDigits(EMAIL_CODE_LENGTH);
  try {
    await withTransaction(deps.dataSource, async (em) => {
      await replaceEmailCode(em, {
        purpose,
        email,
        userId: request.userId,
        codeHash: sha256Hex(code),
        validSeconds: EMAIL_CODE_VALID_SECONDS,
      });
      if (request.deliver) {
        const mail = verificationCodeMail(request.locale, purpose, code, EMAIL_CODE_VALID_SECONDS);
        await queueMail(em, {
          to: email,
          subject: mail.subject,
          text: mail.text,
          html: `<p>${mail.text.replace(/\n/g, "<br>")}</p>`,
        });
      }
    });
  } catch (error) {
    await deps.redis.del(gate);
    throw error;
  }
  return { resendInSeconds: EMAIL_CODE_RESEND_SECONDS };
}

/**
 * Checks a code without using it up: 1007 when wrong (each wrong try counts per address and per
 * client address — counted BEFORE the check, then 2019 — and a few burn the code), 1003 when the
 * latest code expired or was burnt. Returns the code row id for `consumeEmailCode`.
 */
export async function checkEmailCode(
  deps: AppDeps,
  purpose: EmailCodePurpose,
  email: string,
  code: string,
  ip: string,
): Promise<string> {
  const taken = await takeAttempts(deps, [
    { kind: "emailCodeCheckEmail", subject: `${purpose}:${email}` },
    { kind: "emailCodeCheckIp", subject: ip },
  ]);
  const row = await latestEmailCode(deps.dataSource, purpose, email);
  // No code was ever sent: a guess like any other (it keeps counting).
  if (!row) throw new DomainError("EMAIL_CODE_WRONG");
  if (row.consumedAt || row.expired) {
    await taken.giveBack();
    throw new DomainError("VERIFICATION_CODE_EXPIRED");
  }
  if (!digestsEqual(row.codeHash, sha256Hex(code.trim()))) {
    await countWrongEmailCode(deps.dataSource, row.id, EMAIL_CODE_MAX_ATTEMPTS);
    throw new DomainError("EMAIL_CODE_WRONG");
  }
  await taken.giveBack();
  return row.id;
}

/**
 * Uses up a checked code inside the transaction that acts on it: a conditional update, so a code
 * works once even when two requests race with it (the loser gets 1003).
 */
export async function consumeEmailCode(em: EntityManager, codeId: string): Promise<void> {
  if (!(await consumeEmailCodeRow(em, codeId))) throw new DomainError("VERIFICATION_CODE_EXPIRED");
}
