import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  isAddress,
  encodeFunctionData,
  parseAbi,
  type Address,
  type Hex,
  type PublicClient,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { ChainAdapter, SentTransaction, TokenTransferLog } from "./chain-adapter.js";
import { hdAddressDeriver } from "./hd-derivation.js";

export interface EvmAdapterOptions {
  rpcUrl: string;
  /** HD wallet of the deposit addresses (m/44'/60'/0'/0/i). */
  mnemonic: string;
  /** The hot wallet that pays withdrawals. */
  hotWalletPrivateKey: Hex;
}

const transferEvent = parseAbi([
  "event Transfer(address indexed from, address indexed to, uint256 value)",
])[0];
const erc1155Abi = parseAbi([
  "function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)",
]);

/** Ethereum, BNB Smart Chain and Polygon over JSON-RPC (viem). */
export function createEvmAdapter(options: EvmAdapterOptions): ChainAdapter {
  // cacheTime 0: viem otherwise remembers the block number for a few seconds, and the watcher would
  // read a stale head right after a block was mined.
  const transport = http(options.rpcUrl);
  const client: PublicClient = createPublicClient({ transport, cacheTime: 0 });
  const hot = privateKeyToAccount(options.hotWalletPrivateKey);
  const wallet = createWalletClient({ account: hot, transport, cacheTime: 0 });

  // Broadcasts from the hot wallet go one at a time in this process: each takes the node's pending
  // nonce, which counts the previous transaction only once the node has accepted it. Waiting for the
  // receipts overlaps.
  let broadcasting: Promise<unknown> = Promise.resolve();

  async function send(request: { address: Address; data: Hex }): Promise<SentTransaction> {
    const broadcast = broadcasting.then(() =>
      // chain: null: viem asks the node for its chain id instead of needing a chain definition per network.
      wallet.sendTransaction({ account: hot, chain: null, to: request.address, data: request.data }),
    );
    broadcasting = broadcast.catch(() => undefined);
    const hash = await broadcast;
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 250 });
    if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
    return { txHash: hash };
  }

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

    hotWalletAddress: () => hot.address,

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

    deriveAddress: hdAddressDeriver(options.mnemonic, "m/44'/60'/0'/0"),

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

    async sendToken(token, to, value) {
      return send({
        address: token as Address,
        data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to as Address, value] }),
      });
    },

    async sendCard(contract, tokenId, units, to) {
      return send({
        address: contract as Address,
        data: encodeFunctionData({
          abi: erc1155Abi,
          functionName: "safeTransferFrom",
          args: [hot.address, to as Address, tokenId, BigInt(units), "0x"],
        }),
      });
    },
  };
}
