import type { UsdtNetwork } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import {
  findWithdrawalRow,
  withdrawalLifecycleOf,
  type WithdrawalLifecycleRow,
  type WithdrawalLifecycleView,
} from "../../shared/services/withdrawal-row.js";

/** A USDT withdrawal as the API shows it (amounts in micro-USDT). */
export interface UsdtWithdrawalView extends WithdrawalLifecycleView {
  network: UsdtNetwork;
  address: string;
  amount: bigint;
  fee: bigint;
}

export interface UsdtWithdrawalRow extends WithdrawalLifecycleRow {
  network: UsdtNetwork;
  address: string;
  amount: string;
  fee: string;
  pending_user_id: string | null;
  idempotency_key: string;
}

export const USDT_WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, w.network, w.address, w.amount, w.fee, w.status,
       w.pending_user_id, w.idempotency_key, w.tx_hash, w.failure_reason, w.created_at, w.reviewed_at, w.sent_at,
       u.email AS member_email, u.nickname AS member_nickname
  FROM usdt_withdrawal w JOIN user_account u ON u.id = w.user_id`;

export function toUsdtWithdrawalView(row: UsdtWithdrawalRow): UsdtWithdrawalView {
  return {
    ...withdrawalLifecycleOf(row),
    network: row.network,
    address: row.address,
    amount: BigInt(row.amount),
    fee: BigInt(row.fee),
  };
}

/** One withdrawal row, or undefined. */
export async function findUsdtWithdrawal(
  em: EntityManager,
  id: string,
): Promise<UsdtWithdrawalRow | undefined> {
  return findWithdrawalRow<UsdtWithdrawalRow>(em, USDT_WITHDRAWAL_SELECT, id);
}

/** Withdrawal states in which the amount and fee are still frozen. */
export const OPEN_WITHDRAWAL_STATUSES = ["REVIEW", "APPROVED", "SENDING"] as const;
