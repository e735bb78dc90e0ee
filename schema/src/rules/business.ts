import { z } from "zod";
import { MAX_LENGTH } from "../limits.js";
import { emailRule } from "./email.js";

/**
 * The issuer application of the business page (spec §1 business services, §6 "issuers apply through a
 * business form"). One model for the gateway's input parsing and the client's @mantine/form; the
 * lengths fit the issuer_application columns (migration 1795577000000).
 */
export const BUSINESS_LIMITS = {
  companyName: 120,
  registrationNumber: 40,
  contactName: MAX_LENGTH.contactName,
  phone: MAX_LENGTH.phone,
  website: MAX_LENGTH.url,
  description: 2000,
  /** Attachments per application, each strictly under 5 MB (PDF, PNG or JPEG read from the bytes). */
  attachments: 3,
  attachmentBytes: 5_000_000,
  /** The original file name shown to staff. */
  attachmentName: 120,
  rejectReason: MAX_LENGTH.reason,
} as const;

/** What the applicant wants to issue on Vitrine. */
export const BUSINESS_CATEGORIES = [
  "ART",
  "TRADING_CARDS",
  "COLLECTIBLES",
  "ENTERTAINMENT",
  "SPORTS",
  "OTHER",
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

/** Expected number of digital commodities issued in the first year. */
export const BUSINESS_VOLUMES = ["UP_TO_1K", "UP_TO_10K", "UP_TO_100K", "OVER_100K"] as const;
export type BusinessVolume = (typeof BUSINESS_VOLUMES)[number];

export const BUSINESS_ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;

export const BUSINESS_APPLICATION_STATES = ["SUBMITTED", "APPROVED", "REJECTED"] as const;
export type BusinessApplicationState = (typeof BUSINESS_APPLICATION_STATES)[number];

const text = (max: number) => z.string().trim().max(max, { message: "validation.tooLong" });
const required = (max: number) => text(max).min(1, { message: "validation.required" });

/** An http(s) address or nothing (empty string = not given). */
const websiteRule = text(BUSINESS_LIMITS.website).refine(
  (v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
  { message: "business.validation.url" },
);

/** Digits with an optional leading +, spaces, dashes and brackets; 6 to 20 characters. */
const phoneRule = required(BUSINESS_LIMITS.phone).regex(/^\+?[0-9][0-9 ()-]{5,19}$/, {
  message: "validation.phone",
});

/** An attachment key returned by the upload route (POST /business/attachments). */
export const businessAttachmentKeyRule = z
  .string()
  .regex(/^[A-Za-z0-9_-]{32}$/, { message: "validation.id" });

export const businessApplicationRule = z.object({
  companyName: required(BUSINESS_LIMITS.companyName),
  registrationNumber: text(BUSINESS_LIMITS.registrationNumber),
  contactName: required(BUSINESS_LIMITS.contactName),
  contactEmail: emailRule,
  phone: phoneRule,
  website: websiteRule,
  category: z.enum(BUSINESS_CATEGORIES, { message: "business.validation.choose" }),
  description: required(BUSINESS_LIMITS.description),
  expectedVolume: z.enum(BUSINESS_VOLUMES, { message: "business.validation.choose" }),
  attachmentKeys: z
    .array(businessAttachmentKeyRule)
    .max(BUSINESS_LIMITS.attachments, { message: "business.validation.tooMany" })
    .refine((keys) => new Set(keys).size === keys.length, { message: "business.validation.duplicate" }),
  consent: z.literal(true, { message: "business.form.consentRequired" }),
});

export type BusinessApplicationInput = z.input<typeof businessApplicationRule>;
export type BusinessApplication = z.output<typeof businessApplicationRule>;

/** A staff rejection: the reason is shown to the applicant and mailed. */
export const businessRejectReasonRule = required(BUSINESS_LIMITS.rejectReason);
