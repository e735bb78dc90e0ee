import { z } from "zod";
import {
  birthdayRule,
  emailCodeRule,
  emailRule,
  nicknameRule,
  passwordRule,
  referralCodeRule,
  sexRule,
} from "@vitrine/schema";
import { PASSWORD_MISMATCH, confirmPasswordField } from "./passwordFields";

/** A <select> gives a string; the contract wants 1, 2 or 3. */
export const sexField = z.string().transform(Number).pipe(sexRule);

const details = z.object({
  email: emailRule,
  password: passwordRule,
  confirmPassword: confirmPasswordField,
  nickname: nicknameRule,
  birthday: birthdayRule,
  sex: sexField,
  acceptTerms: z.boolean().refine((v) => v, { message: "validation.terms" }),
  referralCode: referralCodeRule,
});

/** Step 0 without the code: all of it must be valid before "send code" is enabled (spec §4). */
export const registerDetailsSchema = details.refine(
  (v) => v.password === v.confirmPassword,
  PASSWORD_MISMATCH,
);

/** The whole step 0 form, code included, validated on submit. */
export const registerFormSchema = details
  .extend({ code: emailCodeRule })
  .refine((v) => v.password === v.confirmPassword, PASSWORD_MISMATCH);

export type RegisterFormValues = z.input<typeof registerFormSchema>;
