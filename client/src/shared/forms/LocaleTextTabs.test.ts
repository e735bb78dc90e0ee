import { describe, expect, it } from "vitest";
import { localeHasError } from "./LocaleTextTabs";

describe("localeHasError", () => {
  const errors = {
    "names.en": "validation.required",
    "texts.jp.title": "validation.tooLong",
    "translations.kr.body": "validation.required",
    "titles.cn": null,
  };
  it("finds an error of a field in that language, whatever the field's form", () => {
    expect(localeHasError(errors, ["names"], "en")).toBe(true);
    expect(localeHasError(errors, ["texts.{locale}.title"], "jp")).toBe(true);
    expect(localeHasError(errors, ["translations.{locale}.*"], "kr")).toBe(true);
  });
  it("ignores other languages, other fields and cleared errors", () => {
    expect(localeHasError(errors, ["names"], "tw")).toBe(false);
    expect(localeHasError(errors, ["texts.{locale}.body"], "jp")).toBe(false);
    expect(localeHasError(errors, ["translations.{locale}.*"], "jp")).toBe(false);
    expect(localeHasError(errors, ["titles"], "cn")).toBe(false);
  });
});
