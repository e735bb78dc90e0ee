import { createWalletClient, encodeFunctionData, erc20Abi, http, type Address, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { DevChain } from "../../helpers/anvil.js";
import type { SweepSender, SweepSigner } from "../../../src/adapters/chain/sweep-signer.js";

/** Anvil's default accounts 3 and 4: the sweep's gas wallet, and an outsider who takes USDT "behind the back". */
export const GAS_WALLET_KEY: Hex = "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6";
export const GAS_WALLET_ADDRESS = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
export const OUTSIDER_ADDRESS = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";

/**
 * USDT transfers from `senderKey` to many addresses mined in ONE block: automine off, every transfer
 * broadcast with its own nonce, one block mined, automine back on.
 */
export async function depositInOneBlock(
  chain: DevChain,
  senderKey: Hex,
  transfers: { to: string; amount: bigint }[],
): Promise<void> {
  const account = privateKeyToAccount(senderKey);
  const wallet = createWalletClient({ account, transport: http(chain.rpcUrl), cacheTime: 0 });
  const rpc = chain.client.request as unknown as (a: {
    method: string;
    params: unknown[];
  }) => Promise<unknown>;
  const nonce = await chain.client.getTransactionCount({ address: account.address, blockTag: "pending" });
  await rpc({ method: "evm_setAutomine", params: [false] });
  try {
    const hashes = await Promise.all(
      transfers.map((t, i) =>
        wallet.sendTransaction({
          account,
          chain: null,
          to: chain.usdtAddress,
          nonce: nonce + i,
          gas: 100_000n,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: "transfer",
            args: [t.to as Address, t.amount],
          }),
        }),
      ),
    );
    await rpc({ method: "evm_mine", params: [] });
    for (const hash of hashes) {
      const receipt = await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
      if (receipt.status !== "success") throw new Error(`deposit ${hash} reverted`);
    }
  } finally {
    await rpc({ method: "evm_setAutomine", params: [true] });
  }
}

/** A sweep signer whose USDT transfers fail before broadcasting: a sweep that stops after funding gas. */
export function crashingAfterGas(signer: SweepSigner): SweepSigner {
  const wrap = (sender: SweepSender): SweepSender => ({
    gasWalletAddress: sender.gasWalletAddress,
    depositAddress: (index) => sender.depositAddress(index),
    quoteTokenTransfer: (...args) => sender.quoteTokenTransfer(...args),
    sendGas: (...args) => sender.sendGas(...args),
    waitFor: (hash) => sender.waitFor(hash),
    sendTokenFromDeposit: () => Promise.reject(new Error("worker stopped")),
  });
  return { evm: (url) => wrap(signer.evm(url)), tron: (url) => wrap(signer.tron(url)) };
}
