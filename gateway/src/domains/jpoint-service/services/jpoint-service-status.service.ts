import type { JpointPauseScope } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import {
  findPausesInEffect,
  findPausesNotOver,
  findServiceEnd,
  type PauseRow,
} from "../repo/jpoint-service.repo.js";

/** Anything that runs SQL: a transaction's EntityManager, or the DataSource outside one. */
export type Queryable = Pick<EntityManager, "query">;

/** What a caller is about to do with Jpoint: buy it (top-up) or spend it (purchases, conversion). */
export type JpointAction = "topup" | "use";

export interface JpointPauseView {
  id: string;
  from: Date;
  to: Date;
  scope: JpointPauseScope;
  note: string | null;
}

export interface JpointServiceStatusView {
  endsAt: Date | null;
  ended: boolean;
  pausedNow: { topup: boolean; use: boolean };
  /** The pause in effect now (the earliest started when several overlap). */
  currentPause: JpointPauseView | null;
  /** Pauses in effect now or still to come, earliest first. */
  pauses: JpointPauseView[];
}

const toPause = (row: PauseRow): JpointPauseView => ({
  id: String(row.id),
  from: new Date(row.starts_at),
  to: new Date(row.ends_at),
  scope: row.scope,
  note: row.note,
});

const covers = (scope: JpointPauseScope, action: JpointAction) =>
  scope === "BOTH" || (action === "topup" ? scope === "TOPUP" : scope === "USE");

/** The configured end of the Jpoint service (null: no end set). */
export async function jpointServiceEnd(em: Queryable): Promise<Date | null> {
  const endsAt = await findServiceEnd(em);
  return endsAt ? new Date(endsAt) : null;
}

/** Has the Jpoint service ended at `now`? */
export async function jpointServiceEnded(em: Queryable, now = new Date()): Promise<boolean> {
  const endsAt = await jpointServiceEnd(em);
  return endsAt !== null && endsAt.getTime() <= now.getTime();
}

/** Pauses in effect at `now`, earliest started first. */
async function pausesInEffect(em: Queryable, now: Date): Promise<JpointPauseView[]> {
  return (await findPausesInEffect(em, now)).map(toPause);
}

/**
 * The guard other domains call before Jpoint moves: before a Jpoint purchase (`"topup"`) and before
 * spending Jpoint (`"use"`: buying with points, converting to USDT). Throws 2026
 * JPOINT_SERVICE_ENDED (data.endsAt) once the service has ended, else 2027 JPOINT_SERVICE_PAUSED
 * (data.from, data.to, data.scope) inside a pause window whose scope covers the action (TOPUP, USE
 * or BOTH). A window is [from, to): paused from `from`, open again at `to`.
 */
export async function assertJpointServiceOpen(
  em: Queryable,
  action: JpointAction,
  now: Date = new Date(),
): Promise<void> {
  const endsAt = await jpointServiceEnd(em);
  if (endsAt !== null && endsAt.getTime() <= now.getTime()) {
    throw new DomainError("JPOINT_SERVICE_ENDED", { endsAt: endsAt.toISOString() });
  }
  const pause = (await pausesInEffect(em, now)).find((p) => covers(p.scope, action));
  if (pause) {
    throw new DomainError("JPOINT_SERVICE_PAUSED", {
      from: pause.from.toISOString(),
      to: pause.to.toISOString(),
      scope: pause.scope,
    });
  }
}

/** The public status: end date, whether it has passed, what is paused now, and the pauses to come. */
export async function jpointServiceStatus(
  em: Queryable,
  now: Date = new Date(),
): Promise<JpointServiceStatusView> {
  const endsAt = await jpointServiceEnd(em);
  const pauses = (await findPausesNotOver(em, now)).map(toPause);
  const current = pauses.filter((p) => p.from.getTime() <= now.getTime());
  return {
    endsAt,
    ended: endsAt !== null && endsAt.getTime() <= now.getTime(),
    pausedNow: {
      topup: current.some((p) => covers(p.scope, "topup")),
      use: current.some((p) => covers(p.scope, "use")),
    },
    currentPause: current[0] ?? null,
    pauses,
  };
}
