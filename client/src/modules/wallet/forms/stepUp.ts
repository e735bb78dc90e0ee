import { ERRORS, relabel, totpCodeRule } from "@vitrine/schema";
import type { StepUpPurpose } from "../../../gql/graphql";

export type { StepUpPurpose };

/**
 * Gifts and withdrawals ask for a fresh 6-digit code: mailed for that purpose, or the authenticator
 * code when the member has 2FA on. Both are 6 digits.
 */
export const stepUpCodeRule = relabel(totpCodeRule, { "validation.totp": "wallet.stepUp.codeInvalid" });

/** Refusals that are about the code, so they also show under the code field. */
export const STEP_UP_CODES = new Set<number>([
  ERRORS.EMAIL_CODE_WRONG.code,
  ERRORS.VERIFICATION_CODE_EXPIRED.code,
  ERRORS.WRONG_VERIFICATION_CODE.code,
]);
