import { idRule } from "@vitrine/schema";
import { DomainError } from "./domain-error.js";

/**
 * A row id as the API passes it (GraphQL ID): 1–19 digits, no sign, no leading zero (schema idRule).
 * Anything else is 400 DATA_ERROR naming the argument (`field`) with reason validation.id — never a
 * 404, since a malformed id names nothing at all (docs/ERRORS.md, R3). The gateway already refuses
 * malformed ID arguments before any resolver runs (graphql/argument-bounds.ts); services check again
 * for callers outside GraphQL and so their SQL never sees anything but digits.
 */
export function assertRowId(field: string, id: unknown): string {
  const parsed = idRule.safeParse(typeof id === "number" ? String(id) : id);
  if (!parsed.success) throw new DomainError("DATA_ERROR", { field, reason: "validation.id" });
  return parsed.data;
}
