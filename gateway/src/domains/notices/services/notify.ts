import { createHash } from "node:crypto";
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
  const key = safeKey(String(input.key));
  await enqueueAfterCommit(
    em,
    "notices",
    "produce",
    { userId: String(input.userId), kind: input.kind, key, params: input.params ?? {} },
    { jobId: `notice-${input.kind}-${key}-${input.userId}` },
  );
}

/**
 * Event ids are digits or short tokens; anything else (a client-chosen order id with other
 * characters, a long one) is keyed by its SHA-256, which is as unique and fits a BullMQ job id.
 */
function safeKey(key: string): string {
  if (/^[A-Za-z0-9_.-]{1,64}$/.test(key)) return key;
  return `h${createHash("sha256")
    .update(key)
    .digest("base64url")
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 40)}`;
}
