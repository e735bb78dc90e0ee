import { z } from "zod";
import { currentPasswordRule, emailRule, resetKeyRule, totpCodeRule } from "@vitrine/schema";

/** Login checks only presence: an account may predate today's password rule. */
export const loginFormSchema = z.object({
  email: emailRule,
  password: currentPasswordRule,
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

export const totpFormSchema = z.object({ code: totpCodeRule });
export type TotpFormValues = z.input<typeof totpFormSchema>;

export const resetKeyFormSchema = z.object({ resetKey: resetKeyRule });
export type ResetKeyFormValues = z.input<typeof resetKeyFormSchema>;
