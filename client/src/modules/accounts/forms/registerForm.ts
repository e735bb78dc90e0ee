import { z } from "zod";
import {
  acceptTermsRule,
  birthdayRule,
  confirmPasswordRule,
  emailCodeRule,
  emailRule,
  nicknameRule,
  passwordRule,
  passwordsMatch,
  referralCodeRule,
  sexRule,
} from "@vitrine/schema";

/** A <select> gives a string; the contract wants 1, 2 or 3. */
export const sexField = z.string().transform(Number).pipe(sexRule);

const details = z.object({
  email: emailRule,
  password: passwordRule,
  confirmPassword: confirmPasswordRule,
  nickname: nicknameRule,
  birthday: birthdayRule,
  sex: sexField,
  acceptTerms: acceptTermsRule,
  referralCode: referralCodeRule,
});

/** Step 0 without the code: all of it must be valid before "send code" is enabled (spec §4). */
export const registerDetailsSchema = details.refine(...passwordsMatch("password"));

/** The whole step 0 form, code included, validated on submit. */
export const registerFormSchema = details
  .extend({ code: emailCodeRule })
  .refine(...passwordsMatch("password"));

export type RegisterFormValues = z.input<typeof registerFormSchema>;
