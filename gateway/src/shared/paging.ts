import { PAGE_MAX, PAGE_SIZE_DEFAULT, pageRule } from "@vitrine/schema";
import { DomainError } from "./domain-error.js";
import { zodErrorData } from "./zod-reason.js";

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
      { ...zodErrorData(checked.error, page), field: "page", params: { min: 1, max: PAGE_MAX } },
      `page must be a whole number from 1 to ${PAGE_MAX}`,
    );
  }
  return checked.data;
}

/** One page of a paged list, as every service returns it (plain; graphql/paging.ts maps it). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Where a page starts: the checked page number, its size and the SQL OFFSET/LIMIT for it. */
export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
  limit: number;
}

/** The window of `page` (checked by `pageNumber`) at `pageSize` rows (20 unless the list says otherwise). */
export function pageWindow(
  page: number | null | undefined,
  pageSize: number = PAGE_SIZE_DEFAULT,
): PageWindow {
  const checked = pageNumber(page);
  return { page: checked, pageSize, offset: (checked - 1) * pageSize, limit: pageSize };
}

/** A Page from the rows of one window and the list's total. */
export function toPage<T>(items: T[], total: number, window: PageWindow): Page<T> {
  return { items, total, page: window.page, pageSize: window.pageSize };
}
