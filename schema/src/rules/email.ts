import { z } from "zod";
import { MAX_LENGTH } from "../limits.js";

/** E-mail (spec §5): required, at most 254 characters (the column), format checked, lower-cased on input. */
export const emailRule = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .max(MAX_LENGTH.email, { message: "validation.tooLong" })
  .transform((v) => v.toLowerCase())
  .pipe(z.email({ message: "validation.email" }));
