import { z } from "zod";
import { confirmPasswordRule, emailCodeRule, emailRule, passwordRule, passwordsMatch } from "@vitrine/schema";

export const forgotEmailSchema = z.object({ email: emailRule });

export const resetPasswordFormSchema = z
  .object({
    email: emailRule,
    code: emailCodeRule,
    password: passwordRule,
    confirmPassword: confirmPasswordRule,
  })
  .refine(...passwordsMatch("password"));

export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
