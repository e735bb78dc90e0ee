import type { Job } from "bullmq";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletProcessor } from "../src/processors/wallet/wallet.processor.js";
import { loadWorkerConfig } from "../src/signer-config.js";
import { DEV_CHAIN_DEPLOYER_KEY } from "../../gateway/dev/chain/dev-chain.js";
import { createHotWalletSigner } from "../../gateway/src/adapters/chain/hot-wallet-signer.js";
import {
  evmNetworkEnv,
  startAnvil,
  TEST_DEPOSIT_MNEMONIC,
  TEST_DEPOSIT_XPUBS,
  type DevChain,
} from "../../gateway/test/helpers/anvil.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

/*
 * The wallet queue's custody jobs: sweepDeposits needs the sweep signer (the deposit mnemonic and the
 * gas wallet key, workers only); reservesReport stores the day's report.
 */

const OWN_KEY = `0x${"4f".repeat(32)}` as const;
const GAS_KEY = `0x${"6b".repeat(32)}` as const;
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
  KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
  PUBLIC_URL: "https://vitrine.test",
  ETH_RPC_URL: "http://127.0.0.1:1",
  ETH_USDT_CONTRACT: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
  ...TEST_DEPOSIT_XPUBS,
  HOT_WALLET_ADDRESS_EVM: privateKeyToAccount(OWN_KEY).address,
  HOT_WALLET_PRIVATE_KEY: OWN_KEY,
};

const job = (name: string, data: unknown) => ({ name, data }) as Job;

describe("workers' sweep signer config", () => {
  it("has no sweep signer in production without the mnemonic; with it, the gas key must be the configured gas wallet", () => {
    expect(loadWorkerConfig(PRODUCTION).signer!.sweep).toBeNull();
    const withMnemonic = { ...PRODUCTION, WALLET_HD_MNEMONIC: TEST_DEPOSIT_MNEMONIC };
    expect(loadWorkerConfig(withMnemonic).signer!.sweep).not.toBeNull();
    expect(() => loadWorkerConfig({ ...withMnemonic, GAS_WALLET_PRIVATE_KEY: GAS_KEY })).toThrow(
      /GAS_WALLET_PRIVATE_KEY does not match GAS_WALLET_ADDRESS_EVM/,
    );
    expect(() =>
      loadWorkerConfig({ ...withMnemonic, GAS_WALLET_PRIVATE_KEY: DEV_CHAIN_DEPLOYER_KEY }),
    ).toThrow(/GAS_WALLET_PRIVATE_KEY/);
    const gasAddress = privateKeyToAccount(GAS_KEY).address;
    const { config, signer } = loadWorkerConfig({
      ...withMnemonic,
      GAS_WALLET_PRIVATE_KEY: GAS_KEY,
      GAS_WALLET_ADDRESS_EVM: gasAddress,
    });
    expect(config.GAS_WALLET_ADDRESS_EVM).toBe(gasAddress);
    expect(signer!.sweep!.evm("http://127.0.0.1:1").gasWalletAddress).toBe(gasAddress);
    expect(Object.keys(config).filter((key) => /MNEMONIC|PRIVATE/.test(key))).toEqual([]);
  });
});

describe("wallet queue: custody jobs", () => {
  let chain: DevChain;
  let t: TestGateway;

  beforeAll(async () => {
    chain = await startAnvil();
    t = await startTestGateway({ ...evmNetworkEnv(chain, "ERC20", 1), ...TEST_DEPOSIT_XPUBS });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await chain?.stop();
  });

  it("fails a sweep for good without the deposit mnemonic, runs it with one, and stores the reserves report", async () => {
    const withoutMnemonic = walletProcessor(t.gateway.deps, createHotWalletSigner(DEV_CHAIN_DEPLOYER_KEY));
    await expect(withoutMnemonic(job("sweepDeposits", { network: "ERC20" }))).rejects.toMatchObject({
      name: "UnrecoverableError",
    });
    const signer = createHotWalletSigner(DEV_CHAIN_DEPLOYER_KEY, {
      mnemonic: TEST_DEPOSIT_MNEMONIC,
      gasKey: DEV_CHAIN_DEPLOYER_KEY,
      pollingIntervalMs: 50,
    });
    const processor = walletProcessor(t.gateway.deps, signer);
    expect(await processor(job("sweepDeposits", { network: "ERC20" }))).toMatchObject({
      network: "ERC20",
      opened: 0,
      swept: 0,
    });
    expect(await processor(job("sweepDeposits", { network: "BEP20" }))).toMatchObject({
      skipped: "network not configured",
    });
    const report = (await processor(job("reservesReport", {}))) as { shortfall: string; complete: boolean };
    expect(report).toMatchObject({ shortfall: "0", complete: true });
    await expect(processor(job("sweepDeposits", { network: "DOGE" }))).rejects.toThrow();
  });
});
