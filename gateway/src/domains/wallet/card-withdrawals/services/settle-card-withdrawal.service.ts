import { CARD_CHAINS, type CardChain } from "@vitrine/schema";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { cardChain } from "../../../../adapters/chain/chain-registry.js";
import { verifyCardTransfer } from "../../../../adapters/chain/transfer-verification.js";
import {
  normalizeTxHash,
  settleWithdrawal,
  type SettleWithdrawalInput,
  type SettledWithdrawalKind,
} from "../../shared/services/withdrawal-settle.js";
import { CARD_WITHDRAWAL } from "./send-card-withdrawal.service.js";
import {
  findCardWithdrawal,
  toCardWithdrawalView,
  type CardWithdrawalRow,
  type CardWithdrawalView,
} from "./card-withdrawal-view.js";

function kindFor(deps: AppDeps): SettledWithdrawalKind<CardWithdrawalRow, CardWithdrawalView> {
  const chainOf = (row: CardWithdrawalRow) => {
    const code = row.chain_code as CardChain;
    const chain = CARD_CHAINS.includes(code) ? cardChain(deps.config, code) : null;
    if (!chain) throw new DomainError("NETWORK_UNAVAILABLE");
    return chain;
  };
  return {
    sent: CARD_WITHDRAWAL,
    find: findCardWithdrawal,
    toView: toCardWithdrawalView,
    normalizeHash: (row, txHash) => normalizeTxHash(chainOf(row).adapter.family, txHash),
    verify: (row, txHash) => {
      const { adapter } = chainOf(row);
      return verifyCardTransfer(adapter, {
        txHash,
        contract: row.token_address,
        // The hot wallet's configured address (public: the gateway holds no key).
        from: adapter.hotWalletAddress(),
        to: row.address,
        tokenId: BigInt(row.token_id),
        units: BigInt(row.units),
      });
    },
  };
}

/**
 * Staff finish a card withdrawal stuck in SENDING (an unclear send): with the hash of its transfer,
 * verified on chain (ERC-1155 TransferSingle of the token id and units from the hot wallet to the
 * address), it becomes SENT and the frozen fee is earned as in a normal send; with
 * `confirmNotSent` it fails ("settled by staff: not sent"), the fee is unfrozen and the units go
 * back to the holding. See settleWithdrawal.
 */
export async function settleCardWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
  input: SettleWithdrawalInput,
): Promise<CardWithdrawalView> {
  return settleWithdrawal(deps, kindFor(deps), staffId, id, input);
}
