import type { z } from "zod";
import { DomainError } from "./domain-error.js";

/** Parses input against a rule; bad input answers 400 with the first field at fault and changes nothing. */
export function parseInput<S extends z.ZodType>(rule: S, input: unknown): z.output<S> {
  const parsed = rule.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError("DATA_ERROR", {
      field: String(issue?.path[0] ?? ""),
      reason: issue?.message ?? "",
    });
  }
  return parsed.data;
}
