import { USDT_WITHDRAWAL_STATUSES } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { pageWindow, toPage, type Page } from "../../../../shared/paging.js";
import type { WithdrawalListFilter } from "../../shared/repo/withdrawal.repo.js";
import { listCardWithdrawalRows } from "../repo/card-withdrawal.repo.js";
import {
  toCardWithdrawalView,
  withMembersAndCards,
  type CardWithdrawalView,
} from "./card-withdrawal-view.js";

export const CARD_WITHDRAWAL_PAGE_SIZE = 20;

/**
 * A page of card withdrawals: the member's own, newest first, or everyone's in one status (the
 * staff queue, oldest first).
 */
export async function cardWithdrawalPage(
  deps: Pick<AppDeps, "dataSource">,
  filter: WithdrawalListFilter,
  page: number | null | undefined,
): Promise<Page<CardWithdrawalView>> {
  const window = pageWindow(page, CARD_WITHDRAWAL_PAGE_SIZE);
  const db = deps.dataSource.manager;
  const { rows, total } = await listCardWithdrawalRows(db, filter, USDT_WITHDRAWAL_STATUSES, window);
  return toPage((await withMembersAndCards(db, rows)).map(toCardWithdrawalView), total, window);
}
