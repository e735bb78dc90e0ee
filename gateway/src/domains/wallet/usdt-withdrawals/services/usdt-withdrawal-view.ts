import type { UsdtNetwork, UsdtWithdrawalStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/** A USDT withdrawal as the API shows it (amounts in micro-USDT). */
export interface UsdtWithdrawalView {
  id: string;
  userId: string;
  network: UsdtNetwork;
  address: string;
  amount: bigint;
  fee: bigint;
  status: UsdtWithdrawalStatus;
  txHash: string | null;
  failureReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  sentAt: Date | null;
  member: { id: string; email: string; nickname: string };
}

export interface UsdtWithdrawalRow {
  id: string;
  user_id: string;
  network: UsdtNetwork;
  address: string;
  amount: string;
  fee: string;
  status: UsdtWithdrawalStatus;
  pending_user_id: string | null;
  idempotency_key: string;
  tx_hash: string | null;
  failure_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  sent_at: Date | null;
  member_email: string;
  member_nickname: string;
}

export const USDT_WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, w.network, w.address, w.amount, w.fee, w.status,
       w.pending_user_id, w.idempotency_key, w.tx_hash, w.failure_reason, w.created_at, w.reviewed_at, w.sent_at,
       u.email AS member_email, u.nickname AS member_nickname
  FROM usdt_withdrawal w JOIN user_account u ON u.id = w.user_id`;

export function toUsdtWithdrawalView(row: UsdtWithdrawalRow): UsdtWithdrawalView {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    network: row.network,
    address: row.address,
    amount: BigInt(row.amount),
    fee: BigInt(row.fee),
    status: row.status,
    txHash: row.tx_hash,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    member: { id: String(row.user_id), email: row.member_email, nickname: row.member_nickname },
  };
}

/** One withdrawal row, or undefined. */
export async function findUsdtWithdrawal(
  em: EntityManager,
  id: string,
): Promise<UsdtWithdrawalRow | undefined> {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  const [row] = (await em.query(`${USDT_WITHDRAWAL_SELECT} WHERE w.id = ?`, [id])) as UsdtWithdrawalRow[];
  return row;
}

/** Withdrawal states in which the amount and fee are still frozen. */
export const OPEN_WITHDRAWAL_STATUSES = ["REVIEW", "APPROVED", "SENDING"] as const;
