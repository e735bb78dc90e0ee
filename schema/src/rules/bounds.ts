import { z } from "zod";
import { LOCALES } from "../locales.js";
import { MAX_NUMBER } from "../market.js";
import { MAX_LENGTH, type TextKind } from "../limits.js";

// The lengths themselves (MAX_LENGTH, MAX_ANY_STRING) live in the zod-free limits.ts, so the client's
// first page can read them without pulling this module, and zod's schema classes, onto every load.

/** Text of one kind: trimmed, at most its length (message validation.tooLong). */
export function boundedText(kind: TextKind) {
  return z.string().trim().max(MAX_LENGTH[kind], { message: "validation.tooLong" });
}

/** Required text of one kind: trimmed, 1 to its length. */
export function requiredText(kind: TextKind) {
  return z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(MAX_LENGTH[kind], { message: "validation.tooLong" });
}

/** A row id as GraphQL carries it (ID): 1–19 digits, no sign, no leading zero. */
export const idRule = z.string().regex(/^[1-9]\d{0,18}$/, { message: "validation.id" });

/** A whole number within the spec's limit (0 … 9999999999). */
export const wholeNumberRule = z
  .number()
  .int({ message: "validation.wholeNumber" })
  .min(0, { message: "validation.negative" })
  .max(MAX_NUMBER, { message: "validation.tooLarge" });

/** A language code the caller may pass with a request: one of the five, or absent. */
export const optionalLocaleRule = z.enum(LOCALES, { message: "validation.locale" }).nullish();
