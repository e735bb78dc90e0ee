import { keccak256, toHex, type Hex } from "viem";
import { privateKeyToAccount, sign } from "viem/accounts";
import { DomainError } from "../../graphql/domain-error.js";
import type { ChainAdapter, SentTransaction, TokenTransferLog } from "./chain-adapter.js";
import { hdAddressDeriver } from "./hd-derivation.js";
import { isTronAddress, tronAddressFromEvm, tronBase58ToHex, tronHexToBase58 } from "./tron-address.js";

export interface TronAdapterOptions {
  /** Base URL of a TRON full node's HTTP API (e.g. https://api.trongrid.io). */
  apiUrl: string;
  /** HD wallet of the deposit addresses (m/44'/195'/0'/0/i). */
  mnemonic: string;
  /** The hot wallet that pays withdrawals (the same secp256k1 key as on the EVM chains). */
  hotWalletPrivateKey: Hex;
  /** How long sendToken waits for the transaction to be in a block. */
  confirmTimeoutMs?: number;
  /** Delay between polls of gettransactioninfobyid. */
  pollIntervalMs?: number;
}

/** keccak256("Transfer(address,address,uint256)") without 0x, as TRON logs carry topics. */
const TRANSFER_TOPIC = keccak256(toHex("Transfer(address,address,uint256)")).slice(2);
/** Upper bound of energy a USDT transfer may burn (in sun): 100 TRX. */
const FEE_LIMIT_SUN = 100_000_000;

interface TronLog {
  address?: string;
  topics?: string[];
  data?: string;
}
interface TronTransactionInfo {
  id?: string;
  blockNumber?: number;
  result?: string;
  resMessage?: string;
  receipt?: { result?: string };
  log?: TronLog[];
}

