import type { AppDeps } from "../../../../app-deps.js";
import { withdrawalPage, type WithdrawalPageFilter } from "../../shared/services/withdrawal-page.js";
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
  filter: WithdrawalPageFilter,
  page: number,
): Promise<{ items: UsdtWithdrawalView[]; total: number }> {
  return withdrawalPage<UsdtWithdrawalRow, UsdtWithdrawalView>(
    deps,
    { table: "usdt_withdrawal", select: USDT_WITHDRAWAL_SELECT, toView: toUsdtWithdrawalView },
    filter,
    page,
    WITHDRAWAL_PAGE_SIZE,
  );
}
