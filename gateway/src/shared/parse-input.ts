import type { z } from "zod";
import { DomainError } from "./domain-error.js";
import { zodErrorData } from "./zod-reason.js";

/**
 * Parses input against a rule; bad input answers DATA_ERROR (400) naming the first field at fault
 * with a locale-key reason and its params (zod-reason.ts), and changes nothing. zod's English stays
 * the error's own message: a development gateway shows it as `extensions.detail`.
 */
export function parseInput<S extends z.ZodType>(rule: S, input: unknown): z.output<S> {
  const parsed = rule.safeParse(input);
  if (!parsed.success) {
    const data = zodErrorData(parsed.error, input);
    throw new DomainError("DATA_ERROR", { ...data }, parsed.error.issues[0]?.message);
  }
  return parsed.data;
}
