/**
 * What a step-up code authorizes. A code is stored with its purpose and only that operation accepts
 * it: a code mailed for a USDT withdrawal cannot authorize a gift.
 */
export const STEP_UP_PURPOSES = ["USDT_WITHDRAWAL", "CARD_WITHDRAWAL", "GIFT"] as const;
export type StepUpPurpose = (typeof STEP_UP_PURPOSES)[number];

/**
 * The email_code.purpose each is stored under. USDT withdrawals keep "withdrawal", the purpose their
 * codes had before gifts and card withdrawals asked for one.
 */
export const EMAIL_CODE_PURPOSE: Record<StepUpPurpose, string> = {
  USDT_WITHDRAWAL: "withdrawal",
  CARD_WITHDRAWAL: "card_withdrawal",
  GIFT: "gift",
};

/** The Redis key of the resend window, the same shape the account codes use. */
export const stepUpResendKey = (queuePrefix: string, purpose: StepUpPurpose, email: string) =>
  `${queuePrefix}:email-code:${EMAIL_CODE_PURPOSE[purpose]}:${email}`;
