import { z } from "zod";

/** The confirmation field: required here, compared with the password by the form's refine. */
export const confirmPasswordField = z.string().min(1, { message: "validation.required" });

/** Spec §5: the confirmation must match; the message sits on the confirmation field. */
export const PASSWORD_MISMATCH = {
  message: "validation.passwordMismatch",
  path: ["confirmPassword"],
};
