import type { AppDeps } from "../../../app-deps.js";
import { rebuildPeriod } from "./board-cache.js";
import { periodsOfDay, shiftPeriod, taipeiDay, type PeriodRef } from "./periods.js";

/**
 * Rebuilds the board's Redis sorted sets from MySQL: the current day, week and month and the ones
 * before them (what the board and its rank movement read). Raising scores to MySQL's counts never
 * lowers or double counts one, so it runs safely beside live likes — after a Redis flush, and from
 * the periodic job. A read of a period whose set is missing rebuilds that one period by itself.
 */
export async function rebuildBoard(deps: AppDeps, now: Date = new Date()): Promise<PeriodRef[]> {
  const refs = periodsOfDay(taipeiDay(now)).flatMap((ref) => [
    ref,
    { period: ref.period, start: shiftPeriod(ref.period, ref.start, -1) },
  ]);
  for (const ref of refs) await rebuildPeriod(deps, ref);
  return refs;
}
