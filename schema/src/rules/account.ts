/**
 * Account form rules of spec §5 (the stricter reading wherever two readings exist). Messages are
 * locale keys (`validation.*`); the client shows them through @mantine/form's schemaResolver and the
 * gateway's input parsing answers them as DATA_ERROR reasons.
 */
import { z } from "zod";
import { EMAIL_CODE_LENGTH, TOTP_DIGITS } from "../accounts.js";
import { MAX_LENGTH } from "../limits.js";
import { emailRule } from "./email.js";

/**
 * Password (spec §5, stricter reading): more than 6 characters with an upper-case letter, a
 * lower-case letter, a digit and a symbol. At most 72 characters.
 */
export const PASSWORD_MIN_LENGTH = 7;
export const passwordRule = z
  .string()
  .min(1, { message: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, { message: "validation.password" })
  .max(MAX_LENGTH.password, { message: "validation.password" })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9\s]/.test(v), {
    message: "validation.password",
  });

/** The confirmation field: required; compared with the password by `passwordsMatch`. */
export const confirmPasswordRule = z.string().min(1, { message: "validation.required" });

/**
 * Spec §5: "Confirm password must match". A refinement for an object holding both fields; the message
 * sits on the confirmation field.
 */
export function passwordsMatch<P extends string, C extends string = "confirmPassword">(
  passwordKey: P,
  confirmKey: C = "confirmPassword" as C,
) {
  return [
    (v: { [key in P | C]: unknown }) => v[passwordKey] === v[confirmKey],
    { message: "validation.passwordMismatch", path: [confirmKey] as PropertyKey[] },
  ] as const;
}

/** Login checks only presence: an account may predate today's password rule. */
export const currentPasswordRule = z.string().min(1, { message: "validation.required" });

export const nicknameRule = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .max(MAX_LENGTH.nickname, { message: "validation.tooLong" });

/** A 6-character e-mail verification code, trimmed (spec §5). */
export const emailCodeRule = z.string().trim().length(EMAIL_CODE_LENGTH, { message: "validation.code" });

/** A 6-digit authenticator code (spec §5: "2FA code: 6 digits"). */
export const totpCodeRule = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { message: "validation.totp" });

/** Spec §5: "reset key required" (the 2FA reset key, kept by the member when 2FA was turned on). */
export const resetKeyRule = z.string().trim().min(1, { message: "validation.required" });

/** Birthday as YYYY-MM-DD (the form may use / as separator), a real date, not in the future. */
export const birthdayRule = z
  .string()
  .trim()
  .transform((v) => v.replace(/\//g, "-"))
  .pipe(z.iso.date({ message: "validation.date" }))
  .refine((v) => v <= new Date().toISOString().slice(0, 10), { message: "validation.dateFuture" });

export const sexRule = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  message: "validation.required",
});

/** Spec §5: "Terms and privacy checkbox must be ticked". */
export const acceptTermsRule = z.boolean().refine((v) => v, { message: "validation.terms" });

/** Spec §5: "Referral code optional"; upper-cased. */
export const referralCodeRule = z
  .string()
  .trim()
  .max(MAX_LENGTH.code, { message: "validation.tooLong" })
  .transform((v) => v.toUpperCase());

/** Spec §5: "Account-deletion confirmation must match the account" (its e-mail, compared lower-cased). */
export function deletionConfirmationRule(accountEmail: string) {
  return emailRule.refine((email) => email === accountEmail.toLowerCase(), {
    message: "validation.emailMismatch",
  });
}
