import { z } from "zod";
import { passwordRule } from "@vitrine/schema";
import { PASSWORD_MISMATCH, confirmPasswordField } from "./passwordFields";

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { message: "validation.required" }),
    newPassword: passwordRule,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, PASSWORD_MISMATCH);

export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
