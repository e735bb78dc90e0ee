import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { usdtNetwork } from "../../chain/chain-registry.js";
import { isDefiniteSendFailure, microToTokenUnits, sendErrorText } from "./services/chain-send-outcome.js";
import {
  moneyOf,
  settleSentUsdtWithdrawal,
  unfreezeUsdtWithdrawal,
} from "./services/usdt-withdrawal-ledger.js";
import { findUsdtWithdrawal, type UsdtWithdrawalRow } from "./services/usdt-withdrawal-view.js";

export type SendUsdtOutcome = "skipped" | "sent" | "failed" | "unknown";

/** APPROVED or SENDING → FAILED with a reason; the amount + fee go back to the member. */
async function failWithdrawal(
  deps: AppDeps,
  row: UsdtWithdrawalRow,
  from: "APPROVED" | "SENDING",
  reason: string,
) {
  await withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE usdt_withdrawal SET status = 'FAILED', failure_reason = ?, pending_user_id = NULL
        WHERE id = ? AND status = ?`,
      [reason.slice(0, 255), row.id, from],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) return;
    await unfreezeUsdtWithdrawal(em, moneyOf(row), null);
  });
}

/**
 * Sends an approved USDT withdrawal on chain (the `wallet/sendUsdtWithdrawal` job).
 *
 * 1. Claim: APPROVED → SENDING by a conditional update. Only one delivery of the job wins; any
 *    other (a retry, a duplicate) finds it no longer APPROVED and does nothing, so the hot wallet
 *    never sends the same withdrawal twice.
 * 2. The amount (micro-USDT) is converted to the token's base units (6 decimals on Ethereum and
 *    TRON, 18 on BNB Smart Chain; read before the claim, so a node that cannot be reached makes the
 *    job throw and retry while still APPROVED) and sent from the hot wallet; the adapter waits
 *    until it is mined.
 * 3. Mined: SENDING → SENT with the hash, and the frozen amount + fee leave the member (amount to
 *    chain clearing, fee to fees) in one transaction. A definite failure (revert, rejection):
 *    SENDING → FAILED and the money is unfrozen. An unclear failure (timeout, connection lost after
 *    broadcasting) leaves it SENDING with the error noted, for staff to check on chain — never resent.
 * A network that is no longer configured fails the withdrawal with a reason and unfreezes it.
 */
export async function sendUsdtWithdrawal(deps: AppDeps, withdrawalId: string): Promise<SendUsdtOutcome> {
  const row = await findUsdtWithdrawal(deps.dataSource.manager, withdrawalId);
  if (!row || row.status !== "APPROVED") return "skipped";
  const runtime = usdtNetwork(deps.config, row.network);
  if (!runtime) {
    await failWithdrawal(deps, row, "APPROVED", `network ${row.network} is not available`);
    return "failed";
  }
  // Read before the claim: if the node cannot be reached yet, the job throws and BullMQ retries it
  // while the withdrawal is still APPROVED (nothing can have been sent).
  const decimals = await runtime.adapter.tokenDecimals(runtime.token);
  const value = microToTokenUnits(BigInt(row.amount), decimals);
  if (value === null) {
    await failWithdrawal(deps, row, "APPROVED", `amount cannot be expressed in ${decimals} decimals`);
    return "failed";
  }
  const claimed = (await deps.dataSource.query(
    `UPDATE usdt_withdrawal SET status = 'SENDING' WHERE id = ? AND status = 'APPROVED'`,
    [row.id],
  )) as { affectedRows: number };
  if (claimed.affectedRows !== 1) return "skipped";

  let txHash: string;
  try {
    ({ txHash } = await runtime.adapter.sendToken(runtime.token, row.address, value));
  } catch (error) {
    const text = sendErrorText(error);
    if (isDefiniteSendFailure(error)) {
      deps.logger.warn({ withdrawalId, err: text }, "usdt withdrawal send failed");
      await failWithdrawal(deps, row, "SENDING", `send failed: ${text}`);
      return "failed";
    }
    deps.logger.error({ withdrawalId, err: text }, "usdt withdrawal send outcome unknown; left SENDING");
    await deps.dataSource.query(
      `UPDATE usdt_withdrawal SET failure_reason = ? WHERE id = ? AND status = 'SENDING'`,
      [`outcome unknown, check on chain: ${text}`.slice(0, 255), row.id],
    );
    return "unknown";
  }

  await withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE usdt_withdrawal SET status = 'SENT', tx_hash = ?, sent_at = NOW(3), pending_user_id = NULL,
              failure_reason = NULL
        WHERE id = ? AND status = 'SENDING'`,
      [txHash, row.id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1)
      throw new Error(`usdt withdrawal ${row.id} left SENDING while it was sent`);
    await settleSentUsdtWithdrawal(em, moneyOf(row));
  });
  deps.logger.info({ withdrawalId, txHash }, "usdt withdrawal sent");
  return "sent";
}
