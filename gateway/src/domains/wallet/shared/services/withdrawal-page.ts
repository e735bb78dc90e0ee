import { USDT_WITHDRAWAL_STATUSES, type UsdtWithdrawalStatus } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";

/*
 * The member's "my withdrawals" list and the staff review queue page USDT and card withdrawals
 * the same way (same filter, same order rules, same statuses); one query builder serves both
 * tables so the two lists cannot drift apart.
 */

/** Who and what to list: one member's (newest first) or everyone's, optionally in one status. */
export interface WithdrawalPageFilter {
  userId?: string;
  status?: UsdtWithdrawalStatus | null;
  oldestFirst?: boolean;
}

/** The table to page through: its name, its SELECT (table aliased `w`) and its row → view mapping. */
export interface WithdrawalPageSource<Row, View> {
  table: "usdt_withdrawal" | "card_withdrawal";
  select: string;
  toView: (row: Row) => View;
}

/** One page (1-based) of `pageSize` withdrawals and the total that match the filter. */
export async function withdrawalPage<Row, View>(
  deps: Pick<AppDeps, "dataSource">,
  source: WithdrawalPageSource<Row, View>,
  filter: WithdrawalPageFilter,
  page: number,
  pageSize: number,
): Promise<{ items: View[]; total: number }> {
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
    `SELECT COUNT(*) AS n FROM ${source.table} w${clause}`,
    params,
  )) as { n: string }[];
  const rows = (await deps.dataSource.query(
    `${source.select}${clause} ORDER BY w.id ${filter.oldestFirst ? "ASC" : "DESC"} LIMIT ? OFFSET ?`,
    [...params, pageSize, (page - 1) * pageSize],
  )) as Row[];
  return { items: rows.map((row) => source.toView(row)), total: Number(count?.n ?? 0) };
}
