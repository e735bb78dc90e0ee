import { keccak256, toHex } from "viem";
import type { ChainAdapter, TokenTransferLog } from "./chain-adapter.js";
import { xpubAddressDeriver } from "./hd-derivation.js";
import { isTronAddress, tronAddressFromEvm, tronBase58ToHex, tronHexToBase58 } from "./tron-address.js";
import { tronCall, tronInfoFailed, type TronTransactionInfo } from "./tron-http.js";

export interface TronAdapterOptions {
  /** Base URL of a TRON full node's HTTP API (e.g. https://api.trongrid.io). */
  apiUrl: string;
  /** Account xpub of the deposit addresses (`m/44'/195'/0'`; children 0/i). */
  xpub: string;
  /** The hot wallet's base58 address (public; its key stays with the workers' sender). */
  hotWalletAddress: string;
}

/** keccak256("Transfer(address,address,uint256)") without 0x, as TRON logs carry topics. */
const TRANSFER_TOPIC = keccak256(toHex("Transfer(address,address,uint256)")).slice(2);

/**
 * TRON over the full node's HTTP API (fetch), read-only; USDT is a TRC-20 contract with the ERC-20
 * Transfer event. Sending is `tron.sender.ts`.
 */
export function createTronAdapter(options: TronAdapterOptions): ChainAdapter {
  const base = options.apiUrl.replace(/\/+$/, "");
  const hotHex = tronBase58ToHex(options.hotWalletAddress);
  // TRON's coin type is 195; the address is the same 20 bytes an EVM address of that key would have.
  const deriveEvmForm = xpubAddressDeriver(options.xpub);
  const call = <T>(path: string, body: unknown) => tronCall<T>(base, path, body);

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
            tronInfoFailed(info)
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

    async transferOutcome(txHash) {
      const id = txHash.replace(/^0x/i, "").toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(id)) return { status: "unknown" };
      const info = await call<TronTransactionInfo>("/wallet/gettransactioninfobyid", { value: id });
      // The node answers {} for a transaction it does not know or that is not in a block yet.
      if (info.blockNumber === undefined) return { status: "unknown" };
      return {
        status: tronInfoFailed(info) ? "reverted" : "success",
        blockNumber: BigInt(info.blockNumber),
        // TRON logs carry the emitter as 20 bytes (sometimes 41-prefixed) and topics without 0x.
        logs: (info.log ?? []).map((log) => ({
          address: `0x${(log.address ?? "").toLowerCase().slice(-40)}`,
          topics: (log.topics ?? []).map((topic) => `0x${topic.toLowerCase().replace(/^0x/, "")}`),
          data: `0x${(log.data ?? "").toLowerCase().replace(/^0x/, "")}`,
        })),
      };
    },
  };
}
