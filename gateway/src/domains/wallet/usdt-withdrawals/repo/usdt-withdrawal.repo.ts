import type { UsdtNetwork } from "@vitrine/schema";
import {
  findWithdrawalRow,
  listWithdrawalRows,
  type WithdrawalLifecycleColumns,
  type WithdrawalListFilter,
} from "../../shared/repo/withdrawal.repo.js";
import type { Db } from "../../shared/repo/db.js";

/** A usdt_withdrawal row (mysql2 answers ids and DECIMAL/BIGINT amounts as strings). */
export interface UsdtWithdrawalColumns extends WithdrawalLifecycleColumns {
  network: UsdtNetwork;
  address: string;
  amount: string;
  fee: string;
  pending_user_id: string | null;
  idempotency_key: string;
}

const COLUMNS = `w.id, w.user_id, w.network, w.address, w.amount, w.fee, w.status,
       w.pending_user_id, w.idempotency_key, w.tx_hash, w.failure_reason, w.created_at, w.reviewed_at, w.sent_at,
       w.cancelled_at`;

export function findUsdtWithdrawalRow(db: Db, id: string): Promise<UsdtWithdrawalColumns | undefined> {
  return findWithdrawalRow<UsdtWithdrawalColumns>(db, "usdt_withdrawal", COLUMNS, id);
}

/** One window of withdrawals matching the filter and the total that match. */
export function listUsdtWithdrawalRows(
  db: Db,
  filter: WithdrawalListFilter,
  statuses: readonly string[],
  window: { limit: number; offset: number },
): Promise<{ rows: UsdtWithdrawalColumns[]; total: number }> {
  return listWithdrawalRows<UsdtWithdrawalColumns>(db, "usdt_withdrawal", COLUMNS, filter, statuses, window);
}

/** The member's open request (pending_user_id holds their id while it is open), if any. */
export async function openUsdtWithdrawalIdOf(db: Db, userId: string): Promise<string | undefined> {
  const [open] = (await db.query(`SELECT id FROM usdt_withdrawal WHERE pending_user_id = ?`, [userId])) as {
    id: string;
  }[];
  return open ? String(open.id) : undefined;
}

export interface NewUsdtWithdrawal {
  userId: string;
  network: UsdtNetwork;
  address: string;
  amount: bigint;
  fee: bigint;
  idempotencyKey: string;
  requestHash: string;
}

/** Inserts a request under review holding the member's open slot; its id. */
export async function insertUsdtWithdrawal(em: Db, w: NewUsdtWithdrawal): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, pending_user_id, idempotency_key, request_hash)
         VALUES (?, ?, ?, ?, ?, 'REVIEW', ?, ?, ?)`,
    [
      w.userId,
      w.network,
      w.address,
      w.amount.toString(),
      w.fee.toString(),
      w.userId,
      w.idempotencyKey,
      w.requestHash,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** The summed amount (micro-USDT) of the network's withdrawals in one of `statuses`. */
export async function usdtWithdrawalTotal(
  db: Db,
  network: UsdtNetwork,
  statuses: readonly string[],
): Promise<bigint> {
  const [row] = (await db.query(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM usdt_withdrawal
        WHERE network = ? AND status IN (${statuses.map(() => "?").join(", ")})`,
    [network, ...statuses],
  )) as { total: string | number }[];
  return BigInt(row?.total ?? 0);
}
