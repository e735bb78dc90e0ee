import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { seedPrimary } from "../../../src/seed/seed-primary.js";
import { createMarketUser, createTestCard, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { itemInput, publishedItem, saveItem } from "./content-fixtures.js";

const ORIGIN = "https://vitrine.example";
/** A built client's index.html in miniature (the shape client/index.html has). */
const INDEX_HTML = `<!doctype html>
<html lang="zh-TW">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Vitrine — digital collectibles from artists and publishers." />
    <title>Vitrine</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestGateway;
let dist: string;
let editor: MarketUser;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "vitrine-dist-"));
  await writeFile(path.join(dist, "index.html"), INDEX_HTML);
  t = await startTestGateway({ CLIENT_DIST: dist, PUBLIC_URL: ORIGIN });
  await seedDemo(t.gateway.deps.dataSource);
  await seedPrimary(t.gateway.deps.dataSource);
  editor = await createMarketUser(t, { roles: ["content"] });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const page = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${p}`, { headers: { "accept-encoding": "identity", ...headers } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe("shared links", () => {
  it("an article's page carries its title, description and Open Graph tags, escaped", async () => {
    const coverUrl = "/media/content/abcdefghijklmnopqrstuv.webp";
    const input = itemInput({ kind: "ANNOUNCEMENT", webType: 3, coverUrl }, ["tw", "en"]);
    const en = (input.translations as Record<string, string>[])[1]!;
    en.title = `Maintenance <b>"tonight"</b> & more`;
    en.summary = `Trading pauses <script>alert(1)</script>`;
    const item = await publishedItem(editor.client, input);

    const { status, html } = await page(`/en/announcement/${item.id}`);
    expect(status).toBe(200);
    expect(html).toContain(
      "<title>Maintenance &lt;b&gt;&quot;tonight&quot;&lt;/b&gt; &amp; more · Vitrine</title>",
    );
    expect(meta(html, "og:title")).toBe("Maintenance &lt;b&gt;&quot;tonight&quot;&lt;/b&gt; &amp; more");
    expect(meta(html, "description")).toBe("Trading pauses &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(meta(html, "og:description")).toBe(meta(html, "description"));
    expect(meta(html, "og:image")).toBe(`${ORIGIN}${coverUrl}`);
    expect(meta(html, "og:url")).toBe(`${ORIGIN}/en/announcement/${item.id}`);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(html).not.toContain("<script>alert(1)");
    // One description only: the generic one is replaced.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<html lang="en">');

    // In a language without a translation the tw texts are shown.
    const jp = await page(`/jp/announcement/${item.id}`);
    expect(meta(jp.html, "og:title")).toContain("Title tw");
  });

  it("unknown ids, drafts and the wrong route get the generic page", async () => {
    const draft = await saveItem(editor.client, itemInput());
    const published = await publishedItem(editor.client, itemInput());
    for (const p of [
      `/en/news/${draft.id}`,
      `/en/news/999999999`,
      `/en/editorial/${published.id}`,
      `/en/news/abc`,
    ]) {
      const { status, html } = await page(p);
      expect(status).toBe(200);
      expect(html).toContain("<title>Vitrine</title>");
      expect(html).not.toContain("og:title");
    }
  });

  it("a card's and a release's page name them; other pages keep the precompressed generic page", async () => {
    const cardId = await createTestCard(t.gateway.deps.dataSource);
    const card = await page(`/tw/card/${cardId}`);
    expect(meta(card.html, "og:title")).toMatch(/^Test card /);
    expect(meta(card.html, "og:image")).toBe(`${ORIGIN}/media/cards/${cardId}.svg`);
    const [release] = (await t.gateway.deps.dataSource.query(
      `SELECT id, name FROM primary_product WHERE kind <> 'FEATURE' ORDER BY id LIMIT 1`,
    )) as { id: string; name: string }[];
    const r = await page(`/en/releases/${release!.id}`);
    expect(meta(r.html, "og:title")).toBe(release!.name.replace(/&/g, "&amp;"));
    const generic = await fetch(`${t.url}/en/marketplace`, { headers: { "accept-encoding": "br" } });
    expect(generic.headers.get("content-encoding")).toBe("br");
    expect(await generic.text()).toContain("<title>Vitrine</title>");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists published items in every language with alternates, cards and releases, never drafts", async () => {
    const draft = await saveItem(editor.client, itemInput());
    const item = await publishedItem(editor.client, itemInput({ kind: "EVENT" }, ["tw", "en", "kr"]));
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    // hreflang is the BCP 47 tag of the language (never the URL segment), and x-default is the tw page.
    const tags = { tw: "zh-TW", en: "en", kr: "ko" };
    const alternates = Object.entries(tags)
      .map(
        ([lang, tag]) =>
          `<xhtml:link rel="alternate" hreflang="${tag}" href="${ORIGIN}/${lang}/event/${item.id}"/>`,
      )
      .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/tw/event/${item.id}"/>`);
    for (const lang of Object.keys(tags)) {
      const block = xml
        .split("<url>")
        .find((b) => b.includes(`<loc>${ORIGIN}/${lang}/event/${item.id}</loc>`));
      expect(block, lang).toBeDefined();
      expect(block!.match(/<xhtml:link [^>]*\/>/g)?.sort()).toEqual(alternates.sort());
    }
    // Every page's alternates: the five tags and x-default, nothing else.
    const used = new Set([...xml.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(["en", "ja", "ko", "x-default", "zh-CN", "zh-TW"]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${ORIGIN}/jp/beginner"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/cn/beginner"/>`);
    expect(xml).not.toContain(`/jp/event/${item.id}<`);
    expect(xml).not.toContain(`/news/${draft.id}<`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/en/card/\\d+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/en/releases/\\d+</loc>`));
    // The demo seed's pages: the beginner guide has its own route.
    expect(xml).toContain(`<loc>${ORIGIN}/jp/beginner</loc>`);
    // The homes of the sites, in every language.
    for (const home of ["/tw", "/tw/marketplace", "/en/star", "/kr/art"])
      expect(xml).toContain(`<loc>${ORIGIN}${home}</loc>`);
  });

  it("the demo seed is idempotent: a second run adds nothing", async () => {
    const count = async () =>
      Number(
        (
          (await t.gateway.deps.dataSource
            .query(`SELECT COUNT(*) AS n FROM content_item WHERE created_by IS NOT NULL
          AND id IN (SELECT item_id FROM content_translation WHERE slug = 'beginner-guide' OR slug = 'year-end-recap')`)) as {
            n: number;
          }[]
        )[0]!.n,
      );
    expect(await count()).toBe(2);
    await seedDemo(t.gateway.deps.dataSource);
    expect(await count()).toBe(2);
    const [{ n }] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM content_item WHERE state = 'SCHEDULED'`,
    )) as [{ n: number }];
    expect(Number(n)).toBe(1);
  });
});
