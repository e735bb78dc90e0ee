import type { AppDeps } from "../../../../app-deps.js";
import { withdrawalPage, type WithdrawalPageFilter } from "../../shared/services/withdrawal-page.js";
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
  filter: WithdrawalPageFilter,
  page: number,
): Promise<{ items: CardWithdrawalView[]; total: number }> {
  return withdrawalPage<CardWithdrawalRow, CardWithdrawalView>(
    deps,
    { table: "card_withdrawal", select: CARD_WITHDRAWAL_SELECT, toView: toCardWithdrawalView },
    filter,
    page,
    CARD_WITHDRAWAL_PAGE_SIZE,
  );
}
