import { z } from "zod";
import { MAX_LENGTH } from "./bounds.js";

/** Longest search text (header search, card list and order book filters). */
export const SEARCH_TEXT_MAX = MAX_LENGTH.searchText;

/** Header search text: trimmed, 1–SEARCH_TEXT_MAX (100) characters. */
export const searchTextRule = z.string().trim().min(1).max(SEARCH_TEXT_MAX);
