import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findContentItem, findDueScheduledIds, publishIfDue } from "../repo/content-item.repo.js";
import { recordStateRevision } from "./content-transitions.service.js";

/**
 * content/publishScheduled: publishes the item if it is still SCHEDULED and its time has come. The
 * update is conditional on both, so a job delivered twice, a job for an item unscheduled or
 * re-scheduled later, or one racing the sweeper changes nothing the second time. Returns whether it
 * published (the revision row names "system" as the editor).
 */
export async function publishScheduledContent(
  deps: Pick<AppDeps, "dataSource">,
  rawItemId: string,
): Promise<boolean> {
  const id = assertRowId("itemId", rawItemId);
  return withTransaction(deps.dataSource, async (tx) => {
    const before = await findContentItem(tx, id, true);
    if (!before || !(await publishIfDue(tx, id))) return false;
    await recordStateRevision(tx, id, "PUBLISHED", null, before.publishAt);
    return true;
  });
}

/** The sweeper's catch-up: publishes scheduled items whose job was lost. Returns how many. */
export async function publishOverdueContent(deps: Pick<AppDeps, "dataSource">): Promise<number> {
  let published = 0;
  for (const id of await findDueScheduledIds(deps.dataSource.manager, 100)) {
    if (await publishScheduledContent(deps, id)) published += 1;
  }
  return published;
}
