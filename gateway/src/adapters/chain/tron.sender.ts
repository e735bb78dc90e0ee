import type { Hex, LocalAccount } from "viem";
import { DomainError } from "../../shared/domain-error.js";
import type { ChainSender, SentTransaction } from "./chain-adapter.js";
import { tronBase58ToHex } from "./tron-address.js";
import { decodeTronMessage, tronCall, tronInfoFailed, type TronTransactionInfo } from "./tron-http.js";

export interface TronSenderOptions {
  /** Base URL of a TRON full node's HTTP API. */
  apiUrl: string;
  /** How long sendToken waits for the transaction to be in a block. */
  confirmTimeoutMs?: number;
  /** Delay between polls of gettransactioninfobyid. */
  pollIntervalMs?: number;
}

/** Upper bound of energy a USDT transfer may burn (in sun): 100 TRX. */
const FEE_LIMIT_SUN = 100_000_000;

/**
 * Sends TRC-20 USDT from the hot wallet (the same secp256k1 key as on the EVM chains). Built only in
 * the workers' process: `hot` is the account of the hot wallet's key (see hot-wallet-signer.ts),
 * which signs the transaction id the node builds.
 */
export function createTronSender(options: TronSenderOptions, hot: LocalAccount): ChainSender {
  const base = options.apiUrl.replace(/\/+$/, "");
  const hotHex = `41${hot.address.slice(2).toLowerCase()}`;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 120_000;
  const pollIntervalMs = options.pollIntervalMs ?? 3_000;
  const call = <T>(path: string, body: unknown) => tronCall<T>(base, path, body);

  return {
    async sendToken(token, to, value): Promise<SentTransaction> {
      // transfer(address,uint256): the recipient as a 20-byte word, then the amount.
      const parameter = tronBase58ToHex(to).slice(2).padStart(64, "0") + value.toString(16).padStart(64, "0");
      const built = await call<{
        result?: { result?: boolean; message?: string };
        transaction?: { txID: string; raw_data: unknown; raw_data_hex: string };
      }>("/wallet/triggersmartcontract", {
        owner_address: hotHex,
        contract_address: tronBase58ToHex(token),
        function_selector: "transfer(address,uint256)",
        parameter,
        fee_limit: FEE_LIMIT_SUN,
        call_value: 0,
      });
      if (!built.result?.result || !built.transaction) {
        throw new Error(`TRON triggersmartcontract failed: ${decodeTronMessage(built.result?.message)}`);
      }
      const transaction = built.transaction;
      // The txID is sha256(raw_data); TRON wants r ‖ s ‖ v with v = 27 + recovery id (as TronWeb signs).
      const signature = await hot.sign!({ hash: `0x${transaction.txID}` as Hex });
      const r = signature.slice(2, 66);
      const s = signature.slice(66, 130);
      const recovery = parseInt(signature.slice(130, 132), 16);
      const v = (recovery >= 27 ? recovery - 27 : recovery) + 27;
      const signed = { ...transaction, signature: [`${r}${s}${v.toString(16).padStart(2, "0")}`] };
      const broadcast = await call<{ result?: boolean; code?: string; message?: string }>(
        "/wallet/broadcasttransaction",
        signed,
      );
      if (!broadcast.result) {
        throw new Error(
          `TRON broadcast failed: ${broadcast.code ?? ""} ${decodeTronMessage(broadcast.message)}`,
        );
      }
      const deadline = Date.now() + confirmTimeoutMs;
      for (;;) {
        const info = await call<TronTransactionInfo>("/wallet/gettransactioninfobyid", {
          value: transaction.txID,
        });
        if (info.blockNumber !== undefined) {
          if (tronInfoFailed(info)) {
            throw new Error(
              `TRON transaction ${transaction.txID} failed: ${info.receipt?.result ?? ""} ${decodeTronMessage(info.resMessage)}`,
            );
          }
          return { txHash: transaction.txID };
        }
        if (Date.now() > deadline) throw new Error(`TRON transaction ${transaction.txID} not mined in time`);
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      }
    },

    async sendCard() {
      // Cards live on EVM chains only.
      throw new DomainError("NETWORK_UNAVAILABLE");
    },
  };
}
