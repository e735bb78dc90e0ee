import type { UsdtWithdrawalStatus } from "@vitrine/schema";
import type { Db } from "./db.js";

/*
 * The statements USDT and card withdrawals share: the two tables have one lifecycle (REVIEW →
 * APPROVED → SENDING → SENT, or FAILED with a reason, or CANCELLED by the member while under
 * review) and the same review columns, so every state
 * change is written once here, as a conditional update on the expected state that reports whether
 * exactly one row changed.
 */

export type WithdrawalTable = "usdt_withdrawal" | "card_withdrawal";

/** The lifecycle columns every withdrawal row has. */
export interface WithdrawalLifecycleColumns {
  id: string;
  user_id: string;
  status: UsdtWithdrawalStatus;
  tx_hash: string | null;
  failure_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  sent_at: Date | null;
  cancelled_at: Date | null;
}

/** Who and what to list: one member's or everyone's, optionally in one status, newest or oldest first. */
export interface WithdrawalListFilter {
  userId?: string;
  status?: UsdtWithdrawalStatus | null;
  oldestFirst?: boolean;
}

type Changed = { affectedRows: number };
const nulled = (columns: readonly string[]) => columns.map((column) => `, ${column} = NULL`).join("");

/** One row by id through `columns` (a column list over the table aliased `w`); ids that are not a BIGINT never reach the database. */
export async function findWithdrawalRow<Row>(
  db: Db,
  table: WithdrawalTable,
  columns: string,
  id: string,
): Promise<Row | undefined> {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  const [row] = (await db.query(`SELECT ${columns} FROM ${table} w WHERE w.id = ?`, [id])) as Row[];
  return row;
}

/** The member's withdrawal under an idempotency key: its id and the hash of what it asked for. */
export async function findWithdrawalByKey(
  db: Db,
  table: WithdrawalTable,
  userId: string,
  key: string,
): Promise<{ id: string; request_hash: string | null } | undefined> {
  const [row] = (await db.query(
    `SELECT id, request_hash FROM ${table} WHERE user_id = ? AND idempotency_key = ?`,
    [userId, key],
  )) as { id: string; request_hash: string | null }[];
  return row;
}

function whereOf(filter: WithdrawalListFilter, statuses: readonly string[]) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.userId) {
    where.push("w.user_id = ?");
    params.push(filter.userId);
  }
  if (filter.status && statuses.includes(filter.status)) {
    where.push("w.status = ?");
    params.push(filter.status);
  }
  return { clause: where.length ? ` WHERE ${where.join(" AND ")}` : "", params };
}

/** One window of rows matching the filter (ordered by id) and the total that match. */
export async function listWithdrawalRows<Row>(
  db: Db,
  table: WithdrawalTable,
  columns: string,
  filter: WithdrawalListFilter,
  statuses: readonly string[],
  window: { limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const { clause, params } = whereOf(filter, statuses);
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM ${table} w${clause}`, params)) as {
    n: string;
  }[];
  const rows = (await db.query(
    `SELECT ${columns} FROM ${table} w${clause} ORDER BY w.id ${filter.oldestFirst ? "ASC" : "DESC"} LIMIT ? OFFSET ?`,
    [...params, window.limit, window.offset],
  )) as Row[];
  return { rows, total: Number(count?.n ?? 0) };
}

/** REVIEW → APPROVED by a staff member who is not the requester. */
export async function approveReviewed(
  em: Db,
  table: WithdrawalTable,
  id: string,
  staffId: string,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE ${table} SET status = 'APPROVED', reviewed_by = ?, reviewed_at = NOW(3)
        WHERE id = ? AND status = 'REVIEW' AND user_id <> ?`,
    [staffId, id, staffId],
  )) as Changed;
  return result.affectedRows === 1;
}

