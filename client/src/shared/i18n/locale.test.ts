import { describe, expect, it } from "vitest";
import { languageRedirectTarget, readLocaleCookie, switchLocalePath, writeLocaleCookie } from "./locale";

const at = (url: string) => {
  const u = new URL(url, "http://x");
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

describe("languageRedirectTarget", () => {
  it("leaves a valid language prefix alone", () => {
    expect(languageRedirectTarget(at("/en/faqs?type=1"), "tw")).toBeUndefined();
    expect(languageRedirectTarget(at("/kr"), "tw")).toBeUndefined();
  });

  it("adds the current language to a path without one, keeping query and hash", () => {
    expect(languageRedirectTarget(at("/faqs?type=2&referral_code=AB12#top"), "cn")).toBe(
      "/cn/faqs?type=2&referral_code=AB12#top",
    );
    expect(languageRedirectTarget(at("/"), "tw")).toBe("/tw");
    expect(languageRedirectTarget(at("/?search=cat"), "jp")).toBe("/jp?search=cat");
  });

  it("replaces an unknown two-letter code with the current language", () => {
    expect(languageRedirectTarget(at("/de/faqs?type=x"), "tw")).toBe("/tw/faqs?type=x");
    expect(languageRedirectTarget(at("/zz"), "en")).toBe("/en");
  });

  it("lower-cases a known code written in capitals", () => {
    expect(languageRedirectTarget(at("/EN/terms"), "tw")).toBe("/en/terms");
  });
});

describe("switchLocalePath", () => {
  it("swaps the prefix and keeps path, query and hash", () => {
    expect(switchLocalePath(at("/en/faqs?type=3#q2"), "kr")).toBe("/kr/faqs?type=3#q2");
    expect(switchLocalePath(at("/tw"), "cn")).toBe("/cn");
  });
});

describe("locale cookie", () => {
  it("round-trips through document.cookie and ignores unknown values", () => {
    writeLocaleCookie("jp");
    expect(readLocaleCookie()).toBe("jp");
    expect(readLocaleCookie("a=1; locale=xx")).toBeUndefined();
    expect(readLocaleCookie("a=1; locale=kr; b=2")).toBe("kr");
  });
});
