import type { UsdtWithdrawalStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * USDT and card withdrawals live in two tables but share one lifecycle (REVIEW → APPROVED →
 * SENDING → SENT, or FAILED with a reason) and the same review and member columns; these are the
 * columns and their mapping, kept in one place so both views read them the same way.
 */

/** The lifecycle and member columns every withdrawal row is selected with (`w` joined to `u`). */
export interface WithdrawalLifecycleRow {
  id: string;
  user_id: string;
  status: UsdtWithdrawalStatus;
  tx_hash: string | null;
  failure_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  sent_at: Date | null;
  member_email: string;
  member_nickname: string;
}

/** The lifecycle part of a withdrawal as the API shows it. */
export interface WithdrawalLifecycleView {
  id: string;
  userId: string;
  status: UsdtWithdrawalStatus;
  txHash: string | null;
  failureReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  sentAt: Date | null;
  member: { id: string; email: string; nickname: string };
}

/** Maps the lifecycle columns (ids as strings, mysql2 dates as Dates). */
export function withdrawalLifecycleOf(row: WithdrawalLifecycleRow): WithdrawalLifecycleView {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    status: row.status,
    txHash: row.tx_hash,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    member: { id: String(row.user_id), email: row.member_email, nickname: row.member_nickname },
  };
}

/**
 * One withdrawal row by id through `select` (a SELECT over the table aliased `w`), or undefined;
 * an id that is not a BIGINT never reaches the database.
 */
export async function findWithdrawalRow<Row>(
  em: EntityManager,
  select: string,
  id: string,
): Promise<Row | undefined> {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  const [row] = (await em.query(`${select} WHERE w.id = ?`, [id])) as Row[];
  return row;
}
