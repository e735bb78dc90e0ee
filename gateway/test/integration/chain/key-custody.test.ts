import { USDT_NETWORKS, CARD_CHAINS } from "@vitrine/schema";
import { toHex } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import {
  loadConfig,
  WELL_KNOWN_DEVELOPMENT_VALUES,
  WELL_KNOWN_VALUE_DETAIL,
  type Config,
} from "../../../src/config.js";
import { cardChain, usdtNetwork } from "../../../src/adapters/chain/chain-registry.js";
import { tronAddressFromEvm } from "../../../src/adapters/chain/tron-address.js";
import { SIGNING_SECRET_IN_GATEWAY_DETAIL } from "../../../src/adapters/chain/wallet-config.js";
import { myDepositAddress } from "../../../src/domains/wallet/deposits/services/deposit-address.service.js";
import { chainStatus } from "../../../src/domains/wallet/status/services/chain-status.service.js";
import {
  ANVIL_SENDER_KEYS,
  evmNetworkEnv,
  startAnvil,
  TEST_DEPOSIT_MNEMONIC,
  TEST_DEPOSIT_XPUBS,
  type DevChain,
} from "../../helpers/anvil.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { PRODUCTION_PROCESS_ENV, runEntryPoint } from "../../helpers/run-entry-point.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { startTronFake, type TronFake } from "../../helpers/tron-fake.js";

/*
 * The gateway holds no private keys (docs/WALLET-CHAIN.md, "Key custody"): its configuration has no
 * field for one, a production gateway refuses to start with one in its environment, and it still
 * derives every deposit address (from the account xpubs) and shows the hot wallet (its address).
 */

/** The hot wallet of the production gateway below: anvil's second account (not a development default). */
const HOT_KEY = ANVIL_SENDER_KEYS[0];
const HOT_ADDRESS = privateKeyToAccount(HOT_KEY).address;

/** Every secret that must never be found in the gateway's objects, as lower-case hex or words. */
const SECRETS = [
  HOT_KEY,
  ...WELL_KNOWN_DEVELOPMENT_VALUES.HOT_WALLET_PRIVATE_KEY!,
  ...WELL_KNOWN_DEVELOPMENT_VALUES.WALLET_HD_MNEMONIC!,
  TEST_DEPOSIT_MNEMONIC,
].map((secret) => secret.toLowerCase().replace(/^0x/, ""));

/**
 * Every string (and byte array, as hex) reachable from `root` through own properties, Maps and
 * Sets; functions are walked too (their properties), cycles once.
 */
function reachableText(root: unknown): string[] {
  const seen = new Set<unknown>();
  const out: string[] = [];
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") out.push(value.toLowerCase());
    else if (typeof value === "bigint") out.push(value.toString(16));
    if ((typeof value !== "object" && typeof value !== "function") || value === null || seen.has(value))
      continue;
    seen.add(value);
    if (value instanceof Uint8Array) {
      out.push(toHex(value).slice(2));
      continue;
    }
    if (value instanceof Map) for (const [k, v] of value) stack.push(k, v);
    if (value instanceof Set) for (const v of value) stack.push(v);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key);
      if (descriptor && "value" in descriptor) stack.push(descriptor.value);
    }
  }
  return out;
}

function expectNoSecret(root: unknown): void {
  const texts = reachableText(root);
  expect(texts.length).toBeGreaterThan(10);
  for (const secret of SECRETS) {
    expect(texts.some((text) => text.includes(secret))).toBe(false);
  }
}

