import type { KYC_NATIONALITIES, KycPurpose } from "@vitrine/schema";

type KycNationality = (typeof KYC_NATIONALITIES)[number];

/** The label of each KYC nationality (explicit ids, so every message id can be checked). */
export const NATIONALITY_MESSAGE = {
  TW: "kyc.nationality.TW",
  CN: "kyc.nationality.CN",
  HK: "kyc.nationality.HK",
  MO: "kyc.nationality.MO",
  JP: "kyc.nationality.JP",
  KR: "kyc.nationality.KR",
  SG: "kyc.nationality.SG",
  MY: "kyc.nationality.MY",
  TH: "kyc.nationality.TH",
  VN: "kyc.nationality.VN",
  PH: "kyc.nationality.PH",
  ID: "kyc.nationality.ID",
  IN: "kyc.nationality.IN",
  AU: "kyc.nationality.AU",
  NZ: "kyc.nationality.NZ",
  US: "kyc.nationality.US",
  CA: "kyc.nationality.CA",
  GB: "kyc.nationality.GB",
  FR: "kyc.nationality.FR",
  DE: "kyc.nationality.DE",
  IT: "kyc.nationality.IT",
  ES: "kyc.nationality.ES",
  NL: "kyc.nationality.NL",
  CH: "kyc.nationality.CH",
  SE: "kyc.nationality.SE",
  BR: "kyc.nationality.BR",
  MX: "kyc.nationality.MX",
  AE: "kyc.nationality.AE",
  OTHER: "kyc.nationality.OTHER",
} as const satisfies Record<KycNationality, string>;

/** The label of each KYC purpose of use. */
export const PURPOSE_MESSAGE = {
  COLLECTING: "kyc.purpose.COLLECTING",
  INVESTMENT: "kyc.purpose.INVESTMENT",
  TRADING: "kyc.purpose.TRADING",
  GIFTING: "kyc.purpose.GIFTING",
  BUSINESS: "kyc.purpose.BUSINESS",
  OTHER: "kyc.purpose.OTHER",
} as const satisfies Record<KycPurpose, string>;

/** The label id of a code the gateway offers, or undefined for one this client does not know. */
export function optionLabelId<M extends Record<string, string>>(
  messages: M,
  code: string,
): string | undefined {
  return (messages as Record<string, string>)[code];
}
