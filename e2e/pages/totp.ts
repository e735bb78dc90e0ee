import { createHmac } from "node:crypto";
import { closeSync, mkdirSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** RFC 6238 time step length and code size Vitrine uses (spec §9: 6 digits, every 30 seconds). */
export const TOTP_STEP_SECONDS = 30;
const DIGITS = 6;

/** RFC 4648 base32 (the authenticator secret shown on the account page) to bytes. */
export function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function stepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

/** The RFC 6238 HMAC-SHA-1 code of a time step: what an authenticator app would show. */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** Steps claimed per account, shared by the e2e workers (files named by account and absolute step). */
const CLAIMS = path.join(tmpdir(), "vitrine-e2e-totp");

/**
 * Claims a step for an account across every e2e worker process: spec files run side by side and the
 * demo staff accounts sign in from several of them, while the gateway accepts each step once per
 * account. Steps are absolute time, so files left by an earlier run never match a current step.
 */
function claimStep(account: string, step: number): boolean {
  mkdirSync(CLAIMS, { recursive: true });
  try {
    closeSync(openSync(path.join(CLAIMS, `${account.replace(/[^\w.@-]/g, "_")}-${step}`), "wx"));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * A code from a step after `usedStep`: the gateway accepts each step once, so a second login right
 * after activation must wait for the authenticator's next code. With `account`, the step is also
 * claimed for that account against the other spec files running at the same time. Returns the code
 * and its step.
 */
export async function freshTotp(
  secret: string,
  usedStep = -1,
  account?: string,
): Promise<{ code: string; step: number }> {
  for (;;) {
    const step = stepAt(Date.now());
    // Not in the last second of a step either: the code must still be current when it arrives.
    const msLeft = (step + 1) * TOTP_STEP_SECONDS * 1000 - Date.now();
    if (step > usedStep && msLeft > 1500) {
      if (!account || claimStep(account, step)) return { code: totpAt(secret, step), step };
      usedStep = step;
    }
    await new Promise((r) => setTimeout(r, Math.min(msLeft + 50, 1000)));
  }
}
