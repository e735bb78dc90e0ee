import type { EntityManager } from "typeorm";
import type { NoticeKind } from "@vitrine/schema";
import { enqueueAfterCommit } from "../../outbox/index.js";

export interface NotifyInput {
  userId: string;
  kind: NoticeKind;
  /** The event's own id (bid, trade, order, deposit, …): the notice exists once per member, kind and key. */
  key: string;
  /** Ids and amounts (micro-USDT) only: never names, addresses or other personal data. */
  params?: Record<string, string>;
}

/**
 * Records a notice for after the caller's transaction commits: an outbox row whose job the notices
 * worker turns into one `notice` row. Called by the domain that owns the event, inside the same
 * transaction as the event itself — a rolled-back change tells nobody.
 */
export async function notifyAfterCommit(em: EntityManager, input: NotifyInput): Promise<void> {
  await enqueueAfterCommit(
    em,
    "notices",
    "produce",
    { userId: String(input.userId), kind: input.kind, key: String(input.key), params: input.params ?? {} },
    { jobId: `notice-${input.kind}-${input.key}-${input.userId}` },
  );
}
