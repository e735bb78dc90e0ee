import {
  CONTENT_KINDS,
  CONTENT_STATES,
  MAX_LENGTH,
  type ContentKind,
  type ContentState,
} from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findUserBriefsByIds } from "../../accounts/index.js";
import { findContentItem, listContentItems } from "../repo/content-item.repo.js";
import { listRevisions } from "../repo/revision.repo.js";
import { toStaffViews, type StaffContentItemView } from "./content-view.js";
import { renderMarkdown } from "./render-markdown.js";

type Db = AppDeps["dataSource"]["manager"];

const staffFilterRule = z.object({
  kind: z.enum(CONTENT_KINDS).nullish(),
  state: z.enum(CONTENT_STATES).nullish(),
  search: z.string().trim().max(MAX_LENGTH.searchText, { message: "validation.tooLong" }).nullish(),
});

/** Every item for the staff list, last edited first, 20 per page. */
export async function listStaffContent(
  db: Db,
  filter: { kind?: ContentKind | null; state?: ContentState | null; search?: string | null },
  page: number | null | undefined,
): Promise<Page<StaffContentItemView>> {
  const f = parseInput(staffFilterRule, filter);
  const window = pageWindow(page);
  const { items, total } = await listContentItems(
    db,
    { ...f, search: f.search || null },
    "updated",
    window.offset,
    window.limit,
  );
  return toPage(await toStaffViews(db, items), total, window);
}

export async function findStaffContent(db: Db, rawId: string): Promise<StaffContentItemView> {
  const item = await findContentItem(db, assertRowId("id", rawId));
  if (!item) throw new DomainError("NOT_FOUND");
  return (await toStaffViews(db, [item]))[0]!;
}

export interface ContentRevisionView {
  revision: number;
  action: string;
  changedFields: string[];
  editorName: string;
  createdAt: Date;
}

/** An item's revisions, newest first, with each editor's nickname ("system" for scheduled publishes). */
export async function contentRevisions(
  db: Db,
  rawItemId: string,
  page: number | null | undefined,
): Promise<Page<ContentRevisionView>> {
  const itemId = assertRowId("itemId", rawItemId);
  if (!(await findContentItem(db, itemId))) throw new DomainError("NOT_FOUND");
  const window = pageWindow(page);
  const { items, total } = await listRevisions(db, itemId, window.offset, window.limit);
  const editors = await findUserBriefsByIds(
    db,
    items.flatMap((r) => (r.editorId ? [r.editorId] : [])),
  );
  return toPage(
    items.map((r) => ({
      revision: r.revision,
      action: r.action,
      changedFields: r.changedFields,
      editorName: r.editorId ? (editors.get(r.editorId)?.nickname ?? "") : "system",
      createdAt: r.createdAt,
    })),
    total,
    window,
  );
}

/** The editor's preview: exactly what a save would store. */
export function previewMarkdown(markdown: string): string {
  if (new TextEncoder().encode(markdown).length > 100_000)
    throw new DomainError("DATA_ERROR", { field: "markdown", reason: "validation.tooLong" });
  return renderMarkdown(markdown);
}
