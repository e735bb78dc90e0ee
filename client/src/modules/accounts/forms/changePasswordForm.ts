import { z } from "zod";
import { confirmPasswordRule, currentPasswordRule, passwordRule, passwordsMatch } from "@vitrine/schema";

export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordRule,
    newPassword: passwordRule,
    confirmPassword: confirmPasswordRule,
  })
  .refine(...passwordsMatch("newPassword"));

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
