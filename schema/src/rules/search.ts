import { z } from "zod";

/** Header search text: trimmed, 1–100 characters. */
export const searchTextRule = z.string().trim().min(1).max(100);
