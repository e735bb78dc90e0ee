import { describe, expect, it } from "vitest";
import { toHex } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { createEvmAdapter } from "../../../src/adapters/chain/evm.adapter.js";
import { accountXpub, xpubProblem } from "../../../src/adapters/chain/hd-derivation.js";
import {
  isTronAddress,
  tronAddressFromEvm,
  tronBase58ToHex,
  tronHexToBase58,
} from "../../../src/adapters/chain/tron-address.js";
import { createTronAdapter } from "../../../src/adapters/chain/tron.adapter.js";
import {
  DEV_HOT_WALLET_ADDRESS_EVM,
  DEV_HOT_WALLET_ADDRESS_TRON,
  DEV_WALLET_XPUB_EVM,
  DEV_WALLET_XPUB_TRON,
} from "../../../src/adapters/chain/wallet-config.js";
import {
  microUsdtToTokenUnits,
  tokenUnitsToMicroUsdt,
} from "../../../src/domains/wallet/deposits/services/deposit-amount.js";
import { TEST_DEPOSIT_XPUBS } from "../../helpers/anvil.js";

const HOT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const DEV_MNEMONIC = "test test test test test test test test test test test junk";
const ABANDON =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
// Adapters are built from account xpubs (what the gateway has) without touching the network.
const evm = (mnemonic: string) =>
  createEvmAdapter({
    rpcUrl: "http://127.0.0.1:9",
    xpub: accountXpub(mnemonic, "evm"),
    hotWalletAddress: HOT,
  });
const tron = (mnemonic: string) =>
  createTronAdapter({
    apiUrl: "http://127.0.0.1:9",
    xpub: accountXpub(mnemonic, "tron"),
    hotWalletAddress: tronAddressFromEvm(HOT),
  });

/**
 * The reference: the PRIVATE key at m/44'/<coin>'/0'/0/<index> derived from the mnemonic (what the
 * gateway used before it held only xpubs, and what an operator's wallet software shows).
 */
function fromMnemonic(mnemonic: string, coin: 60 | 195): (index: number) => string {
  const parent = mnemonicToAccount(mnemonic, {
    path: `m/44'/${coin}'/0'/0` as `m/44'/60'/${string}`,
  }).getHdKey();
  return (index) => {
    const address = privateKeyToAccount(toHex(parent.deriveChild(index).privateKey!)).address;
    return coin === 60 ? address : tronAddressFromEvm(address);
  };
}

/** Deterministic pseudo-random indexes over the whole non-hardened range (xorshift32). */
function sampleIndexes(count: number, seed: number): number[] {
  let x = seed;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out.push((x >>> 0) % 2 ** 31);
  }
  return out;
}

describe("deposit addresses from account xpubs (no private key in the gateway)", () => {
  it("derives the same addresses from the xpubs as from the mnemonic, for many indexes (EVM and TRON)", () => {
    for (const mnemonic of [DEV_MNEMONIC, ABANDON]) {
      const indexes = [...Array.from({ length: 40 }, (_, i) => i), 2 ** 31 - 1, ...sampleIndexes(60, 0x5eed)];
      for (const [coin, adapter] of [
        [60, evm(mnemonic)],
        [195, tron(mnemonic)],
      ] as const) {
        const reference = fromMnemonic(mnemonic, coin);
        for (const index of indexes)
          expect(adapter.deriveAddress(index), `${coin}/${index}`).toBe(reference(index));
      }
    }
  });

  it("the configured development and test xpubs are those of their mnemonics", () => {
    expect(accountXpub(DEV_MNEMONIC, "evm")).toBe(DEV_WALLET_XPUB_EVM);
    expect(accountXpub(DEV_MNEMONIC, "tron")).toBe(DEV_WALLET_XPUB_TRON);
    expect(accountXpub(ABANDON, "evm")).toBe(TEST_DEPOSIT_XPUBS.WALLET_XPUB_EVM);
    expect(accountXpub(ABANDON, "tron")).toBe(TEST_DEPOSIT_XPUBS.WALLET_XPUB_TRON);
    // The development hot wallet is anvil's first account, index 0 of the development mnemonic.
    expect(evm(DEV_MNEMONIC).deriveAddress(0)).toBe(DEV_HOT_WALLET_ADDRESS_EVM);
    expect(tronAddressFromEvm(DEV_HOT_WALLET_ADDRESS_EVM)).toBe(DEV_HOT_WALLET_ADDRESS_TRON);
  });

  it("refuses an extended PRIVATE key, a key of another depth and garbage as a deposit xpub", () => {
    expect(xpubProblem(DEV_WALLET_XPUB_EVM)).toBeNull();
    const accountKey = mnemonicToAccount(ABANDON, {
      path: "m/44'/60'/0'" as `m/44'/60'/${string}`,
    }).getHdKey();
    expect(accountKey.privateExtendedKey.startsWith("xprv")).toBe(true);
    expect(xpubProblem(accountKey.privateExtendedKey)).toMatch(/PUBLIC key .* not a private one/);
    const addressParent = mnemonicToAccount(ABANDON, {
      path: "m/44'/60'/0'/0" as `m/44'/60'/${string}`,
    }).getHdKey();
    expect(xpubProblem(addressParent.publicExtendedKey)).toMatch(/depth 3, got 4/);
    expect(xpubProblem("xpub-not-a-key")).toMatch(/must be an extended public key/);
    expect(() =>
      createEvmAdapter({
        rpcUrl: "http://127.0.0.1:9",
        xpub: accountKey.privateExtendedKey,
        hotWalletAddress: HOT,
      }),
    ).toThrow(/not a private one/);
  });
});

