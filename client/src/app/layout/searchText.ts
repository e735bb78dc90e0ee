import { SEARCH_TEXT_MAX } from "@vitrine/schema";

/**
 * The header search's text check, the same as schema's `searchTextRule` (trimmed, 1–SEARCH_TEXT_MAX
 * characters counted as zod counts them, in code points; searchText.test.ts holds them equal) without zod: the header is on every page, and
 * zod's runtime would otherwise be part of every first load. The gateway still applies the rule.
 */
export function parseSearchText(text: string): string | undefined {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  return length >= 1 && length <= SEARCH_TEXT_MAX ? trimmed : undefined;
}
