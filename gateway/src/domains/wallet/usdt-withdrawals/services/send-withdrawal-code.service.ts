import type { AppDeps } from "../../../../app-deps.js";
import { sendStepUpCode } from "../../step-up/services/send-step-up-code.service.js";
import type { StepUpPurpose } from "../../step-up/services/step-up-purpose.js";

/**
 * Mails the member a 6-digit code bound to one purpose: a USDT withdrawal (the default), a card
 * withdrawal or a gift; only that operation accepts it. 1006 with the seconds left inside the resend
 * window; 2050 when the member has 2FA on (they give the authenticator code instead).
 */
export function sendWithdrawalCode(
  deps: AppDeps,
  user: { id: string; email: string; locale: string | null },
  purpose: StepUpPurpose,
  ip: string,
): Promise<{ resendInSeconds: number }> {
  return sendStepUpCode(deps, user, purpose, ip);
}