describe("EVM addresses", () => {
  it("derives m/44'/60'/0'/0/i (published vectors)", () => {
    expect(evm(DEV_MNEMONIC).deriveAddress(0)).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(evm(DEV_MNEMONIC).deriveAddress(1)).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(evm(ABANDON).deriveAddress(0)).toBe("0x9858EfFD232B4033E47d90003D41EC34EcaEda94");
  });

  it("accepts 42-character addresses with a valid checksum only", () => {
    const a = evm(DEV_MNEMONIC);
    expect(a.isValidAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe(true);
    expect(a.isValidAddress("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266")).toBe(true);
    expect(a.isValidAddress("0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe(false);
    expect(a.isValidAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226")).toBe(false);
    expect(a.isValidAddress("f39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe(false);
    expect(a.isValidAddress("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH")).toBe(false);
  });
});

describe("TRON addresses", () => {
  it("derives m/44'/195'/0'/0/i (published vectors)", () => {
    expect(tron(ABANDON).deriveAddress(0)).toBe("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH");
    expect(tron(ABANDON).deriveAddress(1)).toBe("TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK");
  });

  it("converts between a key, hex and base58check (published vector)", () => {
    const key = "0xb6c6b0997429b1d3662a58bfa2dee8c039512c8143871ae2ff67f520d74da0e7";
    expect(tronAddressFromEvm(privateKeyToAccount(key).address)).toBe("TCLR62QdWGGG56nDZ8Gtsscab4cSUJZo3A");
    expect(tronBase58ToHex("TCLR62QdWGGG56nDZ8Gtsscab4cSUJZo3A")).toBe(
      "4119f313491dc9a30f03502715ea19240a85f768b3",
    );
    expect(tronHexToBase58("4119f313491dc9a30f03502715ea19240a85f768b3")).toBe(
      "TCLR62QdWGGG56nDZ8Gtsscab4cSUJZo3A",
    );
  });

  it("accepts base58check addresses with the 0x41 prefix only", () => {
    expect(isTronAddress("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH")).toBe(true);
    expect(tron(ABANDON).isValidAddress("TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK")).toBe(true);
    // One character changed: the checksum fails.
    expect(isTronAddress("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdJ")).toBe(false);
    expect(isTronAddress("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYd")).toBe(false);
    // A valid base58check string with another prefix (a Bitcoin address) is not a TRON address.
    expect(isTronAddress("1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA")).toBe(false);
    expect(isTronAddress("0x9858EfFD232B4033E47d90003D41EC34EcaEda94")).toBe(false);
  });
});

describe("token units and micro-USDT", () => {
  it("is 1:1 for 6 decimals and truncates 18-decimal dust", () => {
    expect(tokenUnitsToMicroUsdt(12_345_678n, 6)).toBe(12_345_678n);
    expect(tokenUnitsToMicroUsdt(1_500_000_000_000_000_999n, 18)).toBe(1_500_000n);
    expect(tokenUnitsToMicroUsdt(999_999_999_999n, 18)).toBe(0n);
    expect(tokenUnitsToMicroUsdt(5n, 2)).toBe(50_000n);
    expect(microUsdtToTokenUnits(1_500_000n, 18)).toBe(1_500_000_000_000_000_000n);
    expect(microUsdtToTokenUnits(1_500_000n, 6)).toBe(1_500_000n);
    expect(() => microUsdtToTokenUnits(1n, 2)).toThrow(RangeError);
  });
});
