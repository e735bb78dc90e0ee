import { describe, it, expect } from "vitest";
import { legalTexts, type LegalTexts } from "./index";

const LOCALES = ["tw", "cn", "en", "jp", "kr"] as const;
const UPDATED = "2026-11-01";

/** Paths of every string that is empty or only whitespace, and of every value that is not a string, array or object. */
function blankPaths(value: unknown, path = "$"): string[] {
  if (typeof value === "string") return value.trim() === "" ? [path] : [];
  if (Array.isArray(value)) {
    if (value.length === 0) return [path];
    return value.flatMap((item, i) => blankPaths(item, `${path}[${i}]`));
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => blankPaths(item, `${path}.${key}`));
  }
  return [`${path} (${String(value)})`];
}

/** Counts of the repeated parts of a text set. */
function counts(texts: LegalTexts) {
  return {
    paragraphs: texts.about.paragraphs.length,
    faqItems: texts.faq.items.length,
    privacySections: texts.privacy.sections.length,
    termsSections: texts.terms.sections.length,
  };
}

/** A deep copy, so that a test can break it without touching the real texts. */
function copy(texts: LegalTexts): LegalTexts {
  return JSON.parse(JSON.stringify(texts)) as LegalTexts;
}

const reference = legalTexts.tw;

describe("legal texts checks", () => {
  it("report a blank string, a whitespace-only string and an empty list", () => {
    const broken = copy(reference);
    broken.faq.items[1]!.a = "";
    broken.terms.sections[0]!.heading = "  ";
    broken.about.paragraphs = [];
    expect(blankPaths(broken)).toEqual([
      "$.about.paragraphs",
      "$.faq.items[1].a",
      "$.terms.sections[0].heading",
    ]);
  });

  it("see a missing FAQ item or section as a different shape", () => {
    const broken = copy(reference);
    broken.faq.items.pop();
    broken.privacy.sections.pop();
    expect(counts(broken)).not.toEqual(counts(reference));
  });
});

describe("legal texts", () => {
  it("exist for exactly the five site locales", () => {
    expect(Object.keys(legalTexts).sort()).toEqual([...LOCALES].sort());
  });

  it("have the sizes the pages are designed for", () => {
    const c = counts(reference);
    expect(c.paragraphs).toBeGreaterThanOrEqual(2);
    expect(c.paragraphs).toBeLessThanOrEqual(3);
    expect(c.faqItems).toBeGreaterThanOrEqual(8);
    expect(c.faqItems).toBeLessThanOrEqual(10);
    expect(c.privacySections).toBeGreaterThanOrEqual(6);
    expect(c.privacySections).toBeLessThanOrEqual(8);
    expect(c.termsSections).toBeGreaterThanOrEqual(8);
    expect(c.termsSections).toBeLessThanOrEqual(10);
  });

  describe.each(LOCALES)("%s", (locale) => {
    const texts = legalTexts[locale];

    it("has the same number of paragraphs, FAQ items and sections as tw", () => {
      expect(counts(texts)).toEqual(counts(reference));
    });

    it("has no empty strings", () => {
      expect(blankPaths(texts)).toEqual([]);
    });

    it(`is dated ${UPDATED}`, () => {
      expect(texts.privacy.updated).toBe(UPDATED);
      expect(texts.terms.updated).toBe(UPDATED);
    });

    it("names the product Vitrine", () => {
      expect(texts.about.title).toContain("Vitrine");
      for (const paragraph of texts.about.paragraphs.slice(0, 1)) expect(paragraph).toContain("Vitrine");
    });

    it("has no repeated FAQ question or section heading", () => {
      const questions = texts.faq.items.map((item) => item.q);
      expect(new Set(questions).size).toBe(questions.length);
      for (const part of [texts.privacy, texts.terms]) {
        const headings = part.sections.map((section) => section.heading);
        expect(new Set(headings).size).toBe(headings.length);
      }
    });

    it.skipIf(locale === "en")("is translated, not copied from English", () => {
      const english = legalTexts.en;
      texts.faq.items.forEach((item, i) => expect(item.q).not.toBe(english.faq.items[i]?.q));
      texts.about.paragraphs.forEach((p, i) => expect(p).not.toBe(english.about.paragraphs[i]));
    });
  });
});
