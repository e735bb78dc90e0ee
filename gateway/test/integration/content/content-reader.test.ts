import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { itemInput, ITEM, ITEMS, publishedItem, readAs, type ReaderItem } from "./content-fixtures.js";

let t: TestGateway;
let editor: MarketUser;

beforeAll(async () => {
  t = await startTestGateway();
  editor = await createMarketUser(t, { roles: ["content"] });
});
afterAll(async () => {
  await t.close();
});

type Page = { contentItems: { total: number; page: number; pageSize: number; items: ReaderItem[] } };

describe("reader queries", () => {
  it("falls back to tw with fallback: true when the asked language is missing", async () => {
    const item = await publishedItem(editor.client, itemInput({ kind: "EDITORIAL" }, ["tw", "en"]));
    const en = (await readAs<{ contentItem: ReaderItem }>(t, "en", ITEM, { id: item.id })).body.data!
      .contentItem;
    expect(en).toMatchObject({ language: "en", fallback: false, title: expect.stringContaining("Title en") });
    expect(en.bodyHtml).toBe("<p>Body in <strong>en</strong></p>\n");
    const jp = (await readAs<{ contentItem: ReaderItem }>(t, "jp", ITEM, { id: item.id })).body.data!
      .contentItem;
    expect(jp).toMatchObject({ language: "tw", fallback: true, title: expect.stringContaining("Title tw") });
    // By slug: any language's slug finds it.
    const bySlug = await readAs<{ contentItem: ReaderItem }>(t, "jp", ITEM, {
      k: "EDITORIAL",
      s: item.translations[0]!.slug,
    });
    expect(bySlug.body.data!.contentItem.id).toBe(item.id);
    expect(errorCodeOf(await readAs(t, "jp", ITEM, { k: "NEWS", s: item.translations[0]!.slug }))).toBe(404);
  });

  it("lists published items newest first, 20 a page, filtered by web type, category and tag", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      const webType = i % 2 ? 4 : 3;
      const item = await publishedItem(
        editor.client,
        itemInput({
          kind: "ANNOUNCEMENT",
          webType,
          category: i < 2 ? "maintenance" : "release",
          tags: [`t${i % 3}`],
        }),
      );
      ids.push(item.id);
    }
    const first = (await readAs<Page>(t, "en", ITEMS, { k: "ANNOUNCEMENT" })).body.data!.contentItems;
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20 });
    expect(first.items.map((i) => i.id)).toEqual([...ids].reverse().slice(0, 20));
    const second = (await readAs<Page>(t, "en", ITEMS, { k: "ANNOUNCEMENT", p: 2 })).body.data!.contentItems;
    expect(second.items.map((i) => i.id)).toEqual([ids[1], ids[0]]);

    const portal = (await readAs<Page>(t, "en", ITEMS, { k: "ANNOUNCEMENT", w: 3 })).body.data!.contentItems;
    expect(portal.total).toBe(11);
    const maintenance = (await readAs<Page>(t, "en", ITEMS, { k: "ANNOUNCEMENT", c: "maintenance" })).body
      .data!.contentItems;
    expect(maintenance.items.map((i) => i.id)).toEqual([ids[1], ids[0]]);
    const tagged = (await readAs<Page>(t, "en", ITEMS, { k: "ANNOUNCEMENT", t: "t0" })).body.data!
      .contentItems;
    expect(tagged.total).toBe(8);
    const categories = await readAs<{ contentCategories: string[] }>(
      t,
      "en",
      `query { contentCategories(kind: ANNOUNCEMENT) }`,
      {},
    );
    expect(categories.body.data!.contentCategories).toEqual(["maintenance", "release"]);
    expect(errorCodeOf(await readAs(t, "en", ITEMS, { k: "ANNOUNCEMENT", p: 0 }))).toBe(400);
  });
});

describe("launch notice and marketplace banners", () => {
  const SET_NOTICE = `mutation($i: LaunchNoticeInput!) { setLaunchNotice(input: $i) { enabled url texts { language text } updatedAt } }`;
  const NOTICE = `query { launchNotice { enabled text url } }`;
  const SAVE_BANNER = `mutation($i: MarketplaceBannerInput!) { saveMarketplaceBanner(input: $i) { id position active imageUrl titles { language text } } }`;
  const BANNERS = `query { marketplaceBanners { id imageUrl linkUrl title } }`;

  it("shows the launch notice in the reader's language (tw when missing) only while it is on", async () => {
    const set = await editor.client.gql(SET_NOTICE, {
      i: {
        enabled: true,
        url: "/en/news",
        texts: [
          { language: "tw", text: "上線了" },
          { language: "en", text: "We are live" },
        ],
      },
    });
    expect(set.body.errors).toBeUndefined();
    expect((await readAs<{ launchNotice: object }>(t, "en", NOTICE, {})).body.data!.launchNotice).toEqual({
      enabled: true,
      text: "We are live",
      url: "/en/news",
    });
    expect(
      (await readAs<{ launchNotice: { text: string } }>(t, "kr", NOTICE, {})).body.data!.launchNotice.text,
    ).toBe("上線了");
    const bad = await editor.client.gql(SET_NOTICE, {
      i: { enabled: true, url: "javascript:alert(1)", texts: [{ language: "tw", text: "x" }] },
    });
    expect(errorCodeOf(bad)).toBe(400);
    await editor.client.gql(SET_NOTICE, { i: { enabled: false, url: null, texts: [] } });
    expect(
      (await readAs<{ launchNotice: { enabled: boolean } }>(t, "en", NOTICE, {})).body.data!.launchNotice
        .enabled,
    ).toBe(false);
  });

  it("lists active banners in display order with titles in the reader's language", async () => {
    const banner = (position: number, active: boolean, title: string) =>
      editor.client.gql<{ saveMarketplaceBanner: { id: string } }>(SAVE_BANNER, {
        i: {
          position,
          active,
          imageUrl: "/media/content/abcdefghijklmnopqrstuv.webp",
          linkUrl: "/en/marketplace",
          titles: [
            { language: "tw", text: `${title} tw` },
            { language: "jp", text: `${title} jp` },
          ],
        },
      });
    const second = (await banner(2, true, "second")).body.data!.saveMarketplaceBanner.id;
    const first = (await banner(1, true, "first")).body.data!.saveMarketplaceBanner.id;
    await banner(0, false, "hidden");
    const jp = (await readAs<{ marketplaceBanners: { id: string; title: string }[] }>(t, "jp", BANNERS, {}))
      .body.data!.marketplaceBanners;
    expect(jp).toEqual([
      expect.objectContaining({ id: first, title: "first jp" }),
      expect.objectContaining({ id: second, title: "second jp" }),
    ]);
    const en = (await readAs<{ marketplaceBanners: { title: string }[] }>(t, "en", BANNERS, {})).body.data!
      .marketplaceBanners;
    expect(en.map((b) => b.title)).toEqual(["first tw", "second tw"]);
    // Only an uploaded content image may be a banner's picture.
    const outside = await editor.client.gql(SAVE_BANNER, {
      i: {
        position: 3,
        active: true,
        imageUrl: "https://evil.example/a.png",
        titles: [{ language: "tw", text: "x" }],
      },
    });
    expect(errorCodeOf(outside)).toBe(400);
  });
});
