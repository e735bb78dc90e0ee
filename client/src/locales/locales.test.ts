import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { ERROR_LIST, LOCALES, emailRule } from "@vitrine/schema";

const files = import.meta.glob<Record<string, string>>("./*.json", { eager: true, import: "default" });

const catalogues = Object.fromEntries(LOCALES.map((l) => [l, files[`./${l}.json`] ?? {}]));
const reference = catalogues.tw!;

/** Placeholder names used by an ICU message ({name}, plurals, selects…). */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (
      el.type === TYPE.argument ||
      el.type === TYPE.number ||
      el.type === TYPE.date ||
      el.type === TYPE.time
    ) {
      into.add(el.value);
    } else if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    } else if (el.type === TYPE.tag) {
      placeholders(el.children, into);
    }
  }
  return into;
}

describe("locale files", () => {
  it("exist for exactly the five languages", () => {
    const names = Object.keys(files)
      .map((f) => f.replace(/^\.\/|\.json$/g, ""))
      .sort();
    expect(names).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== "tw"))("%s has exactly the keys of tw (the default)", (locale) => {
    const keys = Object.keys(catalogues[locale]!).sort();
    expect(keys).toEqual(Object.keys(reference).sort());
  });

  it("has a message for every entry of the error catalogue in every language", () => {
    for (const locale of LOCALES) {
      const missing = ERROR_LIST.map((e) => e.messageKey).filter((key) => !catalogues[locale]![key]);
      expect(missing, `missing in ${locale}`).toEqual([]);
    }
  });

  it("has the validation messages the shared zod rules return", () => {
    const results = [emailRule.safeParse(""), emailRule.safeParse("not-an-email")];
    const keys = results.flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
    expect(keys).toEqual(["validation.required", "validation.email"]);
    for (const locale of LOCALES)
      for (const key of keys) expect(catalogues[locale]![key], `${key} in ${locale}`).toBeTruthy();
  });

  it("has valid ICU messages with the same placeholders in every language", () => {
    for (const [key, message] of Object.entries(reference)) {
      const expected = [...placeholders(parse(message))].sort();
      for (const locale of LOCALES) {
        const text = catalogues[locale]![key] ?? "";
        expect(text.trim(), `${locale} ${key} is blank`).not.toBe("");
        expect([...placeholders(parse(text))].sort(), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it("is actually translated (any two languages share under 10% of their messages)", () => {
    const keys = Object.keys(reference);
    for (const a of LOCALES) {
      for (const b of LOCALES) {
        if (a >= b) continue;
        // Brand names, numbers and the few words Traditional and Simplified Chinese write alike may coincide.
        const same = keys.filter((k) => catalogues[a]![k] === catalogues[b]![k]);
        expect(same.length, `${a} and ${b} share: ${same.join(", ")}`).toBeLessThan(keys.length * 0.1);
      }
    }
  });
});
