import { jpointRefundPayableOn, taipeiDate } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findUserBriefsByIds } from "../../accounts/index.js";
import { lockUserAvailable, postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import {
  findDueRefundIds,
  findRefundAmount,
  findRefundRow,
  findRefundRows,
  findRefundRowsOfUser,
  hasOpenRefund,
  insertRefundRequest,
  markRefundPaid,
  setRefundPaidTransaction,
  type RefundRow,
} from "../repo/jpoint-refund.repo.js";
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

function toRefund(row: RefundRow, nickname: string): JpointRefundView {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    userNickname: nickname,
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

/** The views of request rows, with the members' nicknames read in one batch. */
async function toRefunds(db: Queryable, rows: RefundRow[]): Promise<JpointRefundView[]> {
  const users = await findUserBriefsByIds(
    db,
    rows.map((row) => String(row.user_id)),
  );
  return rows.map((row) => toRefund(row, users.get(String(row.user_id))?.nickname ?? ""));
}

async function loadRefund(em: Queryable, id: string): Promise<JpointRefundView> {
  const row = await findRefundRow(em, id);
  if (!row) throw new DomainError("NOT_FOUND");
  return (await toRefunds(em, [row]))[0]!;
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
        throw new DomainError("FORBIDDEN", { reason: "jpoint.refund.serviceOpen" });
      }
      // The lock orders this request after any Jpoint movement (or twin request) of this user.
      const available = await lockUserAvailable(em, userId, "JPOINT");
      await assertNoOpenRequest(em, userId);
      const amount = BigInt(available ?? 0);
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
      const id = await insertRefundRequest(em, {
        userId,
        amount,
        bankCode: form.bankCode,
        bankAccount: form.bankAccount,
        accountHolder: form.accountHolder,
        payableOn: jpointRefundPayableOn(now),
        requestedAt: now,
        ledgerTransactionId: posted.transactionId,
      });
      return loadRefund(em, id);
    });
  } catch (error) {
    if (duplicateKeyOf(error) === "uq_refund_open_user") throw new DomainError("REFUND_ALREADY_REQUESTED");
    throw error;
  }
}

async function assertNoOpenRequest(em: EntityManager, userId: string): Promise<void> {
  if (await hasOpenRefund(em, userId)) throw new DomainError("REFUND_ALREADY_REQUESTED");
}

/** The user's own refund requests, newest first. */
export async function myJpointRefundRequests(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
): Promise<JpointRefundView[]> {
  return toRefunds(deps.dataSource, await findRefundRowsOfUser(deps.dataSource, userId));
}

/** Staff: the refund queue, by pay day then request order; optionally one status only. */
export async function jpointRefundRequests(
  deps: Pick<AppDeps, "dataSource">,
  status: JpointRefundStatus | null,
): Promise<JpointRefundView[]> {
  const stored = status ? (status === "PAID" ? "paid" : "requested") : null;
  return toRefunds(deps.dataSource, await findRefundRows(deps.dataSource, stored));
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
  const due = await findDueRefundIds(deps.dataSource, today, batch);
  let paid = 0;
  for (const id of due) {
    if (await payRefund(deps, id, today)) paid++;
  }
  return paid;
}

async function payRefund(deps: Pick<AppDeps, "dataSource">, id: string, today: string): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    if ((await markRefundPaid(em, id, today)) !== 1) return false;
    const amount = BigInt((await findRefundAmount(em, id))!);
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
    await setRefundPaidTransaction(em, id, posted.transactionId);
    return true;
  });
}
