import { USDT_WITHDRAWAL_STATUSES, type UsdtWithdrawalStatus } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import {
  CARD_WITHDRAWAL_SELECT,
  toCardWithdrawalView,
  type CardWithdrawalRow,
  type CardWithdrawalView,
} from "./card-withdrawal-view.js";

export const CARD_WITHDRAWAL_PAGE_SIZE = 20;

/**
 * A page of card withdrawals: the member's own, newest first, or everyone's in one status (the
 * staff queue, oldest first).
 */
export async function cardWithdrawalPage(
  deps: Pick<AppDeps, "dataSource">,
  filter: { userId?: string; status?: UsdtWithdrawalStatus | null; oldestFirst?: boolean },
  page: number,
): Promise<{ items: CardWithdrawalView[]; total: number }> {
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
    `SELECT COUNT(*) AS n FROM card_withdrawal w${clause}`,
    params,
  )) as {
    n: string;
  }[];
  const rows = (await deps.dataSource.query(
    `${CARD_WITHDRAWAL_SELECT}${clause} ORDER BY w.id ${filter.oldestFirst ? "ASC" : "DESC"} LIMIT ? OFFSET ?`,
    [...params, CARD_WITHDRAWAL_PAGE_SIZE, (page - 1) * CARD_WITHDRAWAL_PAGE_SIZE],
  )) as CardWithdrawalRow[];
  return { items: rows.map(toCardWithdrawalView), total: Number(count?.n ?? 0) };
}
