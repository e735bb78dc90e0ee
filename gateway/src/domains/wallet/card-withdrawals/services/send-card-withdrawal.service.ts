import { CARD_CHAINS, type CardChain } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { cardChain, cardSender } from "../../../../adapters/chain/chain-registry.js";
import type { WithHotWalletSigner } from "../../../../adapters/chain/hot-wallet-signer.js";
import {
  claimAndSendWithdrawal,
  failWithdrawalSend,
  type SentWithdrawalKind,
  type WithdrawalSendOutcome,
} from "../../shared/services/withdrawal-send.js";
import { partsOf, returnCardWithdrawal, settleSentCardWithdrawal } from "./card-withdrawal-effects.js";
import { findCardWithdrawal, type CardWithdrawalRow } from "./card-withdrawal-view.js";

export type SendCardOutcome = WithdrawalSendOutcome;

/** Card withdrawals on the shared send steps: a failure unfreezes the fee and returns the units. */
export const CARD_WITHDRAWAL: SentWithdrawalKind<CardWithdrawalRow> = {
  table: "card_withdrawal",
  label: "card withdrawal",
  clearedOnEnd: [],
  giveBack: (em, row) => returnCardWithdrawal(em, partsOf(row), null),
  settle: (em, row) => settleSentCardWithdrawal(em, partsOf(row)),
};

/**
 * Sends an approved card withdrawal on chain (the `wallet/sendCardWithdrawal` job): the ERC-1155
 * units go from the hot wallet to the member's address. Same steps as a USDT withdrawal: a
 * conditional APPROVED → SENDING claim (a second delivery does nothing), the transfer, then SENT
 * with the hash and the frozen fee to fees; a definite failure (revert, rejection) → FAILED with the
 * fee unfrozen and the units back; an unclear one stays SENDING for staff (never resent). A chain
 * that is no longer configured fails it with a reason. Runs in the workers' process only:
 * `deps.signer` holds the hot wallet's key, which the gateway never has.
 */
export async function sendCardWithdrawal(
  deps: AppDeps & WithHotWalletSigner,
  withdrawalId: string,
): Promise<SendCardOutcome> {
  const row = await findCardWithdrawal(deps.dataSource.manager, withdrawalId);
  if (!row || row.status !== "APPROVED") return "skipped";
  const chainCode = row.chain_code as CardChain;
  const known = CARD_CHAINS.includes(chainCode);
  const chain = known ? cardChain(deps.config, chainCode) : null;
  const sender = known ? cardSender(deps.config, deps.signer, chainCode) : null;
  if (!chain || !sender) {
    await failWithdrawalSend(
      deps,
      CARD_WITHDRAWAL,
      row,
      "APPROVED",
      `chain ${row.chain_code} is not available`,
    );
    return "failed";
  }
  // Asked before the claim: a node that cannot be reached makes the job throw and BullMQ retry it
  // while the withdrawal is still APPROVED (nothing can have been sent).
  await chain.adapter.latestBlockNumber();
  return claimAndSendWithdrawal(deps, CARD_WITHDRAWAL, withdrawalId, row, () =>
    sender.sendCard(row.token_address, BigInt(row.token_id), Number(row.units), row.address),
  );
}
