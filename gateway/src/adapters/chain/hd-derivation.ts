import { createHash } from "node:crypto";
import { english, publicKeyToAddress, HDKey, mnemonicToAccount } from "viem/accounts";
import { bytesToHex, type Address } from "viem";

/*
 * Deposit addresses come from EXTENDED PUBLIC KEYS: the xpub of the BIP-44 account (`m/44'/<coin>'/0'`)
 * derives every child public key `0/<index>` without any private key, so the gateway can show
 * addresses and never hold what spends from them. Only the workers (and the operator's offline
 * machine) ever see the mnemonic; docs/WALLET-CHAIN.md describes the key ceremony.
 */

export type HdFamily = "evm" | "tron";

/** BIP-44 account paths whose xpubs the gateway is configured with (coin 60 = Ethereum, 195 = TRON). */
export const HD_ACCOUNT_PATH: Record<HdFamily, string> = {
  evm: "m/44'/60'/0'",
  tron: "m/44'/195'/0'",
};

/** The account level of BIP-44 (m / purpose' / coin' / account'). */
const ACCOUNT_DEPTH = 3;

/** Why `xpub` cannot be a deposit xpub, or null when it is a usable account-level extended public key. */
export function xpubProblem(xpub: string): string | null {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub);
  } catch {
    return "must be an extended public key (xpub…)";
  }
  // An xprv parses too: refusing it keeps a private key out of the gateway's configuration.
  if (key.privateKey) return "must be an extended PUBLIC key (xpub…), not a private one";
  if (key.depth !== ACCOUNT_DEPTH) return `must be the xpub of a BIP-44 account (depth 3, got ${key.depth})`;
  return null;
}

// secp256k1: y² = x³ + 7 over p. A compressed public key is x with the parity of y.
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = base % P;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
}

/** The Ethereum address of a 33-byte compressed secp256k1 public key (keccak of the uncompressed point). */
export function compressedKeyToAddress(publicKey: Uint8Array): Address {
  if (publicKey.length !== 33 || (publicKey[0] !== 2 && publicKey[0] !== 3)) {
    throw new Error("not a compressed secp256k1 public key");
  }
  const x = BigInt(bytesToHex(publicKey.subarray(1)));
  // p ≡ 3 (mod 4), so a square root of a is a^((p+1)/4).
  let y = modPow((modPow(x, 3n) + 7n) % P, (P + 1n) / 4n);
  if ((y & 1n) !== BigInt(publicKey[0]! & 1)) y = P - y;
  const coordinate = (n: bigint) => n.toString(16).padStart(64, "0");
  return publicKeyToAddress(`0x04${coordinate(x)}${coordinate(y)}`);
}

/**
 * Addresses under an account xpub: child `0/<index>` (external chain, address index). The xpub is
 * parsed once per deriver; each address after that is two public child derivations.
 */
export function xpubAddressDeriver(xpub: string): (index: number) => Address {
  const problem = xpubProblem(xpub);
  if (problem) throw new Error(`deposit xpub ${problem}`);
  const external = HDKey.fromExtendedKey(xpub).deriveChild(0);
  return (index) => {
    if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
      throw new RangeError(`HD address index out of range: ${index}`);
    }
    const child = external.deriveChild(index);
    if (!child.publicKey) throw new Error("HD derivation gave no public key");
    return compressedKeyToAddress(child.publicKey);
  };
}

/**
 * The account xpub of a mnemonic for a family: what an operator configures the gateway with
 * (`npm run wallet:xpub`) and what the workers compare against in production. Only code that
 * holds the mnemonic (workers, the CLI) calls this.
 */
export function accountXpub(mnemonic: string, family: HdFamily): string {
  // viem types the path as Ethereum's (coin 60) but derives any BIP-32 path.
  const path = HD_ACCOUNT_PATH[family] as `m/44'/60'/${string}`;
  const key = mnemonicToAccount(mnemonic, { path }).getHdKey();
  return key.publicExtendedKey;
}

/** True for a BIP-39 English mnemonic with a valid checksum (12–24 words). */
export function isValidMnemonic(mnemonic: string): boolean {
  const words = mnemonic.trim().split(/\s+/);
  if (![12, 15, 18, 21, 24].includes(words.length)) return false;
  const indexes = words.map((word) => english.indexOf(word));
  if (indexes.some((index) => index < 0)) return false;
  const bits = indexes.map((index) => index.toString(2).padStart(11, "0")).join("");
  const checksumBits = words.length / 3;
  const entropyBits = bits.slice(0, bits.length - checksumBits);
  const entropy = Buffer.from(entropyBits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const hash = createHash("sha256").update(entropy).digest();
  const expected = [...hash]
    .map((byte) => byte.toString(2).padStart(8, "0"))
    .join("")
    .slice(0, checksumBits);
  return expected === bits.slice(-checksumBits);
}
