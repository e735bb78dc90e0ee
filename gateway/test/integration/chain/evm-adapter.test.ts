import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import { createEvmAdapter } from "../../../src/adapters/chain/evm.adapter.js";
import { DEV_CHAIN_DEPLOYER_KEY } from "../../../dev/chain/dev-chain.js";
import type { ChainAdapter, ChainSender } from "../../../src/adapters/chain/chain-adapter.js";
import { createHotWalletSigner } from "../../../src/adapters/chain/hot-wallet-signer.js";
import { ANVIL_SENDER_KEYS, startAnvil, TEST_DEPOSIT_XPUBS, type DevChain } from "../../helpers/anvil.js";

describe("EVM adapter against a local node", () => {
  let chain: DevChain;
  let adapter: ChainAdapter;
  let sender: ChainSender;

  beforeAll(async () => {
    chain = await startAnvil();
    adapter = createEvmAdapter({
      rpcUrl: chain.rpcUrl,
      xpub: TEST_DEPOSIT_XPUBS.WALLET_XPUB_EVM,
      hotWalletAddress: chain.deployer,
    });
    // The workers' side: the hot wallet's key signs and sends.
    sender = createHotWalletSigner(DEV_CHAIN_DEPLOYER_KEY).evmSender(chain.rpcUrl);
  });

  afterAll(async () => {
    await chain?.stop();
  });

  it("sends USDT from the hot wallet and reports the transfer log", async () => {
    const to = adapter.deriveAddress(42);
    const before = await chain.usdtBalanceOf(chain.deployer);
    const { txHash } = await sender.sendToken(chain.usdtAddress, to, 2_500_000n);
    expect(await chain.usdtBalanceOf(to)).toBe(2_500_000n);
    expect(await chain.usdtBalanceOf(chain.deployer)).toBe(before - 2_500_000n);

    const head = await adapter.latestBlockNumber();
    const logs = await adapter.tokenTransfers(chain.usdtAddress, head, head);
    expect(logs).toEqual([
      expect.objectContaining({ txHash, from: chain.deployer, to, value: 2_500_000n, blockNumber: head }),
    ]);
    expect(logs[0]!.blockHash).toBe(await adapter.blockHashAt(head));
    expect(await adapter.blockHashAt(head + 10n)).toBeNull();
    expect(await adapter.tokenDecimals(chain.usdtAddress)).toBe(6);
  });

  it("sends several transfers at once from the hot wallet (one nonce each)", async () => {
    const recipients = [44, 45, 46, 47].map((i) => adapter.deriveAddress(i));
    const sent = await Promise.all(
      recipients.map((to, i) => sender.sendToken(chain.usdtAddress, to, BigInt(i + 1))),
    );
    expect(new Set(sent.map((s) => s.txHash)).size).toBe(4);
    for (const [i, to] of recipients.entries()) expect(await chain.usdtBalanceOf(to)).toBe(BigInt(i + 1));
  });

  it("throws when a token transfer reverts (more than the hot wallet holds)", async () => {
    const balance = await chain.usdtBalanceOf(chain.deployer);
    await expect(
      sender.sendToken(chain.usdtAddress, adapter.deriveAddress(43), balance + 1n),
    ).rejects.toThrow();
    expect(await chain.usdtBalanceOf(adapter.deriveAddress(43))).toBe(0n);
  });

  it("transfers ERC-1155 card units from the hot wallet", async () => {
    await chain.mintCards(chain.deployer, 7n, 5n);
    const to = privateKeyToAccount(ANVIL_SENDER_KEYS[1]).address;
    await sender.sendCard(chain.cardsAddress, 7n, 2, to);
    expect(await chain.cardBalanceOf(to, 7n)).toBe(2n);
    expect(await chain.cardBalanceOf(chain.deployer, 7n)).toBe(3n);
    await expect(sender.sendCard(chain.cardsAddress, 7n, 4, to)).rejects.toThrow();
    expect(await chain.cardBalanceOf(to, 7n)).toBe(2n);
  });

  it("sees the new head right after a block is mined and a changed hash after a reorg", async () => {
    const head = await adapter.latestBlockNumber();
    await chain.mine(3);
    expect(await adapter.latestBlockNumber()).toBe(head + 3n);
    const hash = await adapter.blockHashAt(head + 3n);
    await chain.reorg(2);
    expect(await adapter.latestBlockNumber()).toBe(head + 3n);
    expect(await adapter.blockHashAt(head + 3n)).not.toBe(hash);
  });
});
