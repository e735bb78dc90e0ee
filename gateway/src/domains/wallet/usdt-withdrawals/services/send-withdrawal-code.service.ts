import type { AppDeps } from "../../../../app-deps.js";
import { issueEmailCode } from "../../../accounts/services/email-code.service.js";

/**
 * Mails the member a 6-digit code (purpose "withdrawal") that `requestUsdtWithdrawal` asks for;
 * 1006 with the seconds left inside the resend window.
 */
export function sendWithdrawalCode(
  deps: AppDeps,
  user: { id: string; email: string; locale: string | null },
  ip: string,
): Promise<{ resendInSeconds: number }> {
  return issueEmailCode(deps, {
    purpose: "withdrawal",
    email: user.email,
    userId: user.id,
    locale: user.locale,
    deliver: true,
    ip,
  });
}
