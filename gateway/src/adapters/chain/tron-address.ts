import { createHash } from "node:crypto";
import { base58check as createBase58check } from "@scure/base";

/**
 * TRON addresses: 21 bytes (0x41 then the same 20 bytes an EVM address has: the last 20 bytes of the
 * keccak-256 of the public key), shown as base58check ("T..."). The HTTP API speaks hex ("41...").
 */
const base58check = createBase58check((data) => new Uint8Array(createHash("sha256").update(data).digest()));

const TRON_PREFIX = 0x41;

/** True for a base58check TRON address (checksum, 0x41 prefix and 21 bytes). */
export function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  try {
    const bytes = base58check.decode(address);
    return bytes.length === 21 && bytes[0] === TRON_PREFIX;
  } catch {
    return false;
  }
}

/** "41" + 40 hex digits → "T..." (also accepts the 20-byte form, with or without 0x). */
export function tronHexToBase58(hex: string): string {
  let digits = hex.toLowerCase().replace(/^0x/, "");
  if (digits.length === 40) digits = `41${digits}`;
  if (!/^41[0-9a-f]{40}$/.test(digits)) throw new Error(`not a TRON hex address: ${hex}`);
  return base58check.encode(Uint8Array.from(Buffer.from(digits, "hex")));
}

/** "T..." → "41" + 40 hex digits, as the HTTP API wants it. */
export function tronBase58ToHex(address: string): string {
  if (!isTronAddress(address)) throw new Error(`not a TRON address: ${address}`);
  return Buffer.from(base58check.decode(address)).toString("hex");
}

/** The TRON address of the key whose EVM address is `evmAddress` (same 20 bytes, TRON prefix). */
export function tronAddressFromEvm(evmAddress: string): string {
  return tronHexToBase58(`41${evmAddress.toLowerCase().replace(/^0x/, "")}`);
}
