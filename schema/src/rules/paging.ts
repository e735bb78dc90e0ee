import { z } from "zod";

/**
 * Bounds on how far and how wide a list may be read. Deep pages cost the database a scan of every
 * row before them and no person pages that far: past PAGE_MAX a caller should narrow the filter.
 * Out-of-range values are refused (DATA_ERROR naming the argument), never clamped silently.
 */

/** Highest page number any paged list accepts (pages count from 1). */
export const PAGE_MAX = 500;
/** Widest page a caller may ask for where the size is an argument. */
export const PAGE_SIZE_MAX = 100;
/** The page size of lists whose size is fixed by the operation (order book, histories, queues). */
export const PAGE_SIZE_DEFAULT = 20;
/** Deepest offset where a list takes offset/limit: the first row of page PAGE_MAX at the default size. */
export const OFFSET_MAX = (PAGE_MAX - 1) * PAGE_SIZE_DEFAULT;

const wholeNumber = () =>
  z.number({ message: "validation.wholeNumber" }).int({ message: "validation.wholeNumber" });

/** A page number: 1 … PAGE_MAX. */
export const pageRule = wholeNumber()
  .min(1, { message: "validation.outOfRange" })
  .max(PAGE_MAX, { message: "validation.outOfRange" });

/** A page size: 1 … `max` (PAGE_SIZE_MAX unless the operation allows fewer). */
export function pageSizeRule(max: number = PAGE_SIZE_MAX) {
  return wholeNumber()
    .min(1, { message: "validation.outOfRange" })
    .max(Math.min(max, PAGE_SIZE_MAX), { message: "validation.outOfRange" });
}

/** An offset into a list: 0 … OFFSET_MAX. */
export const offsetRule = wholeNumber()
  .min(0, { message: "validation.outOfRange" })
  .max(OFFSET_MAX, { message: "validation.outOfRange" });
