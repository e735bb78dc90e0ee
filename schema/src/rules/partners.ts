/**
 * Partner platforms (issue 18; docs/PARTNERS.md): the scopes a partner may be given, the staff form's
 * model and the inputs partners send. Lengths fit the columns of migration 1795585000000.
 */
import { z } from "zod";
import { emailRule } from "./email.js";

/** What a partner may do; each partner operation needs one of these (docs/PARTNERS.md). */
export const PARTNER_SCOPES = [
  "members:read",
  "holdings:read",
  "balances:read",
  "activity:read",
  "cards:credit",
] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const PARTNER_LIMITS = {
  name: 80,
  callbackUrl: 500,
  requestId: 64,
  state: 128,
  code: 6,
  /** Units one credit may mint. */
  creditUnits: 1000,
  /** Seconds the old key keeps working after a rotation, at most (one day). */
  keyOverlapSeconds: 86_400,
} as const;

/**
 * How many binding codes `partnerStartBinding` (user_verify_code) may mail, per window, counted in
 * Redis across gateways: per partner (a leaked or abused key cannot mail-bomb) and per target e-mail
 * across all partners (one address gets at most a few codes an hour, known to Vitrine or not).
 * Beyond either: RATE_LIMITED 9429 with the seconds until the window resets, and no mail.
 */
export const PARTNER_BIND_START_LIMITS = {
  perPartner: 60,
  perEmail: 5,
  windowSeconds: 3600,
} as const;

/**
 * An https URL (http only for localhost, for tests and local partners) with no user name or password.
 * The gateway checks more against its configuration (https only and no internal address in production:
 * gateway/src/domains/partners/services/callback-url.ts).
 */
export const partnerUrlRule = z
  .string()
  .trim()
  .max(PARTNER_LIMITS.callbackUrl, { message: "validation.tooLong" })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        const local = u.hostname === "localhost" || u.hostname === "127.0.0.1";
        return u.protocol === "https:" || (u.protocol === "http:" && local);
      } catch {
        return false;
      }
    },
    { message: "partners.form.urlInvalid" },
  )
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return !u.username && !u.password;
      } catch {
        return true;
      }
    },
    { message: "partners.form.urlCredentials" },
  );

/** A partner as staff register or edit it. */
export const partnerRule = z.object({
  name: z.string().trim().min(1, { message: "validation.required" }).max(PARTNER_LIMITS.name),
  scopes: z.array(z.enum(PARTNER_SCOPES)).max(PARTNER_SCOPES.length),
  callbackUrl: partnerUrlRule,
  publisherId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { message: "validation.id" })
    .nullable(),
});
export type PartnerInput = z.infer<typeof partnerRule>;

/** A partner's credit of cards it issues to a bound member (idempotent by requestId). */
export const partnerCreditRule = z.object({
  memberId: z.string().regex(/^m_[A-Za-z0-9_-]{22}$/, { message: "validation.id" }),
  cardId: z.string().regex(/^[1-9]\d{0,9}$/, { message: "validation.id" }),
  units: z.number().int().min(1).max(PARTNER_LIMITS.creditUnits),
  requestId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, { message: "validation.format" }),
});
export type PartnerCreditInput = z.infer<typeof partnerCreditRule>;

export const partnerBindEmailRule = emailRule;
export const partnerBindCodeRule = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: "validation.format" });
