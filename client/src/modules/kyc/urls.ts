import type { Locale } from "@vitrine/schema";
import { personalVerifyUrl } from "../accounts";

export const kycVerificationUrl = (locale: Locale, publicId: string) =>
  `${personalVerifyUrl(locale, publicId)}/verification`;
