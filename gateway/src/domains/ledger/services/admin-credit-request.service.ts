import { MAX_LENGTH, Money } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { createHash } from "node:crypto";
import type { CheckedCredit } from "./admin-credit.service.js";
import { SYSTEM_ACCOUNTS } from "./ledger-accounts.js";
import { postLedgerTransaction } from "./post-ledger-transaction.service.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { findUserBriefsByIds, isActiveUser } from "../../accounts/index.js";
import {
  decideAdminCreditRequest,
  findAdminCreditRequest,
  insertAdminCreditRequest,
  listAdminCreditRequestRows,
  setAdminCreditTransaction,
  type AdminCreditRequestRow,
  type CreditRequestStatus,
} from "../repo/admin-credit-request.repo.js";

type Db = Pick<EntityManager, "query">;

/*
 * Four eyes on large staff credits: a credit at or above ADMIN_CREDIT_FOUR_EYES_USDT waits here until
 * a second finance staff member approves it (posting the ledger transaction once) or rejects it.
 * The requester never decides their own request, and nobody decides a credit to themselves — both
 * checked here, repeated in the conditional UPDATE and enforced by CHECK constraints.
 */

export const CREDIT_REQUEST_PAGE_SIZE = 20;
export type { CreditRequestStatus };

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

/** The views of request rows, with the target's, requester's and decider's names read in one batch. */
async function toViews(db: Db, rows: AdminCreditRequestRow[]): Promise<AdminCreditRequestView[]> {
  const users = await findUserBriefsByIds(
    db,
    rows.flatMap((r) => [r.target_user_id, r.requested_by, ...(r.decided_by ? [r.decided_by] : [])]),
  );
  const person = (id: string) => users.get(String(id));
  return rows.map((row) => ({
    id: String(row.id),
    status: row.status,
    amount: Money.ofMinor("USDT", BigInt(row.amount)).toDecimal(),
    reason: row.reason,
    target: {
      id: String(row.target_user_id),
      email: person(row.target_user_id)?.email ?? "",
      nickname: person(row.target_user_id)?.nickname ?? "",
    },
    requestedBy: { id: String(row.requested_by), nickname: person(row.requested_by)?.nickname ?? "" },
    decidedBy: row.decided_by
      ? { id: String(row.decided_by), nickname: person(row.decided_by)?.nickname ?? "" }
      : null,
    decidedAt: row.decided_at,
    decisionNote: row.decision_note,
    transactionId: row.ledger_transaction_id ? String(row.ledger_transaction_id) : null,
    createdAt: row.created_at,
  }));
}

async function toView(db: Db, row: AdminCreditRequestRow): Promise<AdminCreditRequestView> {
  return (await toViews(db, [row]))[0]!;
}

async function reread(db: Db, id: string): Promise<AdminCreditRequestView> {
  return toView(db, (await findAdminCreditRequest(db, "id", id))!);
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
    const row = await findAdminCreditRequest(em, "idempotency_key", credit.idempotencyKey);
    if (row && row.request_hash !== hash) throw new DomainError("IDEMPOTENCY_KEY_REUSED");
    return row ? { request: await toView(em, row), replayed: true } : null;
  };
  const found = await prior();
  if (found) return found;
  try {
    const id = await insertAdminCreditRequest(em, {
      targetUserId: credit.userId,
      amountMinor: credit.amount.minor,
      reason: credit.reason,
      requestedBy: staffId,
      idempotencyKey: credit.idempotencyKey,
      requestHash: hash,
    });
    return { request: await reread(em, id), replayed: false };
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
  page: number | null | undefined,
): Promise<Page<AdminCreditRequestView>> {
  const window = pageWindow(page, CREDIT_REQUEST_PAGE_SIZE);
  const db = deps.dataSource.manager;
  const { rows, total } = await listAdminCreditRequestRows(db, status, window.limit, window.offset);
  return toPage(await toViews(db, rows), total, window);
}

/** Locks a pending request and refuses the deciders separation of duties excludes. */
async function claimForDecision(
  em: EntityManager,
  staffId: string,
  id: string,
): Promise<AdminCreditRequestRow> {
  // Unknown: the same 404 NOT_FOUND as every by-id operation (docs/ERRORS.md R4); malformed: 400.
  const row = await findAdminCreditRequest(em, "id", assertRowId("id", id), true);
  if (!row) throw new DomainError("NOT_FOUND");
  if (String(row.requested_by) === String(staffId)) throw new DomainError("FOUR_EYES_REQUIRED");
  if (String(row.target_user_id) === String(staffId)) throw new DomainError("SELF_CREDIT_FORBIDDEN");
  if (row.status !== "PENDING") throw new DomainError("CREDIT_REQUEST_DECIDED", { status: row.status });
  return row;
}

async function decide(
  em: EntityManager,
  staffId: string,
  row: AdminCreditRequestRow,
  status: CreditRequestStatus,
  note: string | null,
) {
  const changed = await decideAdminCreditRequest(em, String(row.id), staffId, status, note);
  if (changed !== 1) throw new DomainError("CREDIT_REQUEST_DECIDED");
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
    if (!(await isActiveUser(em, String(row.target_user_id)))) throw new DomainError("USER_NOT_FOUND");
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
    await setAdminCreditTransaction(em, String(row.id), posted.transactionId);
    return reread(em, String(row.id));
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
    return reread(em, String(row.id));
  });
}
