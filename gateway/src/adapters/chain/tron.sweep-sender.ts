import type { Hex, LocalAccount } from "viem";
import type { SweepSender } from "./sweep-signer.js";
import { tronAddressFromEvm, tronBase58ToHex } from "./tron-address.js";
import { decodeTronMessage, tronCall, tronInfoFailed, type TronTransactionInfo } from "./tron-http.js";

export interface TronSweepOptions {
  gasAccount: LocalAccount;
  depositKey: (index: number) => LocalAccount;
  pollingIntervalMs: number;
  timeoutMs: number;
}

/** Energy a USDT transfer to an address that already holds USDT takes when the node cannot estimate it. */
const FALLBACK_ENERGY = 65_000n;
/** Sun per unit of energy burnt when the node does not say (the network parameter getEnergyFee). */
const FALLBACK_ENERGY_FEE = 420n;

interface BuiltTransaction {
  txID: string;
  raw_data: unknown;
  raw_data_hex: string;
}

const hex41 = (account: LocalAccount) => `41${account.address.slice(2).toLowerCase()}`;

/**
 * The TRON side of the sweep: TRX from the gas wallet (it burns for the transfer's energy), then
 * TRC-20 USDT from the deposit address, signed like tron.sender.ts signs the hot wallet's.
 */
export function createTronSweepSender(apiUrl: string, options: TronSweepOptions): SweepSender {
  const base = apiUrl.replace(/\/+$/, "");
  const call = <T>(path: string, body: unknown) => tronCall<T>(base, path, body);

  async function signAndBroadcast(account: LocalAccount, transaction: BuiltTransaction): Promise<string> {
    const signature = await account.sign!({ hash: `0x${transaction.txID}` as Hex });
    const recovery = parseInt(signature.slice(130, 132), 16);
    const v = (recovery >= 27 ? recovery - 27 : recovery) + 27;
    const signed = {
      ...transaction,
      signature: [`${signature.slice(2, 130)}${v.toString(16).padStart(2, "0")}`],
    };
    const result = await call<{ result?: boolean; code?: string; message?: string }>(
      "/wallet/broadcasttransaction",
      signed,
    );
    if (!result.result) {
      throw new Error(`TRON broadcast failed: ${result.code ?? ""} ${decodeTronMessage(result.message)}`);
    }
    return transaction.txID;
  }

  const transferParameter = (to: string, value: bigint) =>
    tronBase58ToHex(to).slice(2).padStart(64, "0") + value.toString(16).padStart(64, "0");

  return {
    gasWalletAddress: tronAddressFromEvm(options.gasAccount.address),

    depositAddress: (index) => tronAddressFromEvm(options.depositKey(index).address),

    async quoteTokenTransfer(token, from, to, value) {
      const [estimate, parameters] = await Promise.all([
        call<{ energy_used?: number }>("/wallet/triggerconstantcontract", {
          owner_address: tronBase58ToHex(from),
          contract_address: tronBase58ToHex(token),
          function_selector: "transfer(address,uint256)",
          parameter: transferParameter(to, value),
        }).catch(() => ({}) as { energy_used?: number }),
        call<{ chainParameter?: { key: string; value?: number }[] }>("/wallet/getchainparameters", {}).catch(
          () => ({}) as { chainParameter?: { key: string; value?: number }[] },
        ),
      ]);
      const fee = parameters.chainParameter?.find((p) => p.key === "getEnergyFee")?.value;
      const energy = estimate.energy_used ? BigInt(estimate.energy_used) : FALLBACK_ENERGY;
      return {
        gasLimit: (energy * 125n) / 100n,
        gasPrice: fee ? BigInt(fee) : FALLBACK_ENERGY_FEE,
      };
    },

    async sendGas(to, amount) {
      const built = await call<BuiltTransaction & { Error?: string }>("/wallet/createtransaction", {
        owner_address: hex41(options.gasAccount),
        to_address: tronBase58ToHex(to),
        amount: Number(amount),
      });
      if (!built.txID) throw new Error(`TRON createtransaction failed: ${built.Error ?? "no transaction"}`);
      return signAndBroadcast(options.gasAccount, built);
    },

    async sendTokenFromDeposit(index, token, to, value, gas) {
      const account = options.depositKey(index);
      const built = await call<{
        result?: { result?: boolean; message?: string };
        transaction?: BuiltTransaction;
      }>("/wallet/triggersmartcontract", {
        owner_address: hex41(account),
        contract_address: tronBase58ToHex(token),
        function_selector: "transfer(address,uint256)",
        parameter: transferParameter(to, value),
        fee_limit: Number(gas.gasLimit * gas.gasPrice),
        call_value: 0,
      });
      if (!built.result?.result || !built.transaction) {
        throw new Error(`TRON triggersmartcontract failed: ${decodeTronMessage(built.result?.message)}`);
      }
      return signAndBroadcast(account, built.transaction);
    },

    async waitFor(hash) {
      const deadline = Date.now() + options.timeoutMs;
      for (;;) {
        const info = await call<TronTransactionInfo>("/wallet/gettransactioninfobyid", { value: hash });
        if (info.blockNumber !== undefined) return tronInfoFailed(info) ? "reverted" : "success";
        if (Date.now() > deadline) throw new Error(`TRON transaction ${hash} not mined in time`);
        await new Promise((resolve) => setTimeout(resolve, options.pollingIntervalMs));
      }
    },
  };
}
