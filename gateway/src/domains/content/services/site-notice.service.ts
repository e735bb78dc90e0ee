import { DEFAULT_LOCALE, launchNoticeRule, marketplaceBannerRule, CONTENT_LIMITS } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import {
  countBanners,
  deleteBanner,
  findBanners,
  findLaunchNotice,
  insertBanner,
  saveLaunchNotice,
  updateBanner,
  type BannerRow,
  type LaunchNoticeRow,
} from "../repo/site-notice.repo.js";

type Db = AppDeps["dataSource"]["manager"];

const textIn = (texts: readonly { language: string; text: string }[], language: string): string | null =>
  texts.find((t) => t.language === language && t.text)?.text ??
  texts.find((t) => t.language === DEFAULT_LOCALE)?.text ??
  null;

/** The launch notice bar for readers: off unless enabled with a text. */
export async function launchNotice(
  db: Db,
  language: string,
): Promise<{ enabled: boolean; text: string; url: string | null }> {
  const n = await findLaunchNotice(db);
  const text = textIn(n.texts, language) ?? "";
  return { enabled: n.enabled && text !== "", text, url: n.url };
}

export function staffLaunchNotice(db: Db): Promise<LaunchNoticeRow> {
  return findLaunchNotice(db);
}

/** Staff turn the launch notice on or off and set its texts (contentManage). */
export async function setLaunchNotice(
  deps: Pick<AppDeps, "dataSource">,
  editorId: string | null,
  input: unknown,
): Promise<LaunchNoticeRow> {
  const n = parseInput(launchNoticeRule, input);
  await withTransaction(deps.dataSource, (tx) =>
    saveLaunchNotice(
      tx,
      { enabled: n.enabled, url: n.url || null, texts: n.texts.filter((t) => t.text !== "") },
      editorId,
    ),
  );
  return findLaunchNotice(deps.dataSource.manager);
}

/** Active banners in display order, titles in `language` (tw fallback). */
export async function marketplaceBanners(
  db: Db,
  language: string,
): Promise<{ id: string; imageUrl: string; linkUrl: string | null; title: string }[]> {
  return (await findBanners(db, true)).map((b) => ({
    id: b.id,
    imageUrl: b.imageUrl,
    linkUrl: b.linkUrl,
    title: textIn(b.titles, language) ?? "",
  }));
}

export function staffBanners(db: Db): Promise<BannerRow[]> {
  return findBanners(db, false);
}

/** Creates (no id) or replaces a banner; NOT_FOUND for an unknown id. */
export async function saveMarketplaceBanner(
  deps: Pick<AppDeps, "dataSource">,
  editorId: string | null,
  input: { id?: string | null; [field: string]: unknown },
): Promise<BannerRow> {
  const id = input.id ? assertRowId("id", input.id) : null;
  const b = parseInput(marketplaceBannerRule, input);
  const fields = {
    position: b.position,
    active: b.active,
    imageUrl: b.imageUrl,
    linkUrl: b.linkUrl || null,
    titles: b.titles.filter((t) => t.text !== ""),
  };
  const savedId = await withTransaction(deps.dataSource, async (tx) => {
    if (id) {
      if (!(await updateBanner(tx, id, fields, editorId))) throw new DomainError("NOT_FOUND");
      return id;
    }
    if ((await countBanners(tx)) >= CONTENT_LIMITS.banners)
      throw new DomainError("DATA_ERROR", { field: "id", reason: "validation.outOfRange" });
    return insertBanner(tx, fields, editorId);
  });
  const saved = (await findBanners(deps.dataSource.manager, false)).find((x) => x.id === savedId);
  if (!saved) throw new DomainError("NOT_FOUND");
  return saved;
}

export async function removeMarketplaceBanner(
  deps: Pick<AppDeps, "dataSource">,
  rawId: string,
): Promise<boolean> {
  if (!(await deleteBanner(deps.dataSource.manager, assertRowId("id", rawId))))
    throw new DomainError("NOT_FOUND");
  return true;
}
