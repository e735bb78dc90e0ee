import { MAX_LENGTH, Money } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { createHash } from "node:crypto";
import type { CheckedCredit } from "./admin-credit.service.js";
import { SYSTEM_ACCOUNTS } from "./ledger-accounts.js";
import { postLedgerTransaction } from "./post-ledger-transaction.service.js";
import { pageNumber } from "../../../shared/paging.js";

/*
 * Four eyes on large staff credits: a credit at or above ADMIN_CREDIT_FOUR_EYES_USDT waits here until
 * a second finance staff member approves it (posting the ledger transaction once) or rejects it.
 * The requester never decides their own request, and nobody decides a credit to themselves — both
 * checked here, repeated in the conditional UPDATE and enforced by CHECK constraints.
 */

export const CREDIT_REQUEST_PAGE_SIZE = 20;
export type CreditRequestStatus = "PENDING" | "APPROVED" | "REJECTED";

export interface AdminCreditRequestView {
  id: string;
  status: CreditRequestStatus;
  amount: string;
  reason: string;
  target: { id: string; email: string; nickname: string };
  requestedBy: { id: string; nickname: string };
  decidedBy: { id: string; nickname: string } | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  transactionId: string | null;
  createdAt: Date;
}

interface RequestRow {
  id: string;
  status: CreditRequestStatus;
  amount: string;
  reason: string;
  target_user_id: string;
  target_email: string;
  target_nickname: string;
  requested_by: string;
  requester_nickname: string;
  decided_by: string | null;
  decider_nickname: string | null;
  decided_at: Date | null;
  decision_note: string | null;
  ledger_transaction_id: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: Date;
}

const SELECT = `SELECT r.id, r.status, r.amount, r.reason, r.target_user_id, t.email AS target_email,
       t.nickname AS target_nickname, r.requested_by, q.nickname AS requester_nickname, r.decided_by,
       d.nickname AS decider_nickname, r.decided_at, r.decision_note, r.ledger_transaction_id,
       r.idempotency_key, r.request_hash, r.created_at
  FROM admin_credit_request r
  JOIN user_account t ON t.id = r.target_user_id
  JOIN user_account q ON q.id = r.requested_by
  LEFT JOIN user_account d ON d.id = r.decided_by`;

function toView(row: RequestRow): AdminCreditRequestView {
  return {
    id: String(row.id),
    status: row.status,
    amount: Money.ofMinor("USDT", BigInt(row.amount)).toDecimal(),
    reason: row.reason,
    target: { id: String(row.target_user_id), email: row.target_email, nickname: row.target_nickname },
    requestedBy: { id: String(row.requested_by), nickname: row.requester_nickname },
    decidedBy: row.decided_by ? { id: String(row.decided_by), nickname: row.decider_nickname ?? "" } : null,
    decidedAt: row.decided_at,
    decisionNote: row.decision_note,
    transactionId: row.ledger_transaction_id ? String(row.ledger_transaction_id) : null,
    createdAt: row.created_at,
  };
}

async function findBy(
  em: EntityManager,
  where: string,
  value: string,
  lock = false,
): Promise<RequestRow | null> {
  const [row] = (await em.query(`${SELECT} WHERE ${where} = ?${lock ? " FOR UPDATE" : ""}`, [
    value,
  ])) as RequestRow[];
  return row ?? null;
}

