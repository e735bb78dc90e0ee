import { PAGE_MAX, pageRule } from "@vitrine/schema";
import { DomainError } from "./domain-error.js";

/**
 * The page a paged list reads: 1 when not given, else 1 … PAGE_MAX. Anything else is refused as
 * DATA_ERROR naming `page` — never clamped silently, so a caller learns its page does not exist.
 */
export function pageNumber(page: number | null | undefined): number {
  if (page === null || page === undefined) return 1;
  const checked = pageRule.safeParse(page);
  if (!checked.success) {
    throw new DomainError(
      "DATA_ERROR",
      { field: "page", reason: checked.error.issues[0]?.message },
      `page must be a whole number from 1 to ${PAGE_MAX}`,
    );
  }
  return checked.data;
}
