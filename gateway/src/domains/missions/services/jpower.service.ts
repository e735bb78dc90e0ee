import type { AppDeps } from "../../../app-deps.js";
import { userBalance } from "../../ledger/index.js";
import { sumClaimedJpower } from "../repo/progress.repo.js";

export interface JpowerView {
  /** Available Jpower (decimal string). */
  balance: string;
  /** 1 + how many level thresholds the lifetime Jpower reached. */
  level: number;
  /** Jpower ever earned by claiming missions (decimal string). */
  lifetime: string;
  /** Lifetime Jpower at which the next level begins; null at the top level. */
  nextLevelAt: string | null;
}

/** The level of a lifetime total under ascending thresholds (JPOWER_LEVEL_THRESHOLDS). */
export function jpowerLevel(
  lifetime: bigint,
  thresholds: readonly number[],
): { level: number; next: number | null } {
  const reached = thresholds.filter((t) => lifetime >= BigInt(t)).length;
  return { level: 1 + reached, next: thresholds[reached] ?? null };
}

/** The member's Jpower: available balance from the ledger, lifetime and level from their claims. */
export async function myJpower(
  deps: Pick<AppDeps, "dataSource" | "config">,
  userId: string,
): Promise<JpowerView> {
  const em = deps.dataSource.manager;
  const balance = await userBalance(em, userId, "JPOWER");
  const lifetime = await sumClaimedJpower(em, userId);
  const { level, next } = jpowerLevel(lifetime, deps.config.JPOWER_LEVEL_THRESHOLDS);
  return {
    balance: balance.available.toString(),
    level,
    lifetime: lifetime.toString(),
    nextLevelAt: next === null ? null : String(next),
  };
}
