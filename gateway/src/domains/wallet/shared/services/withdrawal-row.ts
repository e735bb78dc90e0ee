import type { UsdtWithdrawalStatus } from "@vitrine/schema";
import { findUserBriefsByIds } from "../../../accounts/index.js";
import type { EntityManager } from "typeorm";
import type { WithdrawalLifecycleColumns } from "../repo/withdrawal.repo.js";

/*
 * USDT and card withdrawals live in two tables but share one lifecycle (REVIEW → APPROVED →
 * SENDING → SENT, or FAILED with a reason, or CANCELLED by the member while under review) and the
 * same review and member columns; these are the columns and their mapping, kept in one place so
 * both views read them the same way.
 */

/** A withdrawal row with the lifecycle columns and its member's e-mail and nickname. */
export interface WithdrawalLifecycleRow extends WithdrawalLifecycleColumns {
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
  cancelledAt: Date | null;
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
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    member: { id: String(row.user_id), email: row.member_email, nickname: row.member_nickname },
  };
}

/** The rows with their members' e-mail and nickname (one lookup for all of them). */
export async function withMembers<Row extends WithdrawalLifecycleColumns>(
  db: EntityManager,
  rows: Row[],
): Promise<(Row & Pick<WithdrawalLifecycleRow, "member_email" | "member_nickname">)[]> {
  if (rows.length === 0) return [];
  const members = await findUserBriefsByIds(db, [...new Set(rows.map((row) => String(row.user_id)))]);
  return rows.map((row) => {
    const member = members.get(String(row.user_id));
    if (!member) throw new Error(`withdrawal ${row.id}: member ${row.user_id} not found`);
    return { ...row, member_email: member.email, member_nickname: member.nickname };
  });
}
