import { contentItemRule, type ContentItemInput } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import {
  findContentItem,
  insertContentItem,
  updateContentItemFields,
  type ContentItemRow,
} from "../repo/content-item.repo.js";
import { insertRevision } from "../repo/revision.repo.js";
import { findSlugOwner, findTranslations, replaceTranslations } from "../repo/translation.repo.js";
import { changedFields, snapshotOf } from "./content-snapshot.js";
import { toStaffViews, type StaffContentItemView } from "./content-view.js";
import { renderMarkdown } from "./render-markdown.js";

export interface SaveContentInput {
  id?: string | null;
  expectedRevision?: number | null;
  [field: string]: unknown;
}

/**
 * Staff save an item (contentManage): without an id a new DRAFT; with one an edit of the item as the
 * editor loaded it (`expectedRevision`), refused with CONTENT_CHANGED when someone saved in between —
 * the update is conditional on the revision, so of two racing saves only one lands. The HTML of each
 * body is rendered and sanitised here, once; every save writes a revision row naming the fields.
 */
export async function saveContentItem(
  deps: Pick<AppDeps, "dataSource">,
  editorId: string,
  input: SaveContentInput,
): Promise<StaffContentItemView> {
  const id = input.id === null || input.id === undefined ? null : assertRowId("id", input.id);
  const fields = parseInput(contentItemRule, input);
  if (id && (input.expectedRevision === null || input.expectedRevision === undefined))
    throw new DomainError("DATA_ERROR", { field: "expectedRevision", reason: "validation.required" });
  const itemId = await withTransaction(deps.dataSource, async (tx) => {
    const before = id ? await findContentItem(tx, id, true) : null;
    if (id && !before) throw new DomainError("NOT_FOUND");
    if (before) checkEditable(before, fields, input.expectedRevision as number);
    const itemId =
      before?.id ??
      (await insertContentItem(
        tx,
        {
          kind: fields.kind,
          webType: fields.webType ?? null,
          category: fields.category || null,
          tags: normaliseTags(fields.tags),
          coverUrl: fields.coverUrl ?? null,
        },
        editorId,
      ));
    const previous = before ? snapshotOf(before, await findTranslations(tx, [itemId])) : null;
    if (before) {
      const won = await updateContentItemFields(
        tx,
        itemId,
        before.revision,
        {
          webType: fields.webType ?? null,
          category: fields.category || null,
          tags: normaliseTags(fields.tags),
          coverUrl: fields.coverUrl ?? null,
        },
        editorId,
      );
      if (!won) throw new DomainError("CONTENT_CHANGED");
    }
    await writeTranslations(tx, itemId, fields);
    const after = await findContentItem(tx, itemId);
    if (!after) throw new DomainError("NOT_FOUND");
    const snapshot = snapshotOf(after, await findTranslations(tx, [itemId]));
    await insertRevision(tx, {
      itemId,
      revision: after.revision,
      action: before ? "EDITED" : "CREATED",
      changedFields: changedFields(previous, snapshot),
      editorId,
      snapshot,
    });
    return itemId;
  });
  const saved = await findContentItem(deps.dataSource.manager, itemId);
  return (await toStaffViews(deps.dataSource.manager, saved ? [saved] : []))[0]!;
}

function checkEditable(before: ContentItemRow, fields: ContentItemInput, expectedRevision: number): void {
  if (before.revision !== expectedRevision) throw new DomainError("CONTENT_CHANGED");
  // The kind decides the item's routes and slug space: a different kind is a different item.
  if (before.kind !== fields.kind) throw new DomainError("DATA_ERROR", { field: "kind" });
  if (before.state === "ARCHIVED") throw new DomainError("CONTENT_STATE_INVALID");
}

function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim()))];
}

async function writeTranslations(tx: EntityManager, itemId: string, fields: ContentItemInput): Promise<void> {
  for (const t of fields.translations) {
    if (await findSlugOwner(tx, fields.kind, t.language, t.slug, itemId))
      throw new DomainError("CONTENT_SLUG_TAKEN", { field: "slug", language: t.language });
  }
  try {
    await replaceTranslations(
      tx,
      itemId,
      fields.kind,
      fields.translations.map((t) => ({ ...t, bodyHtml: renderMarkdown(t.bodyMarkdown) })),
    );
  } catch (error) {
    // Two saves racing for one slug: the UNIQUE key decides, the loser gets the same answer.
    if ((error as { code?: string }).code === "ER_DUP_ENTRY" || /Duplicate entry/.test(String(error)))
      throw new DomainError("CONTENT_SLUG_TAKEN", { field: "slug" });
    throw error;
  }
}
