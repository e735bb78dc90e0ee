import { z } from "zod";
import {
  birthdayRule,
  KYC_IMAGE_KINDS,
  phoneCountryCodeRule,
  phoneMatchesCountry,
  requiredPhotoRule,
  type KycImageKind,
} from "@vitrine/schema";

/** Column limits of the KYC record (names 64, address 255). */
export const KYC_NAME_MAX = 64;
export const KYC_ADDRESS_MAX = 255;

const required = { message: "validation.required" };
const text = (max: number) => z.string().trim().min(1, required).max(max, { message: "validation.tooLong" });
/** A photo is its upload key; an empty key means no photo was uploaded yet. */
const photo = requiredPhotoRule;

/** The form field holding each image kind's upload key. */
export const KYC_IMAGE_FIELD = {
  FRONT: "frontFileKey",
  BACK: "backFileKey",
  SELFIE: "selfieFileKey",
  SECOND_ID: "secondIdFileKey",
} as const satisfies Record<KycImageKind, string>;

export const kycFormSchema = z
  .object({
    nationality: z.string().min(1, required),
    firstName: text(KYC_NAME_MAX),
    lastName: text(KYC_NAME_MAX),
    // Spec §5: YYYY-MM-DD, not after today.
    birthday: z.string().trim().min(1, required).pipe(birthdayRule),
    // The gateway's rule: 4–32 letters and digits (stored upper-case).
    idNumber: z
      .string()
      .trim()
      .min(1, required)
      .regex(/^[A-Za-z0-9]{4,32}$/, { message: "kyc.form.idNumberFormat" }),
    phoneCountry: phoneCountryCodeRule,
    phone: z.string().trim().min(1, required),
    code: z.string().trim(),
    address: text(KYC_ADDRESS_MAX),
    purpose: z.string().min(1, required),
    frontFileKey: photo,
    backFileKey: photo,
    selfieFileKey: photo,
    secondIdFileKey: photo,
  })
  // Spec §5: digits only; a Taiwan mobile is 09 + 8 digits ('incorrect phone format').
  .refine(...phoneMatchesCountry("phoneCountry", "phone"));

export type KycFormValues = z.input<typeof kycFormSchema>;

export const emptyKycForm = (phoneCountry: string): KycFormValues => ({
  nationality: "",
  firstName: "",
  lastName: "",
  birthday: "",
  idNumber: "",
  phoneCountry,
  phone: "",
  code: "",
  address: "",
  purpose: "",
  frontFileKey: "",
  backFileKey: "",
  selfieFileKey: "",
  secondIdFileKey: "",
});

/** The phone a code was verified for, as one comparable string. */
export const phoneIdentity = (phoneCountry: string, phone: string) => `${phoneCountry} ${phone.trim()}`;

export { KYC_IMAGE_KINDS };
