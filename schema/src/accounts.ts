/**
 * Account contracts shared by the gateway and the client: site codes, the limits the spec sets for
 * verification codes, 2FA and uploads, and the form rules of spec §5 (the stricter reading wherever two
 * readings exist). Messages are locale keys (`validation.*`).
 */
import { z } from "zod";

/** The spec's login "status": which site of the platform a caller signs in to. */
export const SITES = { PRIMARY: 1, MARKETPLACE: 2 } as const;
export type SiteCode = (typeof SITES)[keyof typeof SITES];
/** This client is the primary platform; its marketplace pages share the same account. */
export const CLIENT_SITE: SiteCode = SITES.PRIMARY;

/** Spec §9: the e-mail verification countdown; a resend inside it answers 1006. */
export const EMAIL_CODE_RESEND_SECONDS = 300;
/** Spec §5: verification codes have 6 characters. */
export const EMAIL_CODE_LENGTH = 6;
/** 2FA: 6 digits, a new code every 30 seconds (spec §9). */
export const TOTP_DIGITS = 6;
export const TOTP_STEP_SECONDS = 30;
/** Spec §5: profile pictures are jpg/jpeg/png strictly under 5,000,000 bytes. */
export const PROFILE_PICTURE_MAX_BYTES = 5_000_000;
export const PROFILE_PICTURE_TYPES = ["image/jpeg", "image/png"] as const;
/** Spec §4: a deletion can be reversed through support within 7 days. */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;

/** Sex codes of spec §3. */
export const SEX = { MALE: 1, FEMALE: 2, PREFER_NOT_TO_SAY: 3 } as const;

/** Cookie that carries the session token (spec §9: prefix `auth.`). */
export const SESSION_COOKIE = "auth.token";
/** Header accepted instead of the cookie by non-browser clients (spec §7). */
export const SESSION_HEADER = "token";

export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * Password (spec §5, stricter reading): more than 6 characters with an upper-case letter, a
 * lower-case letter, a digit and a symbol. At most 72 characters.
 */
export const PASSWORD_MIN_LENGTH = 7;
export const passwordRule = z
  .string()
  .min(1, { message: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, { message: "validation.password" })
  .max(72, { message: "validation.password" })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9\s]/.test(v), {
    message: "validation.password",
  });

export const nicknameRule = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .max(30, { message: "validation.tooLong" });

/** A 6-character e-mail verification code, trimmed (spec §5). */
export const emailCodeRule = z.string().trim().length(EMAIL_CODE_LENGTH, { message: "validation.code" });

/** A 6-digit authenticator code. */
export const totpCodeRule = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: "validation.totp" });

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

/** Taiwan mobile numbers (spec §5): 09 followed by 8 digits. Other countries: 6–15 digits. */
export const TW_MOBILE = /^09\d{8}$/;
export const phoneCountryCodeRule = z.string().regex(/^\+\d{1,4}$/, { message: "validation.phone" });
export function isValidPhone(countryCode: string, phone: string): boolean {
  if (!/^\d+$/.test(phone)) return false;
  return countryCode === "+886" ? TW_MOBILE.test(phone) : /^\d{6,15}$/.test(phone);
}

export const referralCodeRule = z
  .string()
  .trim()
  .max(16, { message: "validation.tooLong" })
  .transform((v) => v.toUpperCase());
