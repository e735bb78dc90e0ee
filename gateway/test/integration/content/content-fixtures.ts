import {
  changeContentItemState,
  saveContentItem,
  saveMarketplaceBanner,
} from "../../../src/domains/content/index.js";
import type { GraphQLResponse, TestGateway } from "../../helpers/test-gateway.js";
import type { SessionClient } from "../../helpers/session-client.js";

let counter = 0;
/** A slug no other test uses. */
export const uniqueSlug = (prefix = "item") =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

type Lang = "tw" | "cn" | "en" | "jp" | "kr";

/** A valid item input: texts in `languages` (tw first), a body per language. */
export function itemInput(
  overrides: Record<string, unknown> = {},
  languages: Lang[] = ["tw", "en"],
  body = (language: string) => `Body in **${language}**`,
): Record<string, unknown> {
  const slug = uniqueSlug();
  return {
    kind: "NEWS",
    webType: null,
    category: "platform",
    tags: ["demo"],
    coverUrl: null,
    translations: languages.map((language) => ({
      language,
      slug,
      title: `Title ${language} ${slug}`,
      summary: `Summary ${language}`,
      bodyMarkdown: body(language),
    })),
    ...overrides,
  };
}

const STAFF_FIELDS = `id kind state revision publishAt publishedAt updatedByName category tags webType coverUrl
  translations { language slug title summary bodyMarkdown }`;
export const SAVE = `mutation($i: ContentItemInput!) { saveContentItem(input: $i) { ${STAFF_FIELDS} } }`;
export const SCHEDULE = `mutation($id: ID!, $at: DateTimeISO!, $r: Int!) {
  scheduleContentItem(id: $id, publishAt: $at, expectedRevision: $r) { ${STAFF_FIELDS} } }`;
export const PUBLISH = `mutation($id: ID!, $r: Int!) { publishContentItem(id: $id, expectedRevision: $r) { ${STAFF_FIELDS} } }`;
export const UNSCHEDULE = `mutation($id: ID!, $r: Int!) { unscheduleContentItem(id: $id, expectedRevision: $r) { ${STAFF_FIELDS} } }`;
export const ARCHIVE = `mutation($id: ID!, $r: Int!) { archiveContentItem(id: $id, expectedRevision: $r) { ${STAFF_FIELDS} } }`;
export const RESTORE = `mutation($id: ID!, $r: Int!) { restoreContentItem(id: $id, expectedRevision: $r) { ${STAFF_FIELDS} } }`;
export const REVISIONS = `query($id: ID!) { contentRevisions(itemId: $id) { total items { revision action changedFields editorName } } }`;
export const STAFF_ITEM = `query($id: ID!) { staffContentItem(id: $id) { ${STAFF_FIELDS} } }`;

const READER_FIELDS = `id kind webType category tags language fallback slug title summary bodyHtml coverUrl publishedAt`;
export const ITEMS = `query($k: ContentKind!, $w: Int, $c: String, $t: String, $p: Int) {
  contentItems(kind: $k, webType: $w, category: $c, tag: $t, page: $p) { total page pageSize items { ${READER_FIELDS} } } }`;
export const ITEM = `query($id: ID, $k: ContentKind, $s: String) { contentItem(id: $id, kind: $k, slug: $s) { ${READER_FIELDS} } }`;

export interface StaffItem {
  id: string;
  kind: string;
  state: string;
  revision: number;
  publishAt: string | null;
  publishedAt: string | null;
  updatedByName: string;
  translations: { language: string; slug: string; title: string; bodyMarkdown: string }[];
}
export interface ReaderItem {
  id: string;
  language: string;
  fallback: boolean;
  slug: string;
  title: string;
  bodyHtml: string;
  publishedAt: string;
}

/** Saves through GraphQL as `staff`; throws on an error. */
export async function saveItem(staff: SessionClient, input: Record<string, unknown>): Promise<StaffItem> {
  const res = await staff.gql<{ saveContentItem: StaffItem }>(SAVE, { i: input });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.saveContentItem;
}

/** Saves and publishes; the published item. */
export async function publishedItem(
  staff: SessionClient,
  input: Record<string, unknown>,
): Promise<StaffItem> {
  const saved = await saveItem(staff, input);
  const res = await staff.gql<{ publishContentItem: StaffItem }>(PUBLISH, {
    id: saved.id,
    r: saved.revision,
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.publishContentItem;
}

/** An anonymous reader's query in a language (extensions.lang, as the client sends it). */
export async function readAs<T>(
  t: TestGateway,
  lang: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${t.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables, extensions: { lang } }),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as GraphQLResponse<T>["body"] };
}

/** The item's row as stored (state, revision, publish time). */
export async function storedItem(
  t: TestGateway,
  id: string,
): Promise<{ state: string; revision: number; publish_at: Date | null; published_at: Date | null }> {
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT state, revision, publish_at, published_at FROM content_item WHERE id = ?`,
    [id],
  )) as { state: string; revision: number; publish_at: Date | null; published_at: Date | null }[];
  return { ...row!, revision: Number(row!.revision) };
}

/** Brings a scheduled item's time to now (the test moves the clock of the item, not the world's). */
export async function makeDue(t: TestGateway, id: string): Promise<void> {
  await t.gateway.deps.dataSource.query(
    `UPDATE content_item SET publish_at = NOW(3) - INTERVAL 1 SECOND WHERE id = ? AND state = 'SCHEDULED'`,
    [id],
  );
}

/** The refusal table's content fixtures (errors/refusals.test.ts): a published item and banners. */
export async function contentRefusalFixtures(
  deps: Parameters<typeof saveContentItem>[0],
  editorId: string,
): Promise<{ contentItem: string; banner: string; bannerToDelete: string }> {
  const saved = await saveContentItem(deps, editorId, itemInput());
  await changeContentItemState(deps, editorId, "publish", saved.id, saved.revision);
  const banner = () =>
    saveMarketplaceBanner(deps, editorId, {
      position: 0,
      active: true,
      imageUrl: "/media/content/abcdefghijklmnopqrstuv.webp",
      linkUrl: null,
      titles: [{ language: "tw", text: "Refusal table" }],
    });
  // Two banners: the staff's own deleteMarketplaceBanner call must not take saveMarketplaceBanner's.
  return { contentItem: saved.id, banner: (await banner()).id, bannerToDelete: (await banner()).id };
}
