import { z } from "zod";
import {
  LOCALES,
  birthdayRule,
  nicknameRule,
  phoneCountryCodeRule,
  phoneMatchesCountry,
  sexRule,
} from "@vitrine/schema";

export const PROFILE_TEXT_MAX = 50;
export const POSTAL_ADDRESS_MAX = 200;

const optionalText = (max: number) => z.string().trim().max(max, { message: "validation.tooLong" });

/** An empty optional field stays empty; a filled one must pass its rule. */
const emptyOr = <T extends z.ZodType<unknown, string>>(rule: T) =>
  z.union([z.literal("").transform(() => undefined), rule]);

export const profileFormSchema = z
  .object({
    nickname: nicknameRule,
    showNickname: z.boolean(),
    firstName: optionalText(PROFILE_TEXT_MAX),
    lastName: optionalText(PROFILE_TEXT_MAX),
    realName: optionalText(PROFILE_TEXT_MAX),
    phoneCountryCode: phoneCountryCodeRule,
    phone: z.string().trim(),
    country: z.string(),
    birthday: emptyOr(birthdayRule),
    sex: emptyOr(z.string().transform(Number).pipe(sexRule)),
    postalAddress: optionalText(POSTAL_ADDRESS_MAX),
    locale: z.enum(LOCALES),
  })
  // Spec §5: digits only; a Taiwan mobile is 09 + 8 digits ('incorrect phone format').
  .refine(...phoneMatchesCountry("phoneCountryCode", "phone"));

export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
