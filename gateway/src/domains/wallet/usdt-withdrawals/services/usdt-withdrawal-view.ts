import type { UsdtNetwork } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import {
  withMembers,
  withdrawalLifecycleOf,
  type WithdrawalLifecycleRow,
  type WithdrawalLifecycleView,
} from "../../shared/services/withdrawal-row.js";
import { findUsdtWithdrawalRow, type UsdtWithdrawalColumns } from "../repo/usdt-withdrawal.repo.js";

/** A USDT withdrawal as the API shows it (amounts in micro-USDT). */
export interface UsdtWithdrawalView extends WithdrawalLifecycleView {
  network: UsdtNetwork;
  address: string;
  amount: bigint;
  fee: bigint;
}

/** A usdt_withdrawal row with its member. */
export interface UsdtWithdrawalRow extends UsdtWithdrawalColumns, WithdrawalLifecycleRow {}

export function toUsdtWithdrawalView(row: UsdtWithdrawalRow): UsdtWithdrawalView {
  return {
    ...withdrawalLifecycleOf(row),
    network: row.network,
    address: row.address,
    amount: BigInt(row.amount),
    fee: BigInt(row.fee),
  };
}

/** One withdrawal with its member, or undefined. */
export async function findUsdtWithdrawal(
  db: EntityManager,
  id: string,
): Promise<UsdtWithdrawalRow | undefined> {
  const row = await findUsdtWithdrawalRow(db, id);
  if (!row) return undefined;
  const [withMember] = await withMembers(db, [row]);
  return withMember;
}

/** Withdrawal states in which the amount and fee are still frozen. */
export const OPEN_WITHDRAWAL_STATUSES = ["REVIEW", "APPROVED", "SENDING"] as const;