/** TRON over the full node's HTTP API (fetch); USDT is a TRC-20 contract with the ERC-20 Transfer event. */
export function createTronAdapter(options: TronAdapterOptions): ChainAdapter {
  const base = options.apiUrl.replace(/\/+$/, "");
  const hot = privateKeyToAccount(options.hotWalletPrivateKey);
  const hotHex = `41${hot.address.slice(2).toLowerCase()}`;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 120_000;
  const pollIntervalMs = options.pollIntervalMs ?? 3_000;
  // TRON's coin type is 195; the address is the same 20 bytes an EVM address of that key would have.
  const deriveEvmForm = hdAddressDeriver(options.mnemonic, "m/44'/195'/0'/0");

  async function call<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`TRON ${path} answered HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  function topicAddress(topic: string): string {
    // An indexed address topic is the 20 bytes left-padded to 32.
    return tronHexToBase58(`41${topic.slice(-40)}`);
  }

  return {
    family: "tron",

    async latestBlockNumber() {
      const block = await call<{ block_header?: { raw_data?: { number?: number } } }>(
        "/wallet/getnowblock",
        {},
      );
      const number = block.block_header?.raw_data?.number;
      if (number === undefined) throw new Error("TRON getnowblock returned no block number");
      return BigInt(number);
    },

    async blockHashAt(blockNumber) {
      const block = await call<{ blockID?: string }>("/wallet/getblockbynum", { num: Number(blockNumber) });
      // The node answers {} for a height it does not have.
      return block.blockID ?? null;
    },

    async tokenTransfers(token, fromBlock, toBlock) {
      const tokenHex20 = tronBase58ToHex(token).slice(2);
      const transfers: TokenTransferLog[] = [];
      // TRON's HTTP API has no ranged log query: read each block's transaction infos.
      for (let number = fromBlock; number <= toBlock; number++) {
        // The block (its id and transaction ids) and the transaction infos are two requests: an info is
        // kept only when its transaction is in the block read, so a log is never paired with the id of a
        // block that replaced its own between the two reads.
        const [infos, block] = await Promise.all([
          call<TronTransactionInfo[] | Record<string, never>>("/wallet/gettransactioninfobyblocknum", {
            num: Number(number),
          }),
          call<{ blockID?: string; transactions?: { txID?: string }[] }>("/wallet/getblockbynum", {
            num: Number(number),
          }),
        ]);
        const blockHash = block.blockID;
        if (!blockHash || !Array.isArray(infos)) continue;
        const inBlock = new Set((block.transactions ?? []).map((tx) => tx.txID));
        for (const info of infos) {
          if (
            !info.id ||
            !inBlock.has(info.id) ||
            info.blockNumber !== Number(number) ||
            info.result === "FAILED" ||
            (info.receipt?.result && info.receipt.result !== "SUCCESS")
          ) {
            continue;
          }
          (info.log ?? []).forEach((log, logIndex) => {
            const topics = log.topics ?? [];
            if (log.address?.toLowerCase().slice(-40) !== tokenHex20.toLowerCase()) return;
            if (topics.length !== 3 || topics[0]?.toLowerCase() !== TRANSFER_TOPIC) return;
            transfers.push({
              txHash: info.id!,
              logIndex,
              blockNumber: number,
              blockHash,
              from: topicAddress(topics[1]!),
              to: topicAddress(topics[2]!),
              value: BigInt(`0x${log.data || "0"}`),
            });
          });
        }
      }
      return transfers;
    },

    async tokenDecimals(token) {
      const answer = await call<{ constant_result?: string[] }>("/wallet/triggerconstantcontract", {
        owner_address: hotHex,
        contract_address: tronBase58ToHex(token),
        function_selector: "decimals()",
        parameter: "",
      });
      const word = answer.constant_result?.[0];
      if (!word) throw new Error(`TRON decimals() of ${token} returned nothing`);
      return Number(BigInt(`0x${word}`));
    },

    hotWalletAddress: () => tronHexToBase58(hotHex),

    async tokenBalance(token, address) {
      // balanceOf(address): the owner as a 20-byte word.
      const answer = await call<{ constant_result?: string[] }>("/wallet/triggerconstantcontract", {
        owner_address: hotHex,
        contract_address: tronBase58ToHex(token),
        function_selector: "balanceOf(address)",
        parameter: tronBase58ToHex(address).slice(2).padStart(64, "0"),
      });
      const word = answer.constant_result?.[0];
      if (word === undefined) throw new Error(`TRON balanceOf() of ${token} returned nothing`);
      return BigInt(`0x${word || "0"}`);
    },

    async nativeBalance(address) {
      // The node answers {} for an account that was never activated, and leaves `balance` out at 0.
      const account = await call<{ balance?: number }>("/wallet/getaccount", {
        address: tronBase58ToHex(address),
      });
      return BigInt(account.balance ?? 0);
    },

    isValidAddress: isTronAddress,

    deriveAddress(index) {
      return tronAddressFromEvm(deriveEvmForm(index));
    },

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
        throw new Error(`TRON triggersmartcontract failed: ${decodeMessage(built.result?.message)}`);
      }
      const transaction = built.transaction;
      // The txID is sha256(raw_data); TRON wants r ‖ s ‖ v with v = 27 + recovery id (as TronWeb signs).
      const signature = await sign({
        hash: `0x${transaction.txID}`,
        privateKey: options.hotWalletPrivateKey,
      });
      const v = (signature.yParity ?? Number(signature.v ?? 27n) - 27) + 27;
      const signed = {
        ...transaction,
        signature: [`${signature.r.slice(2)}${signature.s.slice(2)}${v.toString(16).padStart(2, "0")}`],
      };
      const broadcast = await call<{ result?: boolean; code?: string; message?: string }>(
        "/wallet/broadcasttransaction",
        signed,
      );
      if (!broadcast.result) {
        throw new Error(`TRON broadcast failed: ${broadcast.code ?? ""} ${decodeMessage(broadcast.message)}`);
      }
      const deadline = Date.now() + confirmTimeoutMs;
      for (;;) {
        const info = await call<TronTransactionInfo>("/wallet/gettransactioninfobyid", {
          value: transaction.txID,
        });
        if (info.blockNumber !== undefined) {
          if (info.result === "FAILED" || (info.receipt?.result && info.receipt.result !== "SUCCESS")) {
            throw new Error(
              `TRON transaction ${transaction.txID} failed: ${info.receipt?.result ?? ""} ${decodeMessage(info.resMessage)}`,
            );
          }
          return { txHash: transaction.txID };
        }
        if (Date.now() > deadline) throw new Error(`TRON transaction ${transaction.txID} not mined in time`);
        await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      }
    },

    async transferOutcome(txHash) {
      const id = txHash.replace(/^0x/i, "").toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(id)) return { status: "unknown" };
      const info = await call<TronTransactionInfo>("/wallet/gettransactioninfobyid", { value: id });
      // The node answers {} for a transaction it does not know or that is not in a block yet.
      if (info.blockNumber === undefined) return { status: "unknown" };
      const reverted =
        info.result === "FAILED" || (info.receipt?.result && info.receipt.result !== "SUCCESS");
      return {
        status: reverted ? "reverted" : "success",
        blockNumber: BigInt(info.blockNumber),
        // TRON logs carry the emitter as 20 bytes (sometimes 41-prefixed) and topics without 0x.
        logs: (info.log ?? []).map((log) => ({
          address: `0x${(log.address ?? "").toLowerCase().slice(-40)}`,
          topics: (log.topics ?? []).map((topic) => `0x${topic.toLowerCase().replace(/^0x/, "")}`),
          data: `0x${(log.data ?? "").toLowerCase().replace(/^0x/, "")}`,
        })),
      };
    },

    async sendCard() {
      // Cards live on EVM chains only.
      throw new DomainError("NETWORK_UNAVAILABLE");
    },
  };
}

/** TRON error messages come hex-encoded. */
function decodeMessage(message: string | undefined): string {
  if (!message) return "";
  return /^[0-9a-f]+$/i.test(message) && message.length % 2 === 0
    ? Buffer.from(message, "hex").toString("utf8")
    : message;
}
