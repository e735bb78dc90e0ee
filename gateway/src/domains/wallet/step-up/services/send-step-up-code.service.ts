import { EMAIL_CODE_LENGTH, EMAIL_CODE_RESEND_SECONDS } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { randomDigits, sha256Hex } from "../../../../shared/crypto.js";
import {
  EMAIL_CODE_VALID_SECONDS,
  loadAccount,
  replaceStepUpCode,
  takeAttempts,
} from "../../../accounts/index.js";
import { queueMail } from "../../../mail/index.js";
import { stepUpCodeMail } from "./step-up-mail.templates.js";
import { EMAIL_CODE_PURPOSE, stepUpResendKey, type StepUpPurpose } from "./step-up-purpose.js";

/**
 * Mails the member a 6-digit code for one purpose (USDT withdrawal, card withdrawal, gift). One
 * code per purpose and member per 300-second window (1006 with the seconds left; an atomic Redis
 * SET NX, so two racing requests cannot both send); a new code ends the earlier unused ones of the
 * same purpose. Sends count against the account codes' limits per client address and per
 * recipient (taken before anything is sent; 9429 with the seconds left). A member with 2FA on steps
 * up with the authenticator instead: 2050, nothing mailed.
 */
export async function sendStepUpCode(
  deps: AppDeps,
  user: { id: string; email: string; locale: string | null },
  purpose: StepUpPurpose,
  ip: string,
): Promise<{ resendInSeconds: number }> {
  const account = await loadAccount(deps, user.id);
  if (account?.totpEnabled) throw new DomainError("STEP_UP_USE_AUTHENTICATOR");
  const taken = await takeAttempts(deps, [
    { kind: "emailCodeSendIp", subject: ip },
    { kind: "emailCodeSendAddress", subject: user.email },
  ]);
  const gate = stepUpResendKey(deps.config.QUEUE_PREFIX, purpose, user.email);
  const opened = await deps.redis.set(gate, "1", "EX", EMAIL_CODE_RESEND_SECONDS, "NX");
  if (opened !== "OK") {
    // Nothing was sent: the hits do not count.
    await taken.giveBack();
    const ttl = await deps.redis.ttl(gate);
    throw new DomainError("VERIFICATION_NOT_EXPIRED", { remainingTime: Math.max(ttl, 1) });
  }
  const code = randomDigits(EMAIL_CODE_LENGTH);
  const stored = EMAIL_CODE_PURPOSE[purpose];
  try {
    await withTransaction(deps.dataSource, async (em) => {
      await replaceStepUpCode(em, {
        purpose: stored,
        email: user.email,
        userId: user.id,
        codeHash: sha256Hex(code),
        validSeconds: EMAIL_CODE_VALID_SECONDS,
      });
      const mail = stepUpCodeMail(user.locale, purpose, code, EMAIL_CODE_VALID_SECONDS);
      await queueMail(em, {
        to: user.email,
        subject: mail.subject,
        text: mail.text,
        html: `<p>${mail.text.replace(/\n/g, "<br>")}</p>`,
      });
    });
  } catch (error) {
    await deps.redis.del(gate);
    throw error;
  }
  return { resendInSeconds: EMAIL_CODE_RESEND_SECONDS };
}
