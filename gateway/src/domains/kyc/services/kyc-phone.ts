import { isValidPhone, phoneCountryCodeRule } from "@vitrine/schema";
import { DomainError } from "../../../shared/domain-error.js";

export interface KycPhone {
  phoneCountry: string;
  phone: string;
}

/**
 * The KYC phone, checked as the profile checks it (spec §5): a country code like +886, digits only,
 * and a Taiwan mobile (09 + 8 digits) when the code is +886. Surrounding spaces are forgiven.
 * Bad input answers 400 with the field at fault.
 */
export function parseKycPhone(phoneCountry: string, phone: string): KycPhone {
  const country = phoneCountry.trim();
  const number = phone.trim();
  if (!phoneCountryCodeRule.safeParse(country).success) {
    throw new DomainError("DATA_ERROR", { field: "phoneCountry", reason: "validation.phone" });
  }
  if (!isValidPhone(country, number)) {
    throw new DomainError("DATA_ERROR", { field: "phone", reason: "validation.phone" });
  }
  return { phoneCountry: country, phone: number };
}
