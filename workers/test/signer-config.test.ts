import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { loadWorkerConfig } from "../src/signer-config.js";
import {
  DEV_HOT_WALLET_KEY,
  DEV_WALLET_MNEMONIC,
  WELL_KNOWN_DEVELOPMENT_VALUES,
  WELL_KNOWN_VALUE_DETAIL,
} from "../../gateway/src/config.js";
import { accountXpub, isValidMnemonic } from "../../gateway/src/adapters/chain/hd-derivation.js";
import { tronAddressFromEvm } from "../../gateway/src/adapters/chain/tron-address.js";
import { TEST_DEPOSIT_MNEMONIC, TEST_DEPOSIT_XPUBS } from "../../gateway/test/helpers/anvil.js";
import { PRODUCTION_PROCESS_ENV, runEntryPoint } from "../../gateway/test/helpers/run-entry-point.js";

/*
 * The workers' signer config: the only reader of the hot wallet key and the mnemonic. In production
 * it refuses public development keys, a key that is not the configured hot wallet, and a mnemonic
 * that is not the one behind the configured xpubs, each with one line naming the variable.
 */

/** Keys of our own (not among the development keys of local EVM nodes). */
const OWN_KEY = `0x${"4f".repeat(32)}` as const;
const OTHER_KEY = `0x${"5a".repeat(32)}` as const;
const OWN_ADDRESS = privateKeyToAccount(OWN_KEY).address;

/** A production environment of the workers with a chain, the gateway's public wallet values and the key. */
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
  KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
  PUBLIC_URL: "https://vitrine.test",
  ETH_RPC_URL: "http://127.0.0.1:1",
  ETH_USDT_CONTRACT: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
  TRON_API_URL: "http://127.0.0.1:1",
  TRON_USDT_CONTRACT: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  ...TEST_DEPOSIT_XPUBS,
  HOT_WALLET_ADDRESS_EVM: OWN_ADDRESS,
  HOT_WALLET_PRIVATE_KEY: OWN_KEY,
};

