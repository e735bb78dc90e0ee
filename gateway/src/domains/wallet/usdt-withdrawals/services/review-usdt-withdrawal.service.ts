import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../graphql/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { enqueueAfterCommit } from "../../../outbox/services/enqueue-after-commit.service.js";
import { unfreezeUsdtWithdrawal } from "./usdt-withdrawal-ledger.js";
import { findUsdtWithdrawal, toUsdtWithdrawalView, type UsdtWithdrawalView } from "./usdt-withdrawal-view.js";

/**
 * Staff approve a withdrawal under review: REVIEW → APPROVED by a conditional update, and the
 * `wallet/sendUsdtWithdrawal` job is recorded in the same transaction (it exists only if the
 * approval commits). Approving an approved one again re-schedules the job (for a lost or exhausted
 * job; the job's claim still sends once); a sending or sent one answers unchanged; a failed one
 * cannot be approved (400).
 */
export async function approveUsdtWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
): Promise<UsdtWithdrawalView> {
  return withTransaction(deps.dataSource, async (em) => {
    const current = await findUsdtWithdrawal(em, id);
    if (!current) throw new DomainError("NOT_FOUND");
    const result = (await em.query(
      `UPDATE usdt_withdrawal SET status = 'APPROVED', reviewed_by = ?, reviewed_at = NOW(3)
        WHERE id = ? AND status = 'REVIEW'`,
      [staffId, id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) {
      if (current.status === "FAILED") throw new DomainError("DATA_ERROR", { field: "status" });
      if (current.status === "APPROVED") {
        // Approving again re-schedules the send under a new job id, in case the first job was lost
        // or gave up (node unreachable); the job's APPROVED → SENDING claim keeps it to one send.
        await enqueueAfterCommit(
          em,
          "wallet",
          "sendUsdtWithdrawal",
          { withdrawalId: String(current.id) },
          { jobId: `send-usdt-withdrawal-${current.id}-again-${Date.now()}` },
        );
      }
      return toUsdtWithdrawalView(current);
    }
    await enqueueAfterCommit(
      em,
      "wallet",
      "sendUsdtWithdrawal",
      { withdrawalId: String(current.id) },
      { jobId: `send-usdt-withdrawal-${current.id}` },
    );
    return toUsdtWithdrawalView((await findUsdtWithdrawal(em, id))!);
  });
}

/**
 * Staff reject a withdrawal that has not started sending (REVIEW or APPROVED → FAILED with the
 * reason): the amount + fee are unfrozen and the member may ask again (pending_user_id cleared).
 * An APPROVED one whose job runs later finds it FAILED and does nothing. Rejecting a failed one
 * answers it unchanged; one that is sending or sent cannot be rejected (400).
 */
export async function rejectUsdtWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
  reason: string,
): Promise<UsdtWithdrawalView> {
  const text = String(reason ?? "").trim();
  if (!text || text.length > 255) throw new DomainError("DATA_ERROR", { field: "reason" });
  return withTransaction(deps.dataSource, async (em) => {
    const current = await findUsdtWithdrawal(em, id);
    if (!current) throw new DomainError("NOT_FOUND");
    const result = (await em.query(
      `UPDATE usdt_withdrawal SET status = 'FAILED', failure_reason = ?, pending_user_id = NULL,
              reviewed_by = ?, reviewed_at = NOW(3)
        WHERE id = ? AND status IN ('REVIEW', 'APPROVED')`,
      [text, staffId, id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) {
      if (current.status === "FAILED") return toUsdtWithdrawalView(current);
      throw new DomainError("DATA_ERROR", { field: "status" });
    }
    await unfreezeUsdtWithdrawal(
      em,
      {
        id: String(current.id),
        userId: String(current.user_id),
        amount: BigInt(current.amount),
        fee: BigInt(current.fee),
      },
      staffId,
    );
    return toUsdtWithdrawalView((await findUsdtWithdrawal(em, id))!);
  });
}
