import type { MissionEvent } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { findSeriesCardIds } from "../../catalog/index.js";
import { sumUserUnitsOfCards } from "../../holdings/index.js";
import { findMissionsForEvent } from "../repo/mission.repo.js";
import { insertEventOnce, moveProgress, openProgress } from "../repo/progress.repo.js";
import { periodKeyOf } from "./periods.js";

export interface AdvanceInput {
  userId: string;
  event: MissionEvent | string;
  key: string;
  seriesId?: string;
}

export interface AdvanceResult {
  /** False when this (member, event, key) was applied before: nothing moved. */
  applied: boolean;
  /** Missions whose progress moved. */
  advanced: string[];
  /** Missions that became DONE. */
  done: string[];
}

/**
 * Applies one domain event to the member's open missions whose rule listens to it, in one
 * transaction: the event row (PRIMARY KEY member, event, key) goes in first, so a job the outbox relays
 * twice, a retry or two workers at once advance once. Counting rules move by one; "hold N cards of a
 * series" is set to the units held now. Each move is a conditional update of an UNDONE row in the
 * current GMT+8 period. `now` is injectable for the tests.
 */
export async function advanceMissions(
  deps: Pick<AppDeps, "dataSource">,
  input: AdvanceInput,
  now: Date = new Date(),
): Promise<AdvanceResult> {
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await insertEventOnce(em, input.userId, input.event, input.key))) {
      return { applied: false, advanced: [], done: [] };
    }
    const missions = await findMissionsForEvent(em, input.event, input.seriesId ?? null, now);
    const result: AdvanceResult = { applied: true, advanced: [], done: [] };
    for (const m of missions) {
      const at = { missionId: m.id, userId: input.userId, periodKey: periodKeyOf(m.period, now) };
      await openProgress(em, at.missionId, at.userId, at.periodKey);
      let value: number | undefined;
      if (m.seriesId) {
        value = await sumUserUnitsOfCards(em, input.userId, await findSeriesCardIds(em, m.seriesId));
      }
      const becameDone = await moveProgress(em, at, { step: 1, value, target: m.target, now });
      result.advanced.push(m.id);
      if (becameDone) result.done.push(m.id);
    }
    return result;
  });
}
