import { randomBytes } from "node:crypto";
import { TOTP_DIGITS, TOTP_STEP_SECONDS } from "@vitrine/schema";
import speakeasy from "speakeasy";

/**
 * TOTP primitives (RFC 6238, HMAC-SHA-1, the only algorithm every authenticator app supports) over
 * speakeasy. Secrets are base32 strings; times are milliseconds since the epoch, like Date.now().
 * Knows nothing about accounts: "a code is accepted once" is enforced by the callers, which store the
 * step that verifyStep returns and refuse any step not after it.
 */

export const TOTP_ISSUER = "Vitrine";
/** Steps accepted either side of the current one: clocks drift and people type slowly. */
export const TOTP_WINDOW = 1;
/** RFC 4226 §4 recommends a 160-bit shared secret. */
export const TOTP_SECRET_BYTES = 20;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding (20 bytes → exactly 32 characters): what authenticator apps read. */
export function base32Encode(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * A new base32 secret from 20 CSPRNG bytes. Not speakeasy.generateSecret: that one maps random bytes
 * onto a skewed 61-letter alphabet (about 118 bits for 20 characters, under RFC 4226's 128-bit minimum).
 */
export function generateSecret(): string {
  return base32Encode(randomBytes(TOTP_SECRET_BYTES));
}

/**
 * The otpauth:// URL an authenticator app scans: issuer Vitrine, the account e-mail as label. The label
 * carries the issuer prefix too (older apps only read that) and is percent-encoded here, because
 * speakeasy passes it through url.format, which leaves "+" and spaces as they are.
 */
export function otpauthUrl(secret: string, accountLabel: string): string {
  return speakeasy.otpauthURL({
    secret,
    encoding: "base32",
    label: `${TOTP_ISSUER}:${encodeURIComponent(accountLabel)}`,
    issuer: TOTP_ISSUER,
    algorithm: "sha1",
    digits: TOTP_DIGITS,
    period: TOTP_STEP_SECONDS,
  });
}

/** The time step (RFC 6238 "T") that contains `timeMs`. */
export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator shows at `timeMs` (tests and the RFC vectors; `digits` 8 for the RFC). */
export function codeAt(secret: string, timeMs: number, digits: number = TOTP_DIGITS): string {
  return speakeasy.totp({
    secret,
    encoding: "base32",
    algorithm: "sha1",
    digits,
    step: TOTP_STEP_SECONDS,
    time: timeMs / 1000,
  });
}

/**
 * The time step whose code `code` is, within ±TOTP_WINDOW steps of `nowMs`, or null when it matches
 * none. Only exact digit strings get to speakeasy: it compares parseInt values, so " 12345" or
 * "12345x" would otherwise pass for "012345".
 */
export function verifyStep(
  secret: string,
  code: string,
  nowMs: number,
  digits: number = TOTP_DIGITS,
): number | null {
  if (typeof code !== "string" || code.length !== digits || !/^\d+$/.test(code)) return null;
  const match = speakeasy.totp.verifyDelta({
    secret,
    encoding: "base32",
    algorithm: "sha1",
    digits,
    step: TOTP_STEP_SECONDS,
    token: code,
    window: TOTP_WINDOW,
    time: nowMs / 1000,
  });
  return match ? stepAt(nowMs) + match.delta : null;
}
