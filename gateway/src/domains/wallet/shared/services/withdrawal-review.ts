import { MAX_LENGTH } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { enqueueAfterCommit } from "../../../outbox/index.js";
import { approveReviewed, rejectReviewed, type WithdrawalTable } from "../repo/withdrawal.repo.js";
import type { WithdrawalLifecycleRow } from "./withdrawal-row.js";

/*
 * Staff review USDT and card withdrawals by the same rules (which states may be approved or
 * rejected, what a repeated click answers, when the send job is recorded); only the table, the
 * job and what a rejection gives back differ. One implementation keeps both queues behaving alike.
 */

/** What differs between the kinds of withdrawal staff review. */
export interface ReviewedWithdrawalKind<Row extends WithdrawalLifecycleRow, View> {
  table: WithdrawalTable;
  /** The `wallet` job that sends an approved one on chain. */
  sendJob: "sendUsdtWithdrawal" | "sendCardWithdrawal";
  /** Its job id before the withdrawal id, e.g. `send-usdt-withdrawal`. */
  jobIdPrefix: string;
  /** Columns a rejection also sets to NULL (besides status, reason and reviewer). */
  clearedOnReject: readonly string[];
  find(em: EntityManager, id: string): Promise<Row | undefined>;
  toView(row: Row): View;
  /** Gives the member back what the request froze, inside the rejecting transaction. */
  giveBack(em: EntityManager, row: Row, staffId: string): Promise<void>;
}

/**
 * Separation of duties: nobody approves, rejects or settles their own withdrawal (2056), whatever
 * roles they hold. The review UPDATEs repeat the condition, so it holds in the database too.
 */
export function refuseOwnWithdrawal(row: Pick<WithdrawalLifecycleRow, "user_id">, staffId: string): void {
  if (String(row.user_id) === String(staffId)) throw new DomainError("SELF_REVIEW_FORBIDDEN");
}

/**
 * REVIEW → APPROVED (conditional) and the send job recorded in the same transaction (it exists
 * only if the approval commits). Approving an approved one again re-schedules the job (the job's
 * claim still sends once); a sending or sent one answers unchanged; a failed or cancelled one cannot
 * be approved (400).
 */
export async function approveWithdrawal<Row extends WithdrawalLifecycleRow, View>(
  deps: AppDeps,
  kind: ReviewedWithdrawalKind<Row, View>,
  staffId: string,
  id: string,
): Promise<View> {
  return withTransaction(deps.dataSource, async (em) => {
    const current = await kind.find(em, id);
    if (!current) throw new DomainError("NOT_FOUND");
    refuseOwnWithdrawal(current, staffId);
    if (!(await approveReviewed(em, kind.table, id, staffId))) {
      // Read again: a member's cancel or another reviewer may have moved it since (READ COMMITTED).
      const now = (await kind.find(em, id)) ?? current;
      if (now.status === "FAILED" || now.status === "CANCELLED") {
        throw new DomainError("DATA_ERROR", { field: "status" });
      }
      if (now.status === "APPROVED") {
        // Approving again re-schedules the send under a new job id, in case the first job was lost
        // or gave up (node unreachable); the job's APPROVED → SENDING claim keeps it to one send.
        await enqueueAfterCommit(
          em,
          "wallet",
          kind.sendJob,
          { withdrawalId: String(current.id) },
          { jobId: `${kind.jobIdPrefix}-${current.id}-again-${Date.now()}` },
        );
      }
      return kind.toView(now);
    }
    await enqueueAfterCommit(
      em,
      "wallet",
      kind.sendJob,
      { withdrawalId: String(current.id) },
      { jobId: `${kind.jobIdPrefix}-${current.id}` },
    );
    return kind.toView((await kind.find(em, id))!);
  });
}

/**
 * REVIEW or APPROVED → FAILED with the reason (1–255 characters), and what the request froze goes
 * back to the member. An APPROVED one whose job runs later finds it FAILED and does nothing.
 * Rejecting a failed one answers it unchanged; one that is sending, sent or cancelled cannot be
 * rejected (400).
 */
export async function rejectWithdrawal<Row extends WithdrawalLifecycleRow, View>(
  deps: AppDeps,
  kind: ReviewedWithdrawalKind<Row, View>,
  staffId: string,
  id: string,
  reason: string,
): Promise<View> {
  const text = String(reason ?? "").trim();
  if (!text || text.length > MAX_LENGTH.reason) throw new DomainError("DATA_ERROR", { field: "reason" });
  return withTransaction(deps.dataSource, async (em) => {
    const current = await kind.find(em, id);
    if (!current) throw new DomainError("NOT_FOUND");
    refuseOwnWithdrawal(current, staffId);
    if (!(await rejectReviewed(em, kind.table, id, staffId, text, kind.clearedOnReject))) {
      if (current.status === "FAILED") return kind.toView(current);
      throw new DomainError("DATA_ERROR", { field: "status" });
    }
    await kind.giveBack(em, current, staffId);
    return kind.toView((await kind.find(em, id))!);
  });
}
