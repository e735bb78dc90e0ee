import { describe, expect, it } from "vitest";
import { fromGmt8Input, gmt8WallTime, perLocale, perLocaleOf, toGmt8Input } from "./localeTexts";

describe("per-language form values", () => {
  it("fill every language, empty by default", () => {
    expect(perLocale()).toEqual({ tw: "", cn: "", en: "", jp: "", kr: "" });
    expect(perLocale((l) => l.toUpperCase()).jp).toBe("JP");
  });
  it("take one field of an API texts list, empty where a language has no text", () => {
    const texts = [
      { language: "tw", name: "星", bio: "甲" },
      { language: "en", name: "Star", bio: "" },
    ];
    expect(perLocaleOf(texts, "name")).toEqual({ tw: "星", cn: "", en: "Star", jp: "", kr: "" });
    expect(perLocaleOf(texts, "bio").tw).toBe("甲");
  });
});

describe("GMT+8 wall time", () => {
  it("shows an instant as Taipei's clock and reads it back", () => {
    expect(toGmt8Input("2026-11-25T16:30:00.000Z")).toBe("2026-11-26 00:30");
    expect(fromGmt8Input(" 2026-11-26 00:30 ")).toBe("2026-11-25T16:30:00.000Z");
  });
  it("accepts only YYYY-MM-DD HH:mm", () => {
    expect(gmt8WallTime.safeParse("2026-11-26 00:30").success).toBe(true);
    const bad = gmt8WallTime.safeParse("2026-11-26T00:30");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("validation.format");
  });
});
