import type { AppDeps } from "../../../../app-deps.js";
import { approvedLongerThan } from "../../shared/repo/withdrawal.repo.js";

/** An approved withdrawal whose send job has not claimed it after this long is scheduled again. */
export const RESEND_APPROVED_AFTER_SECONDS = 5 * 60;

/**
 * Sweep task: approved USDT and card withdrawals still APPROVED well after approval (the send job
 * was lost, or gave up while the node was unreachable) get their send job again. Safe to repeat:
 * the job first claims APPROVED → SENDING by a conditional update, so at most one send happens, and
 * the job id is fixed per withdrawal and 5-minute window, so a sweep adds at most one job per window.
 * Returns how many jobs were scheduled.
 */
export async function resendApprovedWithdrawals(deps: AppDeps): Promise<number> {
  const queue = deps.queues.get("wallet");
  const window = Math.floor(Date.now() / (RESEND_APPROVED_AFTER_SECONDS * 1000));
  let scheduled = 0;
  for (const { table, job, prefix } of [
    { table: "usdt_withdrawal", job: "sendUsdtWithdrawal", prefix: "send-usdt-withdrawal" },
    { table: "card_withdrawal", job: "sendCardWithdrawal", prefix: "send-card-withdrawal" },
  ] as const) {
    for (const id of await approvedLongerThan(deps.dataSource, table, RESEND_APPROVED_AFTER_SECONDS)) {
      await queue.add(job, { withdrawalId: id }, { jobId: `${prefix}-${id}-sweep-${window}` });
      scheduled++;
    }
  }
  return scheduled;
}
