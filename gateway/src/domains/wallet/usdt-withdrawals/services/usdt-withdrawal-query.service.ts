import { USDT_WITHDRAWAL_STATUSES } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { pageWindow, toPage, type Page } from "../../../../shared/paging.js";
import type { WithdrawalListFilter } from "../../shared/repo/withdrawal.repo.js";
import { withMembers } from "../../shared/services/withdrawal-row.js";
import { listUsdtWithdrawalRows } from "../repo/usdt-withdrawal.repo.js";
import { toUsdtWithdrawalView, type UsdtWithdrawalView } from "./usdt-withdrawal-view.js";

export const WITHDRAWAL_PAGE_SIZE = 20;

/**
 * A page of withdrawals: the member's own, newest first, or everyone's (the staff queue, oldest
 * first so requests are reviewed in the order they came), optionally one status only.
 */
export async function usdtWithdrawalPage(
  deps: Pick<AppDeps, "dataSource">,
  filter: WithdrawalListFilter,
  page: number | null | undefined,
): Promise<Page<UsdtWithdrawalView>> {
  const window = pageWindow(page, WITHDRAWAL_PAGE_SIZE);
  const db = deps.dataSource.manager;
  const { rows, total } = await listUsdtWithdrawalRows(db, filter, USDT_WITHDRAWAL_STATUSES, window);
  return toPage((await withMembers(db, rows)).map(toUsdtWithdrawalView), total, window);
}
