import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../../app-deps.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { isDefiniteSendFailure, sendErrorText } from "../../usdt-withdrawals/services/chain-send-outcome.js";
import {
  claimApproved,
  markFailed,
  markSent,
  noteUnclearSend,
  type WithdrawalTable,
} from "../repo/withdrawal.repo.js";
import type { WithdrawalLifecycleRow } from "./withdrawal-row.js";

/*
 * The send jobs of USDT and card withdrawals follow the same steps once the chain is known: claim
 * APPROVED → SENDING so only one delivery sends, send from the hot wallet, then SENT and settle, or
 * FAILED and give back on a definite failure, or stay SENDING for staff when the outcome is unclear
 * (never resent). One implementation keeps the hot wallet's at-most-once rule in a single place;
 * each job keeps its own chain lookup and transfer.
 */

export type WithdrawalSendOutcome = "skipped" | "sent" | "failed" | "unknown";

/** What differs between the kinds of withdrawal sent on chain. */
export interface SentWithdrawalKind<Row extends WithdrawalLifecycleRow> {
  table: WithdrawalTable;
  /** How logs and errors name it, e.g. `usdt withdrawal`. */
  label: string;
  /** Columns set to NULL when it ends (SENT or FAILED), besides the failure reason on SENT. */
  clearedOnEnd: readonly string[];
  /** Gives the member back what the request froze (a failed send; no actor). */
  giveBack(em: EntityManager, row: Row): Promise<void>;
  /** Moves what the request froze out of the member's account (a mined send). */
  settle(em: EntityManager, row: Row): Promise<void>;
}

/** APPROVED or SENDING → FAILED with a reason (conditional), and what was frozen goes back. */
export async function failWithdrawalSend<Row extends WithdrawalLifecycleRow>(
  deps: AppDeps,
  kind: SentWithdrawalKind<Row>,
  row: Row,
  from: "APPROVED" | "SENDING",
  reason: string,
): Promise<void> {
  await withTransaction(deps.dataSource, (em) => markWithdrawalFailed(em, kind, row, from, reason));
}

/**
 * The FAILED step inside the caller's transaction: `from` → FAILED (conditional) and the give-back.
 * False when the row was no longer in `from` (nothing moved). Shared by the send job and staff
 * settling a stuck withdrawal, so both unfreeze under the same idempotency keys.
 */
export async function markWithdrawalFailed<Row extends WithdrawalLifecycleRow>(
  em: EntityManager,
  kind: SentWithdrawalKind<Row>,
  row: Row,
  from: "APPROVED" | "SENDING",
  reason: string,
): Promise<boolean> {
  if (!(await markFailed(em, kind.table, row.id, from, reason, kind.clearedOnEnd))) return false;
  await kind.giveBack(em, row);
  return true;
}

/**
 * The SENT step inside the caller's transaction: SENDING → SENT with the hash (conditional) and the
 * settlement. False when the row was no longer SENDING (nothing moved). Shared by the send job and
 * staff settling a stuck withdrawal, so the money moves under the same idempotency keys either way.
 */
export async function markWithdrawalSent<Row extends WithdrawalLifecycleRow>(
  em: EntityManager,
  kind: SentWithdrawalKind<Row>,
  row: Row,
  txHash: string,
): Promise<boolean> {
  if (!(await markSent(em, kind.table, row.id, txHash, kind.clearedOnEnd))) return false;
  await kind.settle(em, row);
  return true;
}

/**
 * Claims an APPROVED withdrawal (APPROVED → SENDING; a second delivery finds it claimed and
 * answers "skipped"), runs `send` (the transfer, resolved once mined) and records the outcome: SENT
 * with the hash and settled; FAILED and given back on a definite failure (revert, rejection); left
 * SENDING with the error noted when the outcome is unclear (timeout, connection lost after
 * broadcasting), for staff to check on chain. `withdrawalId` is the job's, for the logs.
 */
export async function claimAndSendWithdrawal<Row extends WithdrawalLifecycleRow>(
  deps: AppDeps,
  kind: SentWithdrawalKind<Row>,
  withdrawalId: string,
  row: Row,
  send: () => Promise<{ txHash: string }>,
): Promise<WithdrawalSendOutcome> {
  if (!(await claimApproved(deps.dataSource, kind.table, row.id))) return "skipped";

  let txHash: string;
  try {
    ({ txHash } = await send());
  } catch (error) {
    const text = sendErrorText(error);
    if (isDefiniteSendFailure(error)) {
      deps.logger.warn({ withdrawalId, err: text }, `${kind.label} send failed`);
      await failWithdrawalSend(deps, kind, row, "SENDING", `send failed: ${text}`);
      return "failed";
    }
    deps.logger.error({ withdrawalId, err: text }, `${kind.label} send outcome unknown; left SENDING`);
    await noteUnclearSend(deps.dataSource, kind.table, row.id, `outcome unknown, check on chain: ${text}`);
    return "unknown";
  }

  await withTransaction(deps.dataSource, async (em) => {
    if (!(await markWithdrawalSent(em, kind, row, txHash))) {
      throw new Error(`${kind.label} ${row.id} left SENDING while it was sent`);
    }
  });
  deps.logger.info({ withdrawalId, txHash }, `${kind.label} sent`);
  return "sent";
}
