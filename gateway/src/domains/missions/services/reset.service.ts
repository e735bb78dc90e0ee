import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { insertResetOnce, resetProgressRows } from "../repo/progress.repo.js";
import { periodKeyOf } from "./periods.js";

export interface ResetResult {
  period: "DAILY" | "WEEKLY";
  /** The GMT+8 period that began (its first day). */
  periodKey: string;
  /** False when this period's reset had already run: nothing changed. */
  applied: boolean;
  /** Progress rows started again. */
  rows: number;
}

/**
 * Starts the periodic missions of the GMT+8 period containing `now` again: every member's row of an
 * earlier period goes back to UNDONE at 0. The period key goes into mission_reset first (PRIMARY KEY),
 * so the scheduler firing twice, a retry or two workers reset once. Rows are also started lazily when an
 * event or a read meets an older period, so a late or lost reset never lets a member claim twice.
 */
export async function resetPeriodicMissions(
  deps: Pick<AppDeps, "dataSource">,
  period: "DAILY" | "WEEKLY",
  now: Date = new Date(),
): Promise<ResetResult> {
  const periodKey = periodKeyOf(period, now);
  return withTransaction(deps.dataSource, async (em) => {
    if (!(await insertResetOnce(em, period, periodKey)))
      return { period, periodKey, applied: false, rows: 0 };
    const rows = await resetProgressRows(em, period, periodKey);
    return { period, periodKey, applied: true, rows };
  });
}