function refusal(env: Record<string, string | undefined>): string {
  try {
    loadWorkerConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("workers' signer config", () => {
  it("production with the configured key (and optionally the mnemonic of the xpubs) gives a signer and a key-free config", () => {
    const { config, signer } = loadWorkerConfig({ ...PRODUCTION, WALLET_HD_MNEMONIC: TEST_DEPOSIT_MNEMONIC });
    expect(signer!.evmAddress).toBe(OWN_ADDRESS);
    expect(signer!.tronAddress).toBe(tronAddressFromEvm(OWN_ADDRESS));
    expect(config.HOT_WALLET_ADDRESS_TRON).toBe(tronAddressFromEvm(OWN_ADDRESS));
    // The shared config the workers run with carries neither secret, and the signer shows none.
    const text = JSON.stringify({ config, signer }).toLowerCase();
    expect(text).not.toContain(OWN_KEY.slice(2));
    expect(text).not.toContain("abandon");
    expect(Object.keys(config).filter((key) => /MNEMONIC|PRIVATE/.test(key))).toEqual([]);
  });

  it("production refuses a key whose address is not HOT_WALLET_ADDRESS_EVM, in one line naming it", () => {
    const message = refusal({ ...PRODUCTION, HOT_WALLET_PRIVATE_KEY: OTHER_KEY });
    expect(message).toBe(
      `Configuration error: HOT_WALLET_PRIVATE_KEY does not match HOT_WALLET_ADDRESS_EVM (the key's address is ${
        privateKeyToAccount(OTHER_KEY).address
      })`,
    );
    expect(message).not.toContain(OTHER_KEY.slice(2));
    // Outside production the same pair loads (development may point anywhere).
    expect(refusal({ ...PRODUCTION, NODE_ENV: "development", HOT_WALLET_PRIVATE_KEY: OTHER_KEY })).toBe("");
  });

  it("production refuses a mnemonic whose xpubs are not the gateway's", () => {
    const other = "legal winner thank year wave sausage worth useful legal winner thank yellow";
    expect(isValidMnemonic(other)).toBe(true);
    expect(refusal({ ...PRODUCTION, WALLET_HD_MNEMONIC: other })).toBe(
      "Configuration error: WALLET_HD_MNEMONIC does not match WALLET_XPUB_EVM (its xpub differs)",
    );
    // Right EVM xpub, TRON xpub of another mnemonic: named too.
    expect(
      refusal({
        ...PRODUCTION,
        WALLET_HD_MNEMONIC: TEST_DEPOSIT_MNEMONIC,
        WALLET_XPUB_TRON: accountXpub(other, "tron"),
      }),
    ).toBe("Configuration error: WALLET_HD_MNEMONIC does not match WALLET_XPUB_TRON (its xpub differs)");
  });

  it("production refuses the development keys and mnemonic (brief D's table), and a missing key once a chain is set", () => {
    for (const key of WELL_KNOWN_DEVELOPMENT_VALUES.HOT_WALLET_PRIVATE_KEY!) {
      expect(refusal({ ...PRODUCTION, HOT_WALLET_PRIVATE_KEY: key })).toBe(
        `Configuration error: HOT_WALLET_PRIVATE_KEY ${WELL_KNOWN_VALUE_DETAIL}`,
      );
    }
    expect(refusal({ ...PRODUCTION, WALLET_HD_MNEMONIC: DEV_WALLET_MNEMONIC })).toBe(
      `Configuration error: WALLET_HD_MNEMONIC ${WELL_KNOWN_VALUE_DETAIL}`,
    );
    expect(refusal({ ...PRODUCTION, HOT_WALLET_PRIVATE_KEY: undefined })).toBe(
      "Configuration error: HOT_WALLET_PRIVATE_KEY is required in production when a chain RPC/API URL is set",
    );
  });

  it("refuses a malformed key and a mnemonic with a bad checksum, without echoing them", () => {
    expect(refusal({ HOT_WALLET_PRIVATE_KEY: "0xnot-a-key" })).toBe(
      "Configuration error: HOT_WALLET_PRIVATE_KEY must be a 0x-prefixed 32-byte hex key",
    );
    const typo = TEST_DEPOSIT_MNEMONIC.replace(/about$/, "abandon");
    expect(isValidMnemonic(typo)).toBe(false);
    expect(refusal({ WALLET_HD_MNEMONIC: typo })).toBe(
      "Configuration error: WALLET_HD_MNEMONIC must be a BIP-39 English mnemonic (12–24 words, valid checksum)",
    );
  });

  it("outside production, with nothing set, signs with the development hot wallet the gateway shows", () => {
    const { config, signer } = loadWorkerConfig({});
    expect(signer!.evmAddress).toBe(privateKeyToAccount(DEV_HOT_WALLET_KEY).address);
    expect(config.HOT_WALLET_ADDRESS_EVM).toBe(signer!.evmAddress);
    expect(config.HOT_WALLET_ADDRESS_TRON).toBe(signer!.tronAddress);
    expect(config.WALLET_XPUB_EVM).toBe(accountXpub(DEV_WALLET_MNEMONIC, "evm"));
    expect(config.WALLET_XPUB_TRON).toBe(accountXpub(DEV_WALLET_MNEMONIC, "tron"));
  });
});

describe("the workers' process in production", () => {
  it("exits non-zero with one line when the key's address is not HOT_WALLET_ADDRESS_EVM", async () => {
    const result = await runEntryPoint("workers/src/main.ts", {
      ...PRODUCTION_PROCESS_ENV,
      ...PRODUCTION,
      HOT_WALLET_PRIVATE_KEY: OTHER_KEY,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `Configuration error: HOT_WALLET_PRIVATE_KEY does not match HOT_WALLET_ADDRESS_EVM (the key's address is ${
        privateKeyToAccount(OTHER_KEY).address
      })\n`,
    );
    expect(result.stdout).toBe("");
  }, 30_000);
});
