import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { insertStandings } from "../repo/like.repo.js";
import { periodStartOf, shiftPeriod, taipeiDay, type PeriodRef } from "./periods.js";

/** How many ended periods of each kind every close looks at, so a close missed while the workers were down is caught up. */
const CATCH_UP: Record<PeriodRef["period"], number> = { DAY: 7, WEEK: 2, MONTH: 1 };

export interface ClosedPeriod extends PeriodRef {
  /** Standings rows this run stored (0 when an earlier run already stored them). */
  stored: number;
}

/**
 * Stores the final standings of the periods that ended by `now` (GMT+8 boundaries): the last days,
 * weeks and months, most recent first. Each insert is INSERT IGNORE on (period, start, celebrity), so
 * the job scheduler firing twice, a retry, or two workers at once store every standing once. Run at
 * each GMT+8 midnight by the celebrities queue's scheduler; `now` is injectable for the tests.
 */
export async function closeEndedPeriods(
  deps: Pick<AppDeps, "dataSource">,
  now: Date = new Date(),
): Promise<ClosedPeriod[]> {
  const today = taipeiDay(now);
  const closed: ClosedPeriod[] = [];
  for (const period of ["DAY", "WEEK", "MONTH"] as const) {
    let start = periodStartOf(period, today);
    for (let i = 0; i < CATCH_UP[period]; i++) {
      start = shiftPeriod(period, start, -1);
      const ref = { period, start };
      const stored = await withTransaction(deps.dataSource, (em) => insertStandings(em, period, ref.start));
      closed.push({ ...ref, stored });
    }
  }
  return closed;
}

/** Stores one ended period's standings (the demo seed closes its past weeks this way). */
export function closePeriod(
  deps: Pick<AppDeps, "dataSource">,
  period: PeriodRef["period"],
  start: string,
): Promise<number> {
  return withTransaction(deps.dataSource, (em) => insertStandings(em, period, start));
}
