import { jpointRefundPayableOn, taipeiDate } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { SYSTEM_ACCOUNTS } from "../../ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../ledger/services/post-ledger-transaction.service.js";
import { jpointServiceEnd, type Queryable } from "./jpoint-service-status.service.js";

export type JpointRefundStatus = "REQUESTED" | "PAID";

export interface JpointRefundView {
  id: string;
  userId: string;
  userNickname: string;
  amount: bigint;
  bankCode: string;
  bankAccount: string;
  accountHolder: string;
  status: JpointRefundStatus;
  /** YYYY-MM-DD, Taipei calendar. */
  payableOn: string;
  requestedAt: Date;
  paidAt: Date | null;
}

export interface JpointRefundInputData {
  bankCode: string;
  bankAccount: string;
  accountHolder: string;
}

const rule = z.object({
  bankCode: z
    .string()
    .trim()
    .regex(/^\d{3,7}$/, { message: "validation.bankCode" }),
  bankAccount: z
    .string()
    .trim()
    .regex(/^[0-9-]{6,34}$/, { message: "validation.bankAccount" }),
  accountHolder: z.string().trim().min(1, { message: "validation.required" }).max(100),
});

interface RefundRow {
  id: string;
  user_id: string;
  nickname: string;
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
  SELECT r.id, r.user_id, u.nickname, r.amount, r.bank_code, r.bank_account, r.account_holder, r.status,
         DATE_FORMAT(r.payable_on, '%Y-%m-%d') AS payable_on, r.requested_at, r.paid_at
    FROM jpoint_refund_request r JOIN user_account u ON u.id = r.user_id`;

function toRefund(row: RefundRow): JpointRefundView {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    userNickname: row.nickname,
    amount: BigInt(row.amount),
    bankCode: row.bank_code,
    bankAccount: row.bank_account,
    accountHolder: row.account_holder,
    status: row.status === "paid" ? "PAID" : "REQUESTED",
    payableOn: String(row.payable_on),
    requestedAt: new Date(row.requested_at),
    paidAt: row.paid_at ? new Date(row.paid_at) : null,
  };
}

async function loadRefund(em: Queryable, id: string): Promise<JpointRefundView> {
  const [row] = (await em.query(`${REFUND_SELECT} WHERE r.id = ?`, [id])) as RefundRow[];
  if (!row) throw new DomainError("NOT_FOUND");
  return toRefund(row);
}

/**
 * After the Jpoint service has ended, a user asks for their points back (spec: "refunds applied for
 * by a form and paid on the 25th of the month after the request"). One transaction: the user's
 * Jpoint ledger account is locked, their whole available Jpoint moves to the JPOINT_REFUNDS system
 * account, and the request is stored with its pay day (the 25th of the next month, Taipei calendar).
 * Refused: 2017 before the end, 2029 with a request still open, 1013 with no Jpoint to refund.
 */
export async function requestJpointRefund(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  input: JpointRefundInputData,
  now: Date = new Date(),
): Promise<JpointRefundView> {
  const form = parseInput(rule, input);
  try {
    return await withTransaction(deps.dataSource, async (em) => {
      const endsAt = await jpointServiceEnd(em);
      if (endsAt === null || endsAt.getTime() > now.getTime()) {
        throw new DomainError("FORBIDDEN", { reason: "JPOINT_SERVICE_OPEN" });
      }
      // The lock orders this request after any Jpoint movement (or twin request) of this user.
      const [account] = (await em.query(
        `SELECT available FROM ledger_account WHERE user_id = ? AND currency = 'JPOINT' FOR UPDATE`,
        [userId],
      )) as { available: string }[];
      await assertNoOpenRequest(em, userId);
      const amount = BigInt(account?.available ?? 0);
      if (amount <= 0n) throw new DomainError("INSUFFICIENT_JPOINT");
      const posted = await postLedgerTransaction(em, {
        kind: "jpoint-refund-request",
        currency: "JPOINT",
        reference: { type: "user", id: userId },
        actorUserId: userId,
        legs: [
          { account: { userId }, bucket: "available", amount: -amount },
          { account: { system: SYSTEM_ACCOUNTS.JPOINT_REFUNDS }, bucket: "available", amount },
        ],
      });
      const inserted = (await em.query(
        `INSERT INTO jpoint_refund_request (user_id, open_user_id, amount, bank_code, bank_account, account_holder,
                                            status, payable_on, requested_at, ledger_transaction_id)
         VALUES (?, ?, ?, ?, ?, ?, 'requested', ?, ?, ?)`,
        [
          userId,
          userId,
          amount.toString(),
          form.bankCode,
          form.bankAccount,
          form.accountHolder,
          jpointRefundPayableOn(now),
          now,
          posted.transactionId,
        ],
      )) as { insertId: number | string };
      return loadRefund(em, String(inserted.insertId));
    });
  } catch (error) {
    if (duplicateKeyOf(error) === "uq_refund_open_user") throw new DomainError("REFUND_ALREADY_REQUESTED");
    throw error;
  }
}

async function assertNoOpenRequest(em: EntityManager, userId: string): Promise<void> {
  const [open] = (await em.query(`SELECT id FROM jpoint_refund_request WHERE open_user_id = ?`, [
    userId,
  ])) as {
    id: string;
  }[];
  if (open) throw new DomainError("REFUND_ALREADY_REQUESTED");
}

/** The user's own refund requests, newest first. */
export async function myJpointRefundRequests(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
): Promise<JpointRefundView[]> {
  const rows = (await deps.dataSource.query(
    `${REFUND_SELECT} WHERE r.user_id = ? ORDER BY r.id DESC LIMIT 50`,
    [userId],
  )) as RefundRow[];
  return rows.map(toRefund);
}

/** Staff: the refund queue, by pay day then request order; optionally one status only. */
export async function jpointRefundRequests(
  deps: Pick<AppDeps, "dataSource">,
  status: JpointRefundStatus | null,
): Promise<JpointRefundView[]> {
  const where = status ? `WHERE r.status = ?` : "";
  const rows = (await deps.dataSource.query(
    `${REFUND_SELECT} ${where} ORDER BY r.payable_on, r.id LIMIT 500`,
    status ? [status === "PAID" ? "paid" : "requested"] : [],
  )) as RefundRow[];
  return rows.map(toRefund);
}

/**
 * Pays every request whose pay day has come (Taipei calendar): each in its own transaction, marked
 * PAID by a conditional update from 'requested' and its amount posted JPOINT_REFUNDS →
 * PAYMENT_CLEARING (the money leaves the platform), idempotent per request. Run by the sweeper
 * (`pay-due-jpoint-refunds`) and by staff (`payDueJpointRefunds`). Returns how many it paid.
 */
export async function payDueJpointRefunds(
  deps: Pick<AppDeps, "dataSource">,
  now: Date = new Date(),
  batch = 500,
): Promise<number> {
  const today = taipeiDate(now);
  const due = (await deps.dataSource.query(
    `SELECT id FROM jpoint_refund_request WHERE status = 'requested' AND payable_on <= ? ORDER BY payable_on, id LIMIT ?`,
    [today, batch],
  )) as { id: string }[];
  let paid = 0;
  for (const { id } of due) {
    if (await payRefund(deps, String(id), today)) paid++;
  }
  return paid;
}

async function payRefund(deps: Pick<AppDeps, "dataSource">, id: string, today: string): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE jpoint_refund_request SET status = 'paid', open_user_id = NULL, paid_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND status = 'requested' AND payable_on <= ?`,
      [id, today],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) return false;
    const [row] = (await em.query(`SELECT amount FROM jpoint_refund_request WHERE id = ?`, [id])) as {
      amount: string;
    }[];
    const amount = BigInt(row!.amount);
    const posted = await postLedgerTransaction(em, {
      kind: "jpoint-refund-paid",
      currency: "JPOINT",
      idempotencyKey: `jpoint-refund-paid:${id}`,
      reference: { type: "jpoint_refund_request", id },
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.JPOINT_REFUNDS }, bucket: "available", amount: -amount },
        { account: { system: SYSTEM_ACCOUNTS.PAYMENT_CLEARING }, bucket: "available", amount },
      ],
    });
    await em.query(`UPDATE jpoint_refund_request SET paid_transaction_id = ? WHERE id = ?`, [
      posted.transactionId,
      id,
    ]);
    return true;
  });
}
