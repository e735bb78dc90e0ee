import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbi,
  type Address,
  type Hex,
  type LocalAccount,
} from "viem";
import type { ChainSender, SentTransaction } from "./chain-adapter.js";

const erc1155Abi = parseAbi([
  "function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes data)",
]);

/**
 * Sends from the hot wallet on an EVM chain (Ethereum, BNB Smart Chain, Polygon). Built only in the
 * workers' process, from the account of the hot wallet's key (see hot-wallet-signer.ts).
 */
export function createEvmSender(rpcUrl: string, hot: LocalAccount): ChainSender {
  const transport = http(rpcUrl);
  const client = createPublicClient({ transport, cacheTime: 0 });
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
