import { COUNTRIES } from "../../../shared/i18n/countries";

/**
 * Phone prefixes offered on the KYC form: the profile's list plus the other KYC nationalities
 * (schema KYC_NATIONALITIES), so every member can enter their own mobile number.
 */
const KYC_EXTRA_COUNTRIES: ReadonlyArray<{ code: string; dial: string }> = [
  { code: "IN", dial: "+91" },
  { code: "IT", dial: "+39" },
  { code: "ES", dial: "+34" },
  { code: "NL", dial: "+31" },
  { code: "CH", dial: "+41" },
  { code: "SE", dial: "+46" },
  { code: "BR", dial: "+55" },
  { code: "MX", dial: "+52" },
  { code: "AE", dial: "+971" },
];

export const KYC_PHONE_COUNTRIES: ReadonlyArray<{ code: string; dial: string }> = [
  ...COUNTRIES,
  ...KYC_EXTRA_COUNTRIES.filter((extra) => !COUNTRIES.some((c) => c.code === extra.code)),
];
