import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../graphql/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { enqueueAfterCommit } from "../../../outbox/services/enqueue-after-commit.service.js";
import { partsOf, returnCardWithdrawal } from "./card-withdrawal-effects.js";
import { findCardWithdrawal, toCardWithdrawalView, type CardWithdrawalView } from "./card-withdrawal-view.js";

/**
 * Staff approve a card withdrawal under review: REVIEW → APPROVED (conditional) and the
 * `wallet/sendCardWithdrawal` job recorded in the same transaction. Approving an approved one again
 * re-schedules the job (the claim still sends once); a sending or sent one answers unchanged; a failed one cannot be approved (400).
 */
export async function approveCardWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
): Promise<CardWithdrawalView> {
  return withTransaction(deps.dataSource, async (em) => {
    const current = await findCardWithdrawal(em, id);
    if (!current) throw new DomainError("NOT_FOUND");
    const result = (await em.query(
      `UPDATE card_withdrawal SET status = 'APPROVED', reviewed_by = ?, reviewed_at = NOW(3)
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
          "sendCardWithdrawal",
          { withdrawalId: String(current.id) },
          { jobId: `send-card-withdrawal-${current.id}-again-${Date.now()}` },
        );
      }
      return toCardWithdrawalView(current);
    }
    await enqueueAfterCommit(
      em,
      "wallet",
      "sendCardWithdrawal",
      { withdrawalId: String(current.id) },
      { jobId: `send-card-withdrawal-${current.id}` },
    );
    return toCardWithdrawalView((await findCardWithdrawal(em, id))!);
  });
}

/**
 * Staff reject a card withdrawal that has not started sending (REVIEW or APPROVED → FAILED with the
 * reason): the fee is unfrozen and the units return to the member's holding. Rejecting a failed one
 * answers it unchanged; one that is sending or sent cannot be rejected (400).
 */
export async function rejectCardWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
  reason: string,
): Promise<CardWithdrawalView> {
  const text = String(reason ?? "").trim();
  if (!text || text.length > 255) throw new DomainError("DATA_ERROR", { field: "reason" });
  return withTransaction(deps.dataSource, async (em) => {
    const current = await findCardWithdrawal(em, id);
    if (!current) throw new DomainError("NOT_FOUND");
    const result = (await em.query(
      `UPDATE card_withdrawal SET status = 'FAILED', failure_reason = ?, reviewed_by = ?, reviewed_at = NOW(3)
        WHERE id = ? AND status IN ('REVIEW', 'APPROVED')`,
      [text, staffId, id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) {
      if (current.status === "FAILED") return toCardWithdrawalView(current);
      throw new DomainError("DATA_ERROR", { field: "status" });
    }
    await returnCardWithdrawal(em, partsOf(current), staffId);
    return toCardWithdrawalView((await findCardWithdrawal(em, id))!);
  });
}
