import { describe, expect, it } from "vitest";
import { LOCALES } from "@vitrine/schema";
import {
  anyLoadedMessages,
  loadMessages,
  loadStaffMessages,
  loadedMessages,
  subscribeMessages,
} from "./messages";

const files = import.meta.glob<Record<string, string>>("../../locales/*.json", {
  eager: true,
  import: "default",
});

// The test setup (test/setup.ts) has loaded both parts of every language already, as the staff
// routes' loaders do: the catalogue is the whole file.
describe("messages", () => {
  it("gives each language its whole catalogue once the staff part is loaded, the same object each time", async () => {
    for (const locale of LOCALES) {
      const catalogue = await loadStaffMessages(locale);
      expect(catalogue).toEqual(files[`../../locales/${locale}.json`]);
      expect(await loadMessages(locale)).toBe(catalogue);
      expect(await loadStaffMessages(locale)).toBe(catalogue);
      expect(loadedMessages(locale)).toBe(catalogue);
    }
  });

  it("tells subscribers nothing when nothing new arrives, and stops when unsubscribed", async () => {
    let calls = 0;
    const unsubscribe = subscribeMessages(() => calls++);
    await loadStaffMessages("jp");
    expect(calls).toBe(0);
    unsubscribe();
  });

  it("gives error pages the language asked for when loaded", async () => {
    const en = await loadMessages("en");
    expect(anyLoadedMessages("en")).toEqual({ locale: "en", messages: en });
  });
});
