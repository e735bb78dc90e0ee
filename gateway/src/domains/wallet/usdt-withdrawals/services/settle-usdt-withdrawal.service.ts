import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { usdtNetwork } from "../../../../adapters/chain/chain-registry.js";
import { verifyTokenTransfer } from "../../../../adapters/chain/transfer-verification.js";
import {
  normalizeTxHash,
  settleWithdrawal,
  type SettleWithdrawalInput,
  type SettledWithdrawalKind,
} from "../../shared/services/withdrawal-settle.js";
import { USDT_WITHDRAWAL } from "./send-usdt-withdrawal.service.js";
import { microToTokenUnits } from "./chain-send-outcome.js";
import {
  findUsdtWithdrawal,
  toUsdtWithdrawalView,
  type UsdtWithdrawalRow,
  type UsdtWithdrawalView,
} from "./usdt-withdrawal-view.js";

function kindFor(deps: AppDeps): SettledWithdrawalKind<UsdtWithdrawalRow, UsdtWithdrawalView> {
  const runtimeOf = (row: UsdtWithdrawalRow) => {
    const runtime = usdtNetwork(deps.config, row.network);
    if (!runtime) throw new DomainError("NETWORK_UNAVAILABLE");
    return runtime;
  };
  return {
    sent: USDT_WITHDRAWAL,
    find: findUsdtWithdrawal,
    toView: toUsdtWithdrawalView,
    normalizeHash: (row, txHash) => normalizeTxHash(runtimeOf(row).adapter.family, txHash),
    async verify(row, txHash) {
      const runtime = runtimeOf(row);
      const decimals = await runtime.adapter.tokenDecimals(runtime.token);
      const value = microToTokenUnits(BigInt(row.amount), decimals);
      if (value === null) return false;
      return verifyTokenTransfer(runtime.adapter, {
        txHash,
        token: runtime.token,
        // The hot wallet's configured address on this chain (public: the gateway holds no key).
        from: runtime.adapter.hotWalletAddress(),
        to: row.address,
        value,
      });
    },
  };
}

/**
 * Staff finish a USDT withdrawal stuck in SENDING (an unclear send): with the hash of its transfer,
 * verified on chain (USDT Transfer from the hot wallet to the address of exactly the amount), it
 * becomes SENT and amount + fee leave the member as in a normal send; with `confirmNotSent` it
 * fails ("settled by staff: not sent") and amount + fee are unfrozen. See settleWithdrawal.
 */
export async function settleUsdtWithdrawal(
  deps: AppDeps,
  staffId: string,
  id: string,
  input: SettleWithdrawalInput,
): Promise<UsdtWithdrawalView> {
  return settleWithdrawal(deps, kindFor(deps), staffId, id, input);
}
