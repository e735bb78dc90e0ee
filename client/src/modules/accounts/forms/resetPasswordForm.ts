import { z } from "zod";
import { emailCodeRule, emailRule, passwordRule } from "@vitrine/schema";
import { PASSWORD_MISMATCH, confirmPasswordField } from "./passwordFields";

export const forgotEmailSchema = z.object({ email: emailRule });

export const resetPasswordFormSchema = z
  .object({
    email: emailRule,
    code: emailCodeRule,
    password: passwordRule,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.password === v.confirmPassword, PASSWORD_MISMATCH);

export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
