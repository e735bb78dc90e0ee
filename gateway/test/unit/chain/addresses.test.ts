import { describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import { createEvmAdapter } from "../../../src/domains/chain/evm.adapter.js";
import {
  isTronAddress,
  tronAddressFromEvm,
  tronBase58ToHex,
  tronHexToBase58,
} from "../../../src/domains/chain/tron-address.js";
import { createTronAdapter } from "../../../src/domains/chain/tron.adapter.js";
import {
  microUsdtToTokenUnits,
  tokenUnitsToMicroUsdt,
} from "../../../src/domains/wallet/deposits/services/deposit-amount.js";

const HOT = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const DEV_MNEMONIC = "test test test test test test test test test test test junk";
const ABANDON =
  "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
// Adapters are built without touching the network; only derivation and validation are used here.
const evm = (mnemonic: string) =>
  createEvmAdapter({ rpcUrl: "http://127.0.0.1:9", mnemonic, hotWalletPrivateKey: HOT });
const tron = (mnemonic: string) =>
  createTronAdapter({ apiUrl: "http://127.0.0.1:9", mnemonic, hotWalletPrivateKey: HOT });

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
