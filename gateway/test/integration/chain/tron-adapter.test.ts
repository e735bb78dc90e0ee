import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import { DEV_CHAIN_DEPLOYER_KEY } from "../../../dev/chain/dev-chain.js";
import { tronAddressFromEvm } from "../../../src/adapters/chain/tron-address.js";
import { createTronAdapter } from "../../../src/adapters/chain/tron.adapter.js";
import type { ChainAdapter, ChainSender } from "../../../src/adapters/chain/chain-adapter.js";
import { createHotWalletSigner } from "../../../src/adapters/chain/hot-wallet-signer.js";
import { TEST_DEPOSIT_XPUBS } from "../../helpers/anvil.js";
import { startTronFake, type TronFake } from "../../helpers/tron-fake.js";

describe("TRON adapter against a fake full node", () => {
  let tron: TronFake;
  let adapter: ChainAdapter;
  let sender: ChainSender;
  const hot = tronAddressFromEvm(privateKeyToAccount(DEV_CHAIN_DEPLOYER_KEY).address);

  beforeAll(async () => {
    tron = await startTronFake();
    adapter = createTronAdapter({
      apiUrl: tron.url,
      xpub: TEST_DEPOSIT_XPUBS.WALLET_XPUB_TRON,
      hotWalletAddress: hot,
    });
    // The workers' side: the hot wallet's key signs what the node builds.
    sender = createHotWalletSigner(DEV_CHAIN_DEPLOYER_KEY).tronSender({
      apiUrl: tron.url,
      pollIntervalMs: 20,
      confirmTimeoutMs: 5_000,
    });
  });

  afterAll(async () => {
    await tron?.close();
  });

  it("reads the head, block ids, decimals and Transfer logs", async () => {
    const from = adapter.deriveAddress(1);
    const to = adapter.deriveAddress(2);
    tron.fund(from, 10_000_000n);
    const { txId, block } = tron.transfer(from, to, 1_250_000n);
    expect(await adapter.latestBlockNumber()).toBe(BigInt(block));
    const blockHash = await adapter.blockHashAt(BigInt(block));
    expect(blockHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await adapter.blockHashAt(BigInt(block + 5))).toBeNull();
    expect(await adapter.tokenDecimals(tron.usdt)).toBe(6);
    expect(await adapter.tokenTransfers(tron.usdt, BigInt(block - 3), BigInt(block))).toEqual([
      { txHash: txId, logIndex: 0, blockNumber: BigInt(block), blockHash, from, to, value: 1_250_000n },
    ]);
  });

  it("never pairs a log with the id of a block that replaced its own between two reads", async () => {
    const from = adapter.deriveAddress(6);
    tron.fund(from, 1_000_000n);
    const { block } = tron.transfer(from, adapter.deriveAddress(7), 500_000n);
    expect(await adapter.tokenTransfers(tron.usdt, BigInt(block), BigInt(block))).toHaveLength(1);
    tron.replaceBlockServingStaleInfos(block);
    expect(await adapter.tokenTransfers(tron.usdt, BigInt(block), BigInt(block))).toEqual([]);
  });

  it("sends USDT from the hot wallet with a signature the node accepts, and waits for its block", async () => {
    tron.fund(hot, 50_000_000n);
    const to = adapter.deriveAddress(3);
    const { txHash } = await sender.sendToken(tron.usdt, to, 7_000_000n);
    expect(txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tron.balanceOf(to)).toBe(7_000_000n);
    expect(tron.balanceOf(hot)).toBe(43_000_000n);
  });

  it("throws when the transfer fails on chain (more than the hot wallet holds)", async () => {
    const to = adapter.deriveAddress(4);
    await expect(sender.sendToken(tron.usdt, to, 10n ** 15n)).rejects.toThrow(/failed/);
    expect(tron.balanceOf(to)).toBe(0n);
  });

  it("refuses card transfers (cards live on EVM chains): 2038", async () => {
    await expect(sender.sendCard(tron.usdt, 1n, 1, adapter.deriveAddress(5))).rejects.toMatchObject({
      extensions: { errorCode: 2038 },
    });
  });
});