/** Queues a checked credit for a second staff member. Same key + same request = the same request again. */
export async function requestAdminCredit(
  deps: AppDeps,
  staffId: string,
  credit: CheckedCredit,
): Promise<{ request: AdminCreditRequestView; replayed: boolean }> {
  const hash = createHash("sha256")
    .update(
      JSON.stringify([
        "admin-credit-request",
        staffId,
        credit.userId,
        credit.amount.minor.toString(),
        credit.reason,
      ]),
    )
    .digest("hex");
  const em = deps.dataSource.manager;
  // A stored request under this key answers again (2016 when the parameters differ); a racing insert
  // of the same key loses on the UNIQUE key and answers the winner's request the same way.
  const prior = async () => {
    const row = await findBy(em, "r.idempotency_key", credit.idempotencyKey);
    if (row && row.request_hash !== hash) throw new DomainError("IDEMPOTENCY_KEY_REUSED");
    return row ? { request: toView(row), replayed: true } : null;
  };
  const found = await prior();
  if (found) return found;
  try {
    const inserted = (await em.query(
      `INSERT INTO admin_credit_request (target_user_id, amount, reason, requested_by, idempotency_key, request_hash)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [credit.userId, credit.amount.minor.toString(), credit.reason, staffId, credit.idempotencyKey, hash],
    )) as { insertId: number };
    return { request: toView((await findBy(em, "r.id", String(inserted.insertId)))!), replayed: false };
  } catch (error) {
    const raced = await prior();
    if (raced) return raced;
    throw error;
  }
}

/** The queue: one status (or all), 20 a page; pending ones oldest first, decided ones newest first. */
export async function listAdminCreditRequests(
  deps: Pick<AppDeps, "dataSource">,
  status: CreditRequestStatus | null,
  page: number,
): Promise<{ items: AdminCreditRequestView[]; total: number; page: number; pageSize: number }> {
  const safePage = pageNumber(page);
  const where = status ? "WHERE r.status = ?" : "";
  const params = status ? [status] : [];
  const order = status === "PENDING" ? "r.id ASC" : "r.id DESC";
  const rows = (await deps.dataSource.query(
    `${SELECT} ${where} ORDER BY ${order} LIMIT ${CREDIT_REQUEST_PAGE_SIZE} OFFSET ${(safePage - 1) * CREDIT_REQUEST_PAGE_SIZE}`,
    params,
  )) as RequestRow[];
  const [{ n }] = (await deps.dataSource.query(
    `SELECT COUNT(*) AS n FROM admin_credit_request r ${where}`,
    params,
  )) as [{ n: string }];
  return { items: rows.map(toView), total: Number(n), page: safePage, pageSize: CREDIT_REQUEST_PAGE_SIZE };
}

/** Locks a pending request and refuses the deciders separation of duties excludes. */
async function claimForDecision(em: EntityManager, staffId: string, id: string): Promise<RequestRow> {
  if (!/^\d{1,19}$/.test(id)) throw new DomainError("CREDIT_REQUEST_NOT_FOUND");
  const row = await findBy(em, "r.id", id, true);
  if (!row) throw new DomainError("CREDIT_REQUEST_NOT_FOUND");
  if (String(row.requested_by) === String(staffId)) throw new DomainError("FOUR_EYES_REQUIRED");
  if (String(row.target_user_id) === String(staffId)) throw new DomainError("SELF_CREDIT_FORBIDDEN");
  if (row.status !== "PENDING") throw new DomainError("CREDIT_REQUEST_DECIDED", { status: row.status });
  return row;
}

async function decide(
  em: EntityManager,
  staffId: string,
  row: RequestRow,
  status: CreditRequestStatus,
  note: string | null,
) {
  const result = (await em.query(
    `UPDATE admin_credit_request SET status = ?, decided_by = ?, decided_at = NOW(3), decision_note = ?
      WHERE id = ? AND status = 'PENDING' AND requested_by <> ? AND target_user_id <> ?`,
    [status, staffId, note, row.id, staffId, staffId],
  )) as { affectedRows: number };
  if (result.affectedRows !== 1) throw new DomainError("CREDIT_REQUEST_DECIDED");
}

/**
 * A second finance staff member approves: PENDING → APPROVED and the ledger transaction posted in
 * the same database transaction, so the credit is posted exactly once (a second approval finds it
 * decided: 2059). The target must still be an active account.
 */
export async function approveAdminCredit(
  deps: AppDeps,
  staffId: string,
  id: string,
): Promise<AdminCreditRequestView> {
  return withTransaction(deps.dataSource, async (em) => {
    const row = await claimForDecision(em, staffId, id);
    const [target] = (await em.query(`SELECT id FROM user_account WHERE id = ? AND status = 'active'`, [
      row.target_user_id,
    ])) as unknown[];
    if (!target) throw new DomainError("USER_NOT_FOUND");
    await decide(em, staffId, row, "APPROVED", null);
    const amount = BigInt(row.amount);
    const posted = await postLedgerTransaction(em, {
      kind: "admin-credit",
      currency: "USDT",
      idempotencyKey: `admin-credit:${row.idempotency_key}`,
      actorUserId: staffId,
      memo: row.reason,
      reference: { type: "user", id: String(row.target_user_id) },
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -amount },
        { account: { userId: String(row.target_user_id) }, bucket: "available", amount },
      ],
    });
    await em.query(`UPDATE admin_credit_request SET ledger_transaction_id = ? WHERE id = ?`, [
      posted.transactionId,
      row.id,
    ]);
    return toView((await findBy(em, "r.id", String(row.id)))!);
  });
}

/** A second finance staff member rejects (a note of 1–255 characters): nothing is posted. */
export async function rejectAdminCredit(
  deps: AppDeps,
  staffId: string,
  id: string,
  note: string,
): Promise<AdminCreditRequestView> {
  const text = String(note ?? "").trim();
  if (!text || text.length > MAX_LENGTH.reason) throw new DomainError("DATA_ERROR", { field: "note" });
  return withTransaction(deps.dataSource, async (em) => {
    const row = await claimForDecision(em, staffId, id);
    await decide(em, staffId, row, "REJECTED", text);
    return toView((await findBy(em, "r.id", String(row.id)))!);
  });
}
