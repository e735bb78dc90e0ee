import { z } from "zod";
import { emailRule, totpCodeRule } from "@vitrine/schema";

/** Login checks only presence: an account may predate today's password rule. */
export const loginFormSchema = z.object({
  email: emailRule,
  password: z.string().min(1, { message: "validation.required" }),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const totpFormSchema = z.object({ code: totpCodeRule });
export type TotpFormValues = z.input<typeof totpFormSchema>;

export const resetKeyFormSchema = z.object({
  resetKey: z.string().trim().min(1, { message: "validation.required" }),
});
export type ResetKeyFormValues = z.input<typeof resetKeyFormSchema>;
