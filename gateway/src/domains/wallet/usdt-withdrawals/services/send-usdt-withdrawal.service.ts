import type { AppDeps } from "../../../../app-deps.js";
import { usdtNetwork, usdtSender } from "../../../../adapters/chain/chain-registry.js";
import type { WithHotWalletSigner } from "../../../../adapters/chain/hot-wallet-signer.js";
import {
  claimAndSendWithdrawal,
  failWithdrawalSend,
  type SentWithdrawalKind,
  type WithdrawalSendOutcome,
} from "../../shared/services/withdrawal-send.js";
import { microToTokenUnits } from "./chain-send-outcome.js";
import { moneyOf, settleSentUsdtWithdrawal, unfreezeUsdtWithdrawal } from "./usdt-withdrawal-ledger.js";
import { findUsdtWithdrawal, type UsdtWithdrawalRow } from "./usdt-withdrawal-view.js";

export type SendUsdtOutcome = WithdrawalSendOutcome;

/**
 * USDT withdrawals on the shared send steps: a failure unfreezes amount + fee, and either end
 * clears pending_user_id so the member may ask again.
 */
export const USDT_WITHDRAWAL: SentWithdrawalKind<UsdtWithdrawalRow> = {
  table: "usdt_withdrawal",
  label: "usdt withdrawal",
  clearedOnEnd: ["pending_user_id"],
  giveBack: (em, row) => unfreezeUsdtWithdrawal(em, moneyOf(row), null),
  settle: (em, row) => settleSentUsdtWithdrawal(em, moneyOf(row)),
};

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
 * Runs in the workers' process only: `deps.signer` holds the hot wallet's key, which the gateway never has.
 */
export async function sendUsdtWithdrawal(
  deps: AppDeps & WithHotWalletSigner,
  withdrawalId: string,
): Promise<SendUsdtOutcome> {
  const row = await findUsdtWithdrawal(deps.dataSource.manager, withdrawalId);
  if (!row || row.status !== "APPROVED") return "skipped";
  const runtime = usdtNetwork(deps.config, row.network);
  const sender = usdtSender(deps.config, deps.signer, row.network);
  if (!runtime || !sender) {
    await failWithdrawalSend(
      deps,
      USDT_WITHDRAWAL,
      row,
      "APPROVED",
      `network ${row.network} is not available`,
    );
    return "failed";
  }
  // Read before the claim: if the node cannot be reached yet, the job throws and BullMQ retries it
  // while the withdrawal is still APPROVED (nothing can have been sent).
  const decimals = await runtime.adapter.tokenDecimals(runtime.token);
  const value = microToTokenUnits(BigInt(row.amount), decimals);
  if (value === null) {
    await failWithdrawalSend(
      deps,
      USDT_WITHDRAWAL,
      row,
      "APPROVED",
      `amount cannot be expressed in ${decimals} decimals`,
    );
    return "failed";
  }
  return claimAndSendWithdrawal(deps, USDT_WITHDRAWAL, withdrawalId, row, () =>
    sender.sendToken(runtime.token, row.address, value),
  );
}
