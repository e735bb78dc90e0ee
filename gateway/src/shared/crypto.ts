import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** A URL-safe random token (32 bytes by default): sessions, OAuth state, 2FA challenges. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** `length` decimal digits from a CSPRNG (e-mail codes). */
export function randomDigits(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

/** Letters and digits without look-alikes (0/O, 1/I/L): referral codes and reset keys people type. */
const READABLE = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function randomReadable(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += READABLE[randomInt(READABLE.length)];
  return out;
}

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}
