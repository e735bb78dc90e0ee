import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  isAddress,
  parseAbi,
  type Address,
  type Hex,
  type PublicClient,
} from "viem";
import type { ChainAdapter, TokenTransferLog } from "./chain-adapter.js";
import { xpubAddressDeriver } from "./hd-derivation.js";

export interface EvmAdapterOptions {
  rpcUrl: string;
  /** Account xpub of the deposit addresses (`m/44'/60'/0'`; children 0/i). */
  xpub: string;
  /** The hot wallet's address (public; its key stays with the workers' sender). */
  hotWalletAddress: string;
}

const transferEvent = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 value)",
])[0];

/** Ethereum, BNB Smart Chain and Polygon over JSON-RPC (viem), read-only: sending is `evm.sender.ts`. */
export function createEvmAdapter(options: EvmAdapterOptions): ChainAdapter {
  // cacheTime 0: viem otherwise remembers the block number for a few seconds, and the watcher would
  // read a stale head right after a block was mined.
  const transport = http(options.rpcUrl);
  const client: PublicClient = createPublicClient({ transport, cacheTime: 0 });
  const hotWallet = getAddress(options.hotWalletAddress);

  return {
    family: "evm",

    latestBlockNumber: () => client.getBlockNumber({ cacheTime: 0 }),

    async blockHashAt(blockNumber) {
      try {
        const block = await client.getBlock({ blockNumber });
        return block.hash;
      } catch (error) {
        // A height past the head (the chain got shorter): viem raises BlockNotFoundError.
        if (error instanceof Error && error.name === "BlockNotFoundError") return null;
        throw error;
      }
    },

    async tokenTransfers(token, fromBlock, toBlock) {
      const logs = await client.getLogs({
        address: token as Address,
        event: transferEvent,
        fromBlock,
        toBlock,
        strict: true,
      });
      const transfers: TokenTransferLog[] = [];
      for (const log of logs) {
        // Pending logs (no block yet) and logs a node reports as removed by a reorg are not transfers.
        if (log.removed || log.blockHash === null || log.transactionHash === null || log.logIndex === null)
          continue;
        transfers.push({
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          blockHash: log.blockHash,
          from: log.args.from,
          to: log.args.to,
          value: log.args.value,
        });
      }
      return transfers;
    },

    async tokenDecimals(token) {
      return client.readContract({ address: token as Address, abi: erc20Abi, functionName: "decimals" });
    },

    hotWalletAddress: () => hotWallet,

    async tokenBalance(token, address) {
      return client.readContract({
        address: token as Address,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [address as Address],
      });
    },

    nativeBalance: (address) => client.getBalance({ address: address as Address }),

    isValidAddress: (address) => address.length === 42 && isAddress(address, { strict: true }),

    deriveAddress: xpubAddressDeriver(options.xpub),

    async transferOutcome(txHash) {
      if (!/^0x[0-9a-fA-F]{64}$/.test(txHash)) return { status: "unknown" };
      try {
        const receipt = await client.getTransactionReceipt({ hash: txHash as Hex });
        return {
          status: receipt.status === "success" ? "success" : "reverted",
          blockNumber: receipt.blockNumber,
          logs: receipt.logs.map((log) => ({
            address: log.address.toLowerCase(),
            topics: log.topics.map((topic) => topic.toLowerCase()),
            data: log.data.toLowerCase(),
          })),
        };
      } catch (error) {
        // Not mined (or not known at all): viem raises TransactionReceiptNotFoundError.
        if (error instanceof Error && error.name === "TransactionReceiptNotFoundError") {
          return { status: "unknown" };
        }
        throw error;
      }
    },
  };
}
