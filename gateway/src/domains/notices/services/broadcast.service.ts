import { broadcastRule, type BroadcastInput } from "@vitrine/schema";
import type { DataSource, EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { findMemberIdsAfter } from "../../accounts/index.js";
import { kycApprovedCondition } from "../../kyc/index.js";
import { enqueueAfterCommit } from "../../outbox/index.js";
import {
  findBroadcast,
  findBroadcastPage,
  insertAnnouncementBatch,
  insertBroadcast,
  type BroadcastRow,
} from "../repo/broadcast.repo.js";
import { noticeChannel } from "./notice-channel.js";

/** Members per fan-out statement: one INSERT IGNORE and one progress update per batch. */
export const BROADCAST_BATCH = 500;

/** Stores a staff broadcast and, in the same transaction, the job that fans it out. */
export async function createBroadcast(
  dataSource: DataSource,
  staffId: string,
  input: unknown,
): Promise<BroadcastRow> {
  const parsed: BroadcastInput = parseInput(broadcastRule, input);
  return withTransaction(dataSource, async (em) => {
    const id = await insertBroadcast(em, {
      segment: parsed.segment,
      locale: parsed.segment === "LOCALE" ? (parsed.locale ?? null) : null,
      texts: parsed.texts,
      path: parsed.path ?? null,
      createdBy: staffId,
    });
    await enqueueAfterCommit(
      em,
      "notices",
      "broadcast",
      { broadcastId: id },
      { jobId: `notice-broadcast-${id}` },
    );
    return (await findBroadcast(em, id))!;
  });
}

async function nextBatch(em: EntityManager, b: BroadcastRow): Promise<string[]> {
  return findMemberIdsAfter(em, b.lastUserId, BROADCAST_BATCH, {
    locale: b.segment === "LOCALE" ? b.locale : null,
    extraCondition: b.segment === "KYC_APPROVED" ? kycApprovedCondition("u.id") : undefined,
  });
}

/**
 * The broadcast job: batches of members in id order, each batch's notices and the progress in one
 * transaction (the broadcast row locked), until a batch comes back short. A job run twice or resumed
 * after a crash continues from the stored position; INSERT IGNORE keeps one notice per member.
 * After each batch every gateway instance is told which id range got the announcement.
 */
export async function fanOutBroadcast(deps: AppDeps, broadcastId: string): Promise<number> {
  let total = 0;
  for (;;) {
    const step = await withTransaction(deps.dataSource, async (em) => {
      const b = await findBroadcast(em, broadcastId, true);
      if (!b || b.doneAt) return null;
      const ids = await nextBatch(em, b);
      await insertAnnouncementBatch(em, b, ids, ids.length < BROADCAST_BATCH);
      return { ids, from: b.lastUserId, done: ids.length < BROADCAST_BATCH };
    });
    if (!step) return total;
    total += step.ids.length;
    if (step.ids.length > 0) {
      const range = { broadcastId, fromUserId: step.from, toUserId: step.ids[step.ids.length - 1]! };
      await deps.redis.publish(noticeChannel(deps.config.QUEUE_PREFIX), JSON.stringify(range));
    }
    if (step.done) return total;
  }
}

export async function listBroadcasts(db: Pick<EntityManager, "query">, page: number | null | undefined) {
  const window = pageWindow(page);
  const { rows, total } = await findBroadcastPage(db, window.offset, window.limit);
  return toPage(rows, total, window) satisfies Page<BroadcastRow>;
}
