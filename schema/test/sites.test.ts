import { describe, expect, it } from "vitest";
import { SITES } from "../src/accounts.js";
import { SITE_KEYS, SITE_REGISTRY, isSiteKey, siteCode, siteOfPath, sitePath } from "../src/sites.js";

describe("site registry", () => {
  it("gives the marketplace code 2 and every other site code 1 (spec §9)", () => {
    expect(SITE_KEYS.map((site) => [site, siteCode(site)])).toEqual([
      ["portal", 1],
      ["marketplace", 2],
      ["star", 1],
      ["art", 1],
    ]);
    expect(SITES).toEqual({ PRIMARY: 1, MARKETPLACE: 2 });
  });

  it("names each site by its key and gives the star site its brand", () => {
    for (const site of SITE_KEYS) expect(SITE_REGISTRY[site].key).toBe(site);
    expect(SITE_REGISTRY.star.name).toBe("Metastar");
    expect(isSiteKey("star")).toBe(true);
    expect(isSiteKey("STAR")).toBe(false);
    expect(isSiteKey(1)).toBe(false);
  });
});

describe("siteOfPath", () => {
  it("reads the site from the segment after the language", () => {
    expect(siteOfPath("/tw/star")).toBe("star");
    expect(siteOfPath("/en/star/celebrities/4")).toBe("star");
    expect(siteOfPath("/jp/art/editorial")).toBe("art");
    expect(siteOfPath("/kr/marketplace")).toBe("marketplace");
    expect(siteOfPath("/tw/marketplace?sort=price#top")).toBe("marketplace");
  });

  it("gives product and listing pages to the marketplace", () => {
    expect(siteOfPath("/tw/product/12")).toBe("marketplace");
    expect(siteOfPath("/cn/editCard/3")).toBe("marketplace");
  });

  it("answers the portal for the home, other pages and unknown segments", () => {
    expect(siteOfPath("/tw")).toBe("portal");
    expect(siteOfPath("/tw/")).toBe("portal");
    expect(siteOfPath("/")).toBe("portal");
    expect(siteOfPath("/en/releases")).toBe("portal");
    expect(siteOfPath("/en/stars")).toBe("portal");
    expect(siteOfPath("/en/faqs/star")).toBe("portal");
  });

  it("works without the language prefix", () => {
    expect(siteOfPath("/star")).toBe("star");
    expect(siteOfPath("/art/showrooms")).toBe("art");
  });
});

describe("sitePath", () => {
  it("builds paths under a site's segment", () => {
    expect(sitePath("star", "tw")).toBe("/tw/star");
    expect(sitePath("star", "tw", "celebrities")).toBe("/tw/star/celebrities");
    expect(sitePath("art", "en", "/editorial")).toBe("/en/art/editorial");
    expect(sitePath("marketplace", "jp")).toBe("/jp/marketplace");
  });

  it("serves the portal at the language root", () => {
    expect(sitePath("portal", "kr")).toBe("/kr");
    expect(sitePath("portal", "kr", "releases")).toBe("/kr/releases");
  });

  it("round-trips through siteOfPath", () => {
    for (const site of SITE_KEYS) expect(siteOfPath(sitePath(site, "cn", "x"))).toBe(site);
  });
});
