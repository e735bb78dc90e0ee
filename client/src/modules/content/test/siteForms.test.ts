import { describe, expect, it } from "vitest";
import { CONTENT_LIMITS, launchNoticeRule } from "@vitrine/schema";
import { issuesToFields, localizedPath } from "../components/staff/site/siteForms";

describe("staff site forms: the shared rule's issues on the form's per-language fields", () => {
  it("puts a text's issue on its language and a missing tw text on tw", () => {
    const input = {
      enabled: true,
      url: null,
      texts: [{ language: "en", text: "x".repeat(CONTENT_LIMITS.noticeText + 1) }],
    };
    const errors = issuesToFields(launchNoticeRule.safeParse(input), localizedPath("texts", input.texts));
    expect(errors["texts.en"]).toBeDefined();
    expect(errors["texts.tw"]).toBe("validation.required");
    expect(Object.keys(errors).every((k) => /^texts\.(en|tw)$/.test(k))).toBe(true);
  });
  it("leaves other fields' paths as they are", () => {
    const map = localizedPath("titles", [{ language: "jp" }]);
    expect(map(["titles", 0, "text"])).toBe("titles.jp");
    expect(map(["linkUrl"])).toBe("linkUrl");
    expect(map(["titles"])).toBe("titles.tw");
  });
});
