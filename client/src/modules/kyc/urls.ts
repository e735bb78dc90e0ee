import type { Locale } from "@vitrine/schema";
import { personalVerifyUrl } from "../accounts/urls";

export const kycVerificationUrl = (locale: Locale, publicId: string) =>
  `${personalVerifyUrl(locale, publicId)}/verification`;