/** REVIEW or APPROVED → FAILED with the reason, by a staff member who is not the requester; `cleared` set to NULL. */
export async function rejectReviewed(
  em: Db,
  table: WithdrawalTable,
  id: string,
  staffId: string,
  reason: string,
  cleared: readonly string[],
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE ${table} SET status = 'FAILED', failure_reason = ?${nulled(cleared)}, reviewed_by = ?, reviewed_at = NOW(3)
        WHERE id = ? AND status IN ('REVIEW', 'APPROVED') AND user_id <> ?`,
    [reason, staffId, id, staffId],
  )) as Changed;
  return result.affectedRows === 1;
}

/**
 * REVIEW → CANCELLED by the member who asked for it (the condition names them, so nobody cancels
 * another member's withdrawal); `cleared` set to NULL. False when it was not theirs or no longer
 * under review (a staff approval won the race).
 */
export async function cancelReviewed(
  em: Db,
  table: WithdrawalTable,
  id: string,
  userId: string,
  cleared: readonly string[],
): Promise<boolean> {
  if (!/^\d{1,20}$/.test(id)) return false;
  const result = (await em.query(
    `UPDATE ${table} SET status = 'CANCELLED', cancelled_at = NOW(3)${nulled(cleared)}
        WHERE id = ? AND status = 'REVIEW' AND user_id = ?`,
    [id, userId],
  )) as Changed;
  return result.affectedRows === 1;
}

/** `from` → FAILED with a reason (at most 255 characters); `cleared` set to NULL. */
export async function markFailed(
  em: Db,
  table: WithdrawalTable,
  id: string,
  from: "APPROVED" | "SENDING",
  reason: string,
  cleared: readonly string[],
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE ${table} SET status = 'FAILED', failure_reason = ?${nulled(cleared)}
      WHERE id = ? AND status = ?`,
    [reason.slice(0, 255), id, from],
  )) as Changed;
  return result.affectedRows === 1;
}

/** SENDING → SENT with the hash; `cleared` and the failure reason set to NULL. */
export async function markSent(
  em: Db,
  table: WithdrawalTable,
  id: string,
  txHash: string,
  cleared: readonly string[],
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE ${table} SET status = 'SENT', tx_hash = ?, sent_at = NOW(3)${nulled(cleared)},
            failure_reason = NULL
      WHERE id = ? AND status = 'SENDING'`,
    [txHash, id],
  )) as Changed;
  return result.affectedRows === 1;
}

/** The send job's claim: APPROVED → SENDING. Only one delivery wins. */
export async function claimApproved(db: Db, table: WithdrawalTable, id: string): Promise<boolean> {
  const claimed = (await db.query(
    `UPDATE ${table} SET status = 'SENDING' WHERE id = ? AND status = 'APPROVED'`,
    [id],
  )) as Changed;
  return claimed.affectedRows === 1;
}

/** Notes why a SENDING withdrawal's outcome is unclear (at most 255 characters); it stays SENDING. */
export async function noteUnclearSend(
  db: Db,
  table: WithdrawalTable,
  id: string,
  text: string,
): Promise<void> {
  await db.query(`UPDATE ${table} SET failure_reason = ? WHERE id = ? AND status = 'SENDING'`, [
    text.slice(0, 255),
    id,
  ]);
}

/** True when another withdrawal of the table already carries this transaction hash. */
export async function txHashUsedElsewhere(
  db: Db,
  table: WithdrawalTable,
  txHash: string,
  id: string,
): Promise<boolean> {
  const [used] = (await db.query(`SELECT id FROM ${table} WHERE tx_hash = ? AND id <> ? LIMIT 1`, [
    txHash,
    id,
  ])) as { id: string }[];
  return used !== undefined;
}

/** Ids still APPROVED longer than `seconds` after approval, oldest first, at most 200. */
export async function approvedLongerThan(db: Db, table: WithdrawalTable, seconds: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM ${table}
        WHERE status = 'APPROVED' AND reviewed_at < NOW(3) - INTERVAL ? SECOND
        ORDER BY id LIMIT 200`,
    [seconds],
  )) as { id: string }[];
  return rows.map((row) => String(row.id));
}
