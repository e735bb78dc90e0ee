import { CARD_CHAINS, type CardChain } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { cardChain } from "../../chain/chain-registry.js";
import { isDefiniteSendFailure, sendErrorText } from "../usdt-withdrawals/services/chain-send-outcome.js";
import {
  partsOf,
  returnCardWithdrawal,
  settleSentCardWithdrawal,
} from "./services/card-withdrawal-effects.js";
import { findCardWithdrawal, type CardWithdrawalRow } from "./services/card-withdrawal-view.js";

export type SendCardOutcome = "skipped" | "sent" | "failed" | "unknown";

/** APPROVED or SENDING → FAILED with a reason; fee unfrozen and units back in the holding. */
async function failWithdrawal(
  deps: AppDeps,
  row: CardWithdrawalRow,
  from: "APPROVED" | "SENDING",
  reason: string,
) {
  await withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE card_withdrawal SET status = 'FAILED', failure_reason = ? WHERE id = ? AND status = ?`,
      [reason.slice(0, 255), row.id, from],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1) return;
    await returnCardWithdrawal(em, partsOf(row), null);
  });
}

/**
 * Sends an approved card withdrawal on chain (the `wallet/sendCardWithdrawal` job): the ERC-1155
 * units go from the hot wallet to the member's address. Same steps as a USDT withdrawal: a
 * conditional APPROVED → SENDING claim (a second delivery does nothing), the transfer, then SENT
 * with the hash and the frozen fee to fees; a definite failure (revert, rejection) → FAILED with the
 * fee unfrozen and the units back; an unclear one stays SENDING for staff (never resent). A chain
 * that is no longer configured fails it with a reason.
 */
export async function sendCardWithdrawal(deps: AppDeps, withdrawalId: string): Promise<SendCardOutcome> {
  const row = await findCardWithdrawal(deps.dataSource.manager, withdrawalId);
  if (!row || row.status !== "APPROVED") return "skipped";
  const chainCode = row.chain_code as CardChain;
  const chain = CARD_CHAINS.includes(chainCode) ? cardChain(deps.config, chainCode) : null;
  if (!chain) {
    await failWithdrawal(deps, row, "APPROVED", `chain ${row.chain_code} is not available`);
    return "failed";
  }
  // Asked before the claim: a node that cannot be reached makes the job throw and BullMQ retry it
  // while the withdrawal is still APPROVED (nothing can have been sent).
  await chain.adapter.latestBlockNumber();
  const claimed = (await deps.dataSource.query(
    `UPDATE card_withdrawal SET status = 'SENDING' WHERE id = ? AND status = 'APPROVED'`,
    [row.id],
  )) as { affectedRows: number };
  if (claimed.affectedRows !== 1) return "skipped";

  let txHash: string;
  try {
    ({ txHash } = await chain.adapter.sendCard(
      row.token_address,
      BigInt(row.token_id),
      Number(row.units),
      row.address,
    ));
  } catch (error) {
    const text = sendErrorText(error);
    if (isDefiniteSendFailure(error)) {
      deps.logger.warn({ withdrawalId, err: text }, "card withdrawal send failed");
      await failWithdrawal(deps, row, "SENDING", `send failed: ${text}`);
      return "failed";
    }
    deps.logger.error({ withdrawalId, err: text }, "card withdrawal send outcome unknown; left SENDING");
    await deps.dataSource.query(
      `UPDATE card_withdrawal SET failure_reason = ? WHERE id = ? AND status = 'SENDING'`,
      [`outcome unknown, check on chain: ${text}`.slice(0, 255), row.id],
    );
    return "unknown";
  }

  await withTransaction(deps.dataSource, async (em) => {
    const result = (await em.query(
      `UPDATE card_withdrawal SET status = 'SENT', tx_hash = ?, sent_at = NOW(3), failure_reason = NULL
        WHERE id = ? AND status = 'SENDING'`,
      [txHash, row.id],
    )) as { affectedRows: number };
    if (result.affectedRows !== 1)
      throw new Error(`card withdrawal ${row.id} left SENDING while it was sent`);
    await settleSentCardWithdrawal(em, partsOf(row));
  });
  deps.logger.info({ withdrawalId, txHash }, "card withdrawal sent");
  return "sent";
}
