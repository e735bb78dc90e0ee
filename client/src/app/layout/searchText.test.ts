import { describe, expect, it } from "vitest";
import { SEARCH_TEXT_MAX, searchTextRule } from "@vitrine/schema";
import { parseSearchText } from "./searchText";

describe("parseSearchText", () => {
  it("accepts and refuses exactly what searchTextRule does, with the same trimmed text", () => {
    const samples = [
      "",
      " ",
      "\t\n",
      "a",
      "  aurora  ",
      "Aurora #3",
      "繁體中文",
      "😀".repeat(50),
      "😀".repeat(51),
      "😀".repeat(SEARCH_TEXT_MAX),
      "😀".repeat(SEARCH_TEXT_MAX + 1),
      "\ud83d".repeat(SEARCH_TEXT_MAX + 1),
      "x".repeat(SEARCH_TEXT_MAX),
      "x".repeat(SEARCH_TEXT_MAX + 1),
      ` ${"x".repeat(SEARCH_TEXT_MAX)} `,
      "\u00a0nbsp\u00a0",
      "\u3000全角\u3000",
    ];
    for (const text of samples) {
      const rule = searchTextRule.safeParse(text);
      expect(parseSearchText(text), JSON.stringify(text)).toBe(rule.success ? rule.data : undefined);
    }
  });
});
