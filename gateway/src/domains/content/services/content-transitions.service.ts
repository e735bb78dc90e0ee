import type { ContentRevisionAction, ContentState } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { enqueueAfterCommit } from "../../outbox/index.js";
import { changeContentState, findContentItem } from "../repo/content-item.repo.js";
import { insertRevision } from "../repo/revision.repo.js";
import { findTranslations } from "../repo/translation.repo.js";
import { snapshotOf } from "./content-snapshot.js";
import { toStaffViews, type StaffContentItemView } from "./content-view.js";

interface Transition {
  action: ContentRevisionAction;
  from: readonly ContentState[];
  to: ContentState;
  stampPublished?: boolean;
}

/** The state machine of an item: which states each staff action starts from. */
const TRANSITIONS = {
  // A SCHEDULED item may be scheduled again at another time: its older job then finds nothing due.
  schedule: { action: "SCHEDULED", from: ["DRAFT", "SCHEDULED"], to: "SCHEDULED" },
  publish: { action: "PUBLISHED", from: ["DRAFT", "SCHEDULED"], to: "PUBLISHED", stampPublished: true },
  unschedule: { action: "UNSCHEDULED", from: ["SCHEDULED"], to: "DRAFT" },
  archive: { action: "ARCHIVED", from: ["PUBLISHED"], to: "ARCHIVED" },
  restore: { action: "RESTORED", from: ["ARCHIVED"], to: "DRAFT" },
} as const satisfies Record<string, Transition>;

export type ContentAction = keyof typeof TRANSITIONS;

/**
 * One staff state change of an item, as the editor saw it (`expectedRevision`): refused with
 * CONTENT_CHANGED when the item moved on, CONTENT_STATE_INVALID when its state does not allow the
 * action. The update is conditional on revision and state, and writes a revision row. Scheduling also
 * records the publish job in the outbox (jobId per item and revision: one job per scheduling).
 */
export async function changeContentItemState(
  deps: Pick<AppDeps, "dataSource">,
  editorId: string,
  action: ContentAction,
  rawId: string,
  expectedRevision: number,
  publishAt: Date | null = null,
): Promise<StaffContentItemView> {
  const id = assertRowId("id", rawId);
  const t: Transition = TRANSITIONS[action];
  if (action === "schedule") {
    if (!publishAt || Number.isNaN(publishAt.getTime()))
      throw new DomainError("DATA_ERROR", { field: "publishAt", reason: "validation.required" });
    if (publishAt.getTime() <= Date.now()) throw new DomainError("CONTENT_PUBLISH_AT_PAST");
  }
  await withTransaction(deps.dataSource, async (tx) => {
    const item = await findContentItem(tx, id, true);
    if (!item) throw new DomainError("NOT_FOUND");
    if (item.revision !== expectedRevision) throw new DomainError("CONTENT_CHANGED");
    if (!t.from.includes(item.state)) throw new DomainError("CONTENT_STATE_INVALID", { state: item.state });
    const won = await changeContentState(
      tx,
      id,
      item.revision,
      {
        to: t.to,
        from: t.from,
        publishAt: action === "schedule" ? publishAt : null,
        stampPublished: t.stampPublished ?? false,
      },
      editorId,
    );
    if (!won) throw new DomainError("CONTENT_CHANGED");
    const revision = await recordStateRevision(tx, id, t.action, editorId, item.publishAt);
    if (action === "schedule" && publishAt) {
      await enqueueAfterCommit(
        tx,
        "content",
        "publishScheduled",
        { itemId: id },
        { runAt: publishAt, jobId: `content-publish-${id}-${revision}` },
      );
    }
  });
  const item = await findContentItem(deps.dataSource.manager, id);
  return (await toStaffViews(deps.dataSource.manager, item ? [item] : []))[0]!;
}

/** Writes the revision row of a state change just made; returns the item's new revision. */
export async function recordStateRevision(
  tx: EntityManager,
  id: string,
  action: ContentRevisionAction,
  editorId: string | null,
  publishAtBefore: Date | null,
): Promise<number> {
  const after = await findContentItem(tx, id);
  if (!after) throw new DomainError("NOT_FOUND");
  const fields = ["state"];
  if ((publishAtBefore?.getTime() ?? null) !== (after.publishAt?.getTime() ?? null)) fields.push("publishAt");
  await insertRevision(tx, {
    itemId: id,
    revision: after.revision,
    action,
    changedFields: fields,
    editorId,
    snapshot: snapshotOf(after, await findTranslations(tx, [id])),
  });
  return after.revision;
}
