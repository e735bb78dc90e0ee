import type { EntityManager } from "typeorm";

/*
 * admin_credit_request: large staff credits waiting for a second finance staff member. Deciding is a
 * conditional update on PENDING that also repeats the separation of duties (never the requester, never
 * the target).
 */

type Db = Pick<EntityManager, "query">;

export type CreditRequestStatus = "PENDING" | "APPROVED" | "REJECTED";

export interface AdminCreditRequestRow {
  id: string;
  status: CreditRequestStatus;
  amount: string;
  reason: string;
  target_user_id: string;
  requested_by: string;
  decided_by: string | null;
  decided_at: Date | null;
  decision_note: string | null;
  ledger_transaction_id: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: Date;
}

const SELECT = `SELECT r.id, r.status, r.amount, r.reason, r.target_user_id, r.requested_by, r.decided_by,
       r.decided_at, r.decision_note, r.ledger_transaction_id, r.idempotency_key, r.request_hash, r.created_at
  FROM admin_credit_request r`;

/** One request by id or by idempotency key; `lock` reads it FOR UPDATE. */
export async function findAdminCreditRequest(
  db: Db,
  by: "id" | "idempotency_key",
  value: string,
  lock = false,
): Promise<AdminCreditRequestRow | null> {
  const [row] = (await db.query(`${SELECT} WHERE r.${by} = ?${lock ? " FOR UPDATE" : ""}`, [
    value,
  ])) as AdminCreditRequestRow[];
  return row ?? null;
}

export interface NewAdminCreditRequest {
  targetUserId: string;
  amountMinor: bigint;
  reason: string;
  requestedBy: string;
  idempotencyKey: string;
  requestHash: string;
}

/** Inserts a pending request (throws on a reused idempotency key); returns its id. */
export async function insertAdminCreditRequest(db: Db, request: NewAdminCreditRequest): Promise<string> {
  const inserted = (await db.query(
    `INSERT INTO admin_credit_request (target_user_id, amount, reason, requested_by, idempotency_key, request_hash)
       VALUES (?, ?, ?, ?, ?, ?)`,
    [
      request.targetUserId,
      request.amountMinor.toString(),
      request.reason,
      request.requestedBy,
      request.idempotencyKey,
      request.requestHash,
    ],
  )) as { insertId: number };
  return String(inserted.insertId);
}

/** One page of the queue (one status or all): pending ones oldest first, decided ones newest first. */
export async function listAdminCreditRequestRows(
  db: Db,
  status: CreditRequestStatus | null,
  limit: number,
  offset: number,
): Promise<{ rows: AdminCreditRequestRow[]; total: number }> {
  const where = status ? "WHERE r.status = ?" : "";
  const params = status ? [status] : [];
  const order = status === "PENDING" ? "r.id ASC" : "r.id DESC";
  const rows = (await db.query(
    `${SELECT} ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
    params,
  )) as AdminCreditRequestRow[];
  const [{ n }] = (await db.query(`SELECT COUNT(*) AS n FROM admin_credit_request r ${where}`, params)) as [
    { n: string },
  ];
  return { rows, total: Number(n) };
}

/**
 * PENDING → `status` by `staffId`, unless the staff member requested it or is its target. Returns the
 * number of rows changed (1, or 0 when it was decided meanwhile or the decider is excluded).
 */
export async function decideAdminCreditRequest(
  em: Db,
  id: string,
  staffId: string,
  status: CreditRequestStatus,
  note: string | null,
): Promise<number> {
  const result = (await em.query(
    `UPDATE admin_credit_request SET status = ?, decided_by = ?, decided_at = NOW(3), decision_note = ?
      WHERE id = ? AND status = 'PENDING' AND requested_by <> ? AND target_user_id <> ?`,
    [status, staffId, note, id, staffId, staffId],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Records the ledger transaction an approval posted. */
export async function setAdminCreditTransaction(em: Db, id: string, transactionId: string): Promise<void> {
  await em.query(`UPDATE admin_credit_request SET ledger_transaction_id = ? WHERE id = ?`, [
    transactionId,
    id,
  ]);
}