describe("the gateway's configuration and chain registry hold no key", () => {
  let eth: DevChain;
  let tron: TronFake;
  let t: TestGateway;

  beforeAll(async () => {
    [eth, tron] = await Promise.all([startAnvil(), startTronFake()]);
    // A production gateway with its own public wallet values and every chain on: no key anywhere.
    t = await startTestGateway({
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
      KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
      PUBLIC_URL: "https://vitrine.test",
      ...evmNetworkEnv(eth, "ERC20", 3),
      ...evmNetworkEnv(eth, "BEP20", 3),
      POLYGON_RPC_URL: eth.rpcUrl,
      TRON_API_URL: tron.url,
      TRON_USDT_CONTRACT: tron.usdt,
      ...TEST_DEPOSIT_XPUBS,
      HOT_WALLET_ADDRESS_EVM: HOT_ADDRESS,
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([eth?.stop(), tron?.close()]);
  });

  it("has no mnemonic or private key field in its config type, and none in its config, deps or adapters", () => {
    expectTypeOf<Config>().not.toHaveProperty("WALLET_HD_MNEMONIC");
    expectTypeOf<Config>().not.toHaveProperty("HOT_WALLET_PRIVATE_KEY");
    const { config } = t.gateway.deps;
    expect(Object.keys(t.gateway.deps).sort()).toEqual(["config", "dataSource", "logger", "queues", "redis"]);
    expect(Object.keys(config).filter((key) => /MNEMONIC|PRIVATE|SIGNER/i.test(key))).toEqual([]);
    const adapters = [
      ...USDT_NETWORKS.map((network) => usdtNetwork(config, network)),
      ...CARD_CHAINS.map((chain) => cardChain(config, chain)),
    ];
    expect(adapters.every(Boolean)).toBe(true);
    // A read-only adapter: nothing in it can send.
    for (const runtime of adapters) {
      expect("sendToken" in runtime!.adapter).toBe(false);
      expect("sendCard" in runtime!.adapter).toBe(false);
    }
    expectNoSecret({ config, adapters });
  });

  it("a config loaded from an environment that holds keys (outside production) keeps none of them", () => {
    const config = loadConfig({
      WALLET_HD_MNEMONIC: TEST_DEPOSIT_MNEMONIC,
      HOT_WALLET_PRIVATE_KEY: HOT_KEY,
      ETH_RPC_URL: eth.rpcUrl,
      ETH_USDT_CONTRACT: eth.usdtAddress,
    });
    expectNoSecret({ config, adapter: usdtNetwork(config, "ERC20") });
  });

  it("still gives each member the deposit addresses of the mnemonic, and shows the hot wallet", async () => {
    const user = await createMarketUser(t);
    const index = Number(user.id);
    const reference = (coin: 60 | 195) =>
      privateKeyToAccount(
        toHex(
          mnemonicToAccount(TEST_DEPOSIT_MNEMONIC, {
            path: `m/44'/${coin}'/0'/0/${index}` as `m/44'/60'/${string}`,
          }).getHdKey().privateKey!,
        ),
      ).address;
    expect((await myDepositAddress(t.gateway.deps, user.id, "ERC20")).address).toBe(reference(60));
    expect((await myDepositAddress(t.gateway.deps, user.id, "BEP20")).address).toBe(reference(60));
    expect((await myDepositAddress(t.gateway.deps, user.id, "TRC20")).address).toBe(
      tronAddressFromEvm(reference(195)),
    );
    const status = await chainStatus(t.gateway.deps);
    expect(status.map((s) => s.hotWallet)).toEqual([
      HOT_ADDRESS,
      HOT_ADDRESS,
      tronAddressFromEvm(HOT_ADDRESS),
    ]);
  });
});

const runGateway = (env: Record<string, string>, entry = "gateway/src/main.ts") => runEntryPoint(entry, env);

describe("a production gateway process refuses wallet keys in its environment", () => {
  const PRODUCTION = PRODUCTION_PROCESS_ENV;

  it("HOT_WALLET_PRIVATE_KEY set (an own key, not a development one): exits non-zero with one line naming it", async () => {
    const result = await runGateway({ ...PRODUCTION, HOT_WALLET_PRIVATE_KEY: `0x${"7e".repeat(32)}` });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toBe(
      `Configuration error: HOT_WALLET_PRIVATE_KEY ${SIGNING_SECRET_IN_GATEWAY_DETAIL}\n`,
    );
    expect(result.stdout).toBe("");
  });

  it("WALLET_HD_MNEMONIC set: refused the same way (a development one is named as such)", async () => {
    const own = await runGateway({ ...PRODUCTION, WALLET_HD_MNEMONIC: TEST_DEPOSIT_MNEMONIC });
    expect(own.code).not.toBe(0);
    expect(own.stderr).toBe(`Configuration error: WALLET_HD_MNEMONIC ${SIGNING_SECRET_IN_GATEWAY_DETAIL}\n`);
    // In-process, the same rule for a development key: the well-known line.
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        HOT_WALLET_PRIVATE_KEY: WELL_KNOWN_DEVELOPMENT_VALUES.HOT_WALLET_PRIVATE_KEY![0]!,
      }),
    ).toThrow(`Configuration error: HOT_WALLET_PRIVATE_KEY ${WELL_KNOWN_VALUE_DETAIL}`);
  });
});

describe("npm run wallet:xpub (where the mnemonic lives)", () => {
  it("prints the gateway's public values for a mnemonic and key, and never a secret", async () => {
    const result = await runGateway(
      { WALLET_HD_MNEMONIC: TEST_DEPOSIT_MNEMONIC, HOT_WALLET_PRIVATE_KEY: HOT_KEY },
      "gateway/src/cli/wallet-xpub.ts",
    );
    expect(result.code).toBe(0);
    const values = Object.fromEntries(
      result.stdout
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split("=")),
    );
    expect(values).toEqual({
      ...TEST_DEPOSIT_XPUBS,
      HOT_WALLET_ADDRESS_EVM: HOT_ADDRESS,
      HOT_WALLET_ADDRESS_TRON: tronAddressFromEvm(HOT_ADDRESS),
    });
    // What it prints configures a gateway as is.
    expect(loadConfig(values)).toMatchObject(values);
    expect(result.stdout).not.toContain(HOT_KEY.slice(2));
    expect(result.stdout).not.toContain("abandon");
  }, 30_000);
});
