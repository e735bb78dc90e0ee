/** Phone and invoice-carrier rules of spec §5 ('incorrect phone format', 'incorrect phone carrier format'). */
import { z } from "zod";
import { CARRIER_CODE } from "../purchases.js";

/** Taiwan mobile numbers (spec §5): 09 followed by 8 digits. Other countries: 6–15 digits. */
export const TW_MOBILE = /^09\d{8}$/;
export const phoneCountryCodeRule = z.string().regex(/^\+\d{1,4}$/, { message: "validation.phone" });
export function isValidPhone(countryCode: string, phone: string): boolean {
  if (!/^\d+$/.test(phone)) return false;
  return countryCode === "+886" ? TW_MOBILE.test(phone) : /^\d{6,15}$/.test(phone);
}

/**
 * The phone rule as a refinement of an object holding a country code and a number (spec §5: digits
 * only; a Taiwan mobile is 09 + 8 digits). An empty number passes: whether it is required is the
 * form's own rule.
 */
export function phoneMatchesCountry<C extends string, P extends string>(countryKey: C, phoneKey: P) {
  return [
    (v: { [key in C | P]: string }) => {
      const phone = v[phoneKey].trim();
      return phone === "" || isValidPhone(v[countryKey], phone);
    },
    { message: "validation.phone", path: [phoneKey] as PropertyKey[] },
  ] as const;
}

/**
 * Invoice mobile-barcode carrier (spec §5: "starts with / and has 8 characters"), as typed: trimmed
 * and upper-cased first.
 */
export const carrierCodeRule = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(CARRIER_CODE, { message: "primary.checkout.carrierInvalid" }));
