import { z } from "zod";
import { SEARCH_TEXT_MAX } from "../limits.js";

/** Header search text: trimmed, 1–SEARCH_TEXT_MAX (100) characters. */
export const searchTextRule = z.string().trim().min(1).max(SEARCH_TEXT_MAX);
