import { describe, expect, it } from "vitest";
import { LOCALES } from "@vitrine/schema";
import { anyLoadedMessages, loadMessages, loadedMessages } from "./messages";

const files = import.meta.glob<Record<string, string>>("../../locales/*.json", {
  eager: true,
  import: "default",
});

describe("messages", () => {
  it("loads each language's catalogue on its own, once", async () => {
    for (const locale of LOCALES) {
      const catalogue = await loadMessages(locale);
      expect(catalogue).toEqual(files[`../../locales/${locale}.json`]);
      expect(await loadMessages(locale)).toBe(catalogue);
      expect(loadedMessages(locale)).toBe(catalogue);
    }
  });

  it("gives error pages the language asked for when loaded", async () => {
    const en = await loadMessages("en");
    expect(anyLoadedMessages("en")).toEqual({ locale: "en", messages: en });
  });
});
