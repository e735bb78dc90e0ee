import { createHash } from "node:crypto";
import type { EntityManager } from "typeorm";
import type { MissionEvent } from "@vitrine/schema";
import { enqueueAfterCommit } from "../../outbox/index.js";

export interface MissionEventInput {
  userId: string;
  event: MissionEvent;
  /**
   * What makes this occurrence unique for the member and event (an order id, a GMT+8 day, an attempt
   * id; letters, digits and _.:- only, at most 120). The same key applied twice advances once.
   */
  key: string;
  /** For holding-changed: the series whose holdings changed. */
  seriesId?: string;
}

/** A BullMQ job id from the event's identity (no ':' — BullMQ reserves it), so a replay is one job. */
export function missionEventJobId(input: Pick<MissionEventInput, "userId" | "event" | "key">): string {
  const digest = createHash("sha256").update(`${input.userId}|${input.event}|${input.key}`).digest("hex");
  return `mission-${digest.slice(0, 40)}`;
}

/**
 * Records that a domain event happened to a member, inside the caller's transaction: a
 * missions/advance job goes into the outbox and is relayed after commit (never if the change rolls
 * back). The worker advances the member's matching missions once per (member, event, key).
 */
export async function recordMissionEvent(em: EntityManager, input: MissionEventInput): Promise<void> {
  await enqueueAfterCommit(
    em,
    "missions",
    "advance",
    {
      userId: String(input.userId),
      event: input.event,
      key: input.key,
      ...(input.seriesId ? { seriesId: String(input.seriesId) } : {}),
    },
    { jobId: missionEventJobId(input) },
  );
}
