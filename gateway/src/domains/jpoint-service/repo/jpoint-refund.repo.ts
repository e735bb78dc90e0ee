import type { EntityManager } from "typeorm";

/*
 * jpoint_refund_request: a member's request for their Jpoint back after the service ended. At most one
 * open request per member (open_user_id is unique); paying is a conditional update from 'requested'.
 */

type Db = Pick<EntityManager, "query">;

export interface RefundRow {
  id: string;
  user_id: string;
  amount: string;
  bank_code: string;
  bank_account: string;
  account_holder: string;
  status: string;
  payable_on: Date | string;
  requested_at: Date;
  paid_at: Date | null;
}

const REFUND_SELECT = `
  SELECT r.id, r.user_id, r.amount, r.bank_code, r.bank_account, r.account_holder, r.status,
         DATE_FORMAT(r.payable_on, '%Y-%m-%d') AS payable_on, r.requested_at, r.paid_at
    FROM jpoint_refund_request r`;

export async function findRefundRow(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = (await db.query(`${REFUND_SELECT} WHERE r.id = ?`, [id])) as RefundRow[];
  return row;
}

/** A member's requests, newest first (at most 50). */
export async function findRefundRowsOfUser(db: Db, userId: string): Promise<RefundRow[]> {
  return (await db.query(`${REFUND_SELECT} WHERE r.user_id = ? ORDER BY r.id DESC LIMIT 50`, [
    userId,
  ])) as RefundRow[];
}

/** The queue by pay day then request order, optionally one stored status (at most 500). */
export async function findRefundRows(db: Db, status: "requested" | "paid" | null): Promise<RefundRow[]> {
  const where = status ? `WHERE r.status = ?` : "";
  return (await db.query(
    `${REFUND_SELECT} ${where} ORDER BY r.payable_on, r.id LIMIT 500`,
    status ? [status] : [],
  )) as RefundRow[];
}

/** Whether the member has an open request. */
export async function hasOpenRefund(db: Db, userId: string): Promise<boolean> {
  const [open] = (await db.query(`SELECT id FROM jpoint_refund_request WHERE open_user_id = ?`, [
    userId,
  ])) as {
    id: string;
  }[];
  return open !== undefined;
}

export interface NewRefundRequest {
  userId: string;
  amount: bigint;
  bankCode: string;
  bankAccount: string;
  accountHolder: string;
  payableOn: string;
  requestedAt: Date;
  ledgerTransactionId: string;
}

/** Stores an open request (throws the duplicate key uq_refund_open_user when one is open); returns its id. */
export async function insertRefundRequest(em: Db, request: NewRefundRequest): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO jpoint_refund_request (user_id, open_user_id, amount, bank_code, bank_account, account_holder,
                                            status, payable_on, requested_at, ledger_transaction_id)
         VALUES (?, ?, ?, ?, ?, ?, 'requested', ?, ?, ?)`,
    [
      request.userId,
      request.userId,
      request.amount.toString(),
      request.bankCode,
      request.bankAccount,
      request.accountHolder,
      request.payableOn,
      request.requestedAt,
      request.ledgerTransactionId,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** Ids of requests whose pay day (Taipei date `today`) has come, oldest pay day first. */
export async function findDueRefundIds(db: Db, today: string, batch: number): Promise<string[]> {
  const due = (await db.query(
    `SELECT id FROM jpoint_refund_request WHERE status = 'requested' AND payable_on <= ? ORDER BY payable_on, id LIMIT ?`,
    [today, batch],
  )) as { id: string }[];
  return due.map((row) => String(row.id));
}

/** requested → paid when due; returns the number of rows changed (0: paid already or not due). */
export async function markRefundPaid(em: Db, id: string, today: string): Promise<number> {
  const result = (await em.query(
    `UPDATE jpoint_refund_request SET status = 'paid', open_user_id = NULL, paid_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND status = 'requested' AND payable_on <= ?`,
    [id, today],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** The amount of a request. */
export async function findRefundAmount(em: Db, id: string): Promise<string | undefined> {
  const [row] = (await em.query(`SELECT amount FROM jpoint_refund_request WHERE id = ?`, [id])) as {
    amount: string;
  }[];
  return row?.amount;
}

/** Records the ledger transaction that paid a request. */
export async function setRefundPaidTransaction(em: Db, id: string, transactionId: string): Promise<void> {
  await em.query(`UPDATE jpoint_refund_request SET paid_transaction_id = ? WHERE id = ?`, [
    transactionId,
    id,
  ]);
}
