import { USDT_WITHDRAWAL_STATUSES, type UsdtWithdrawalStatus } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import {
  USDT_WITHDRAWAL_SELECT,
  toUsdtWithdrawalView,
  type UsdtWithdrawalRow,
  type UsdtWithdrawalView,
} from "./usdt-withdrawal-view.js";

export const WITHDRAWAL_PAGE_SIZE = 20;

/**
 * A page of withdrawals: the member's own, newest first, or everyone's (the staff queue, oldest
 * first so requests are reviewed in the order they came), optionally one status only.
 */
export async function usdtWithdrawalPage(
  deps: Pick<AppDeps, "dataSource">,
  filter: { userId?: string; status?: UsdtWithdrawalStatus | null; oldestFirst?: boolean },
  page: number,
): Promise<{ items: UsdtWithdrawalView[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.userId) {
    where.push("w.user_id = ?");
    params.push(filter.userId);
  }
  if (filter.status && USDT_WITHDRAWAL_STATUSES.includes(filter.status)) {
    where.push("w.status = ?");
    params.push(filter.status);
  }
  const clause = where.length ? ` WHERE ${where.join(" AND ")}` : "";
  const [count] = (await deps.dataSource.query(
    `SELECT COUNT(*) AS n FROM usdt_withdrawal w${clause}`,
    params,
  )) as {
    n: string;
  }[];
  const rows = (await deps.dataSource.query(
    `${USDT_WITHDRAWAL_SELECT}${clause} ORDER BY w.id ${filter.oldestFirst ? "ASC" : "DESC"} LIMIT ? OFFSET ?`,
    [...params, WITHDRAWAL_PAGE_SIZE, (page - 1) * WITHDRAWAL_PAGE_SIZE],
  )) as UsdtWithdrawalRow[];
  return { items: rows.map(toUsdtWithdrawalView), total: Number(count?.n ?? 0) };
}
