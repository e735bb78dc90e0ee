import type { AppDeps } from "../../../../app-deps.js";
import {
  approveWithdrawal,
  rejectWithdrawal,
  type ReviewedWithdrawalKind,
} from "../../shared/services/withdrawal-review.js";
import { moneyOf, unfreezeUsdtWithdrawal } from "./usdt-withdrawal-ledger.js";
import {
  findUsdtWithdrawal,
  toUsdtWithdrawalView,
  type UsdtWithdrawalRow,
  type UsdtWithdrawalView,
} from "./usdt-withdrawal-view.js";

/**
 * USDT withdrawals under the shared review rules: a rejection unfreezes the amount + fee and clears
 * pending_user_id, so the member may ask again. The member's own cancel gives back the same way.
 */
export const USDT_WITHDRAWAL: ReviewedWithdrawalKind<UsdtWithdrawalRow, UsdtWithdrawalView> = {
  table: "usdt_withdrawal",
  sendJob: "sendUsdtWithdrawal",
  jobIdPrefix: "send-usdt-withdrawal",
  clearedOnReject: ["pending_user_id"],
  find: findUsdtWithdrawal,
  toView: toUsdtWithdrawalView,
  giveBack: (em, row, staffId) => unfreezeUsdtWithdrawal(em, moneyOf(row), staffId),
};

/**
 * Staff approve a withdrawal under review: REVIEW → APPROVED by a conditional update, and the
 * `wallet/sendUsdtWithdrawal` job is recorded in the same transaction (it exists only if the
 * approval commits). Approving an approved one again re-schedules the job (for a lost or exhausted
 * job; the job's claim still sends once); a sending or sent one answers unchanged; a failed one
 * cannot be approved (400).
 */
export async function approveUsdtWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
): Promise<UsdtWithdrawalView> {
  return approveWithdrawal(deps, USDT_WITHDRAWAL, staffId, id);
}

/**
 * Staff reject a withdrawal that has not started sending (REVIEW or APPROVED → FAILED with the
 * reason): the amount + fee are unfrozen and the member may ask again (pending_user_id cleared).
 * An APPROVED one whose job runs later finds it FAILED and does nothing. Rejecting a failed one
 * answers it unchanged; one that is sending or sent cannot be rejected (400).
 */
export async function rejectUsdtWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
  reason: string,
): Promise<UsdtWithdrawalView> {
  return rejectWithdrawal(deps, USDT_WITHDRAWAL, staffId, id, reason);
}
