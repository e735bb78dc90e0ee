import { z } from "zod";

/** E-mail (spec §5): required, format checked, lower-cased on input. */
export const emailRule = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .transform((v) => v.toLowerCase())
  .pipe(z.email({ message: "validation.email" }));
