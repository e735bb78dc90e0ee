import type { AppDeps } from "../../../../app-deps.js";
import {
  approveWithdrawal,
  rejectWithdrawal,
  type ReviewedWithdrawalKind,
} from "../../shared/services/withdrawal-review.js";
import { partsOf, returnCardWithdrawal } from "./card-withdrawal-effects.js";
import {
  findCardWithdrawal,
  toCardWithdrawalView,
  type CardWithdrawalRow,
  type CardWithdrawalView,
} from "./card-withdrawal-view.js";

/**
 * Card withdrawals under the shared review rules: a rejection unfreezes the fee and returns the units.
 * The member's own cancel gives back the same way.
 */
export const CARD_WITHDRAWAL: ReviewedWithdrawalKind<CardWithdrawalRow, CardWithdrawalView> = {
  table: "card_withdrawal",
  sendJob: "sendCardWithdrawal",
  jobIdPrefix: "send-card-withdrawal",
  clearedOnReject: [],
  find: findCardWithdrawal,
  toView: toCardWithdrawalView,
  giveBack: (em, row, staffId) => returnCardWithdrawal(em, partsOf(row), staffId),
};

/**
 * Staff approve a card withdrawal under review: REVIEW → APPROVED (conditional) and the
 * `wallet/sendCardWithdrawal` job recorded in the same transaction. Approving an approved one again
 * re-schedules the job (the claim still sends once); a sending or sent one answers unchanged; a failed one cannot be approved (400).
 */
export async function approveCardWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
): Promise<CardWithdrawalView> {
  return approveWithdrawal(deps, CARD_WITHDRAWAL, staffId, id);
}

/**
 * Staff reject a card withdrawal that has not started sending (REVIEW or APPROVED → FAILED with the
 * reason): the fee is unfrozen and the units return to the member's holding. Rejecting a failed one
 * answers it unchanged; one that is sending or sent cannot be rejected (400).
 */
export async function rejectCardWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
  reason: string,
): Promise<CardWithdrawalView> {
  return rejectWithdrawal(deps, CARD_WITHDRAWAL, staffId, id, reason);
}
