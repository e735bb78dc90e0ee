import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config.js";
import { tronAddressFromEvm } from "../../../src/adapters/chain/tron-address.js";
import {
  DEV_HOT_WALLET_ADDRESS_EVM,
  DEV_HOT_WALLET_ADDRESS_TRON,
  DEV_WALLET_XPUB_EVM,
  DEV_WALLET_XPUB_TRON,
} from "../../../src/adapters/chain/wallet-config.js";
import { TEST_DEPOSIT_MNEMONIC, TEST_DEPOSIT_XPUBS } from "../../helpers/anvil.js";

/*
 * The gateway's wallet configuration is public values only: account xpubs and the hot wallet's
 * addresses (docs/WALLET-CHAIN.md). Production needs its own once a chain is on.
 */

const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
  KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
  PUBLIC_URL: "https://vitrine.test",
};
const OWN_ADDRESS = privateKeyToAccount(`0x${"4f".repeat(32)}`).address;

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

describe("wallet configuration (gateway)", () => {
  it("defaults to the development wallet outside production; the TRON hot wallet follows the EVM one", () => {
    expect(loadConfig({})).toMatchObject({
      WALLET_XPUB_EVM: DEV_WALLET_XPUB_EVM,
      WALLET_XPUB_TRON: DEV_WALLET_XPUB_TRON,
      HOT_WALLET_ADDRESS_EVM: DEV_HOT_WALLET_ADDRESS_EVM,
      HOT_WALLET_ADDRESS_TRON: DEV_HOT_WALLET_ADDRESS_TRON,
    });
    expect(loadConfig({ HOT_WALLET_ADDRESS_EVM: OWN_ADDRESS }).HOT_WALLET_ADDRESS_TRON).toBe(
      tronAddressFromEvm(OWN_ADDRESS),
    );
  });

  it("production needs each chain family's xpub and the hot wallet address once one of its chains is set", () => {
    expect(refusal(PRODUCTION)).toBe("");
    const eth = { ...PRODUCTION, ETH_RPC_URL: "https://rpc.example.com" };
    expect(refusal(eth)).toBe(
      "Configuration error: WALLET_XPUB_EVM is required in production when a chain RPC/API URL is set",
    );
    expect(refusal({ ...eth, WALLET_XPUB_EVM: TEST_DEPOSIT_XPUBS.WALLET_XPUB_EVM })).toBe(
      "Configuration error: HOT_WALLET_ADDRESS_EVM is required in production when a chain RPC/API URL is set",
    );
    const evmReady = {
      ...eth,
      WALLET_XPUB_EVM: TEST_DEPOSIT_XPUBS.WALLET_XPUB_EVM,
      HOT_WALLET_ADDRESS_EVM: OWN_ADDRESS,
    };
    expect(refusal(evmReady)).toBe("");
    expect(refusal({ ...evmReady, TRON_API_URL: "https://api.trongrid.io" })).toBe(
      "Configuration error: WALLET_XPUB_TRON is required in production when a chain RPC/API URL is set",
    );
    // Unset values of a family with no chain stay empty: no development value in a production config.
    expect(loadConfig(evmReady)).toMatchObject({
      WALLET_XPUB_TRON: "",
      HOT_WALLET_ADDRESS_TRON: tronAddressFromEvm(OWN_ADDRESS),
    });
  });

  it("production refuses the development xpubs and hot wallet addresses", () => {
    for (const [variable, value] of [
      ["WALLET_XPUB_EVM", DEV_WALLET_XPUB_EVM],
      ["WALLET_XPUB_TRON", DEV_WALLET_XPUB_TRON],
      ["HOT_WALLET_ADDRESS_EVM", DEV_HOT_WALLET_ADDRESS_EVM],
      ["HOT_WALLET_ADDRESS_TRON", DEV_HOT_WALLET_ADDRESS_TRON],
    ] as const) {
      expect(refusal({ ...PRODUCTION, [variable]: value })).toMatch(
        new RegExp(`^Configuration error: ${variable} is a well-known development value`),
      );
    }
  });

  it("refuses an extended private key as an xpub without echoing it, and a TRON hot wallet of another key", () => {
    const xprv = mnemonicToAccount(TEST_DEPOSIT_MNEMONIC, {
      path: "m/44'/60'/0'" as `m/44'/60'/${string}`,
    }).getHdKey().privateExtendedKey;
    const message = refusal({ WALLET_XPUB_EVM: xprv });
    expect(message).toBe(
      "Configuration error: WALLET_XPUB_EVM must be an extended PUBLIC key (xpub…), not a private one",
    );
    expect(refusal({ WALLET_XPUB_TRON: "xpub-garbage" })).toMatch(
      /^Configuration error: WALLET_XPUB_TRON must be an extended public key/,
    );
    expect(refusal({ HOT_WALLET_ADDRESS_EVM: "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266" })).toMatch(
      /^Configuration error: HOT_WALLET_ADDRESS_EVM must be a 0x-prefixed 20-byte address/,
    );
    expect(
      refusal({ HOT_WALLET_ADDRESS_EVM: OWN_ADDRESS, HOT_WALLET_ADDRESS_TRON: DEV_HOT_WALLET_ADDRESS_TRON }),
    ).toBe(
      "Configuration error: HOT_WALLET_ADDRESS_TRON must be the TRON form of HOT_WALLET_ADDRESS_EVM (the same key)",
    );
  });
});
