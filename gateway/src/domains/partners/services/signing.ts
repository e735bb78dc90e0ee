import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sha256Hex } from "../../../shared/crypto.js";

/**
 * Keys, secrets and signatures of the partner API (docs/PARTNERS.md). API keys are `vpk_` + 32
 * random bytes; only their sha256 is stored, so a leaked table gives no usable key. Webhook secrets
 * are `whsec_` + 32 random bytes, kept as they are (they sign, so they must be known).
 */

export const API_KEY_PREFIX = "vpk_";

export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, hash: sha256Hex(key), prefix: key.slice(0, 12) };
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** A partner-scoped member id: random, so it says nothing about the internal id or other partners. */
export function newMemberRef(): string {
  return `m_${randomBytes(16).toString("base64url")}`;
}

/** The API key in an `Authorization: Bearer vpk_…` header, or undefined. */
export function bearerKey(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+(vpk_[A-Za-z0-9_-]{20,80})\s*$/.exec(header);
  return m?.[1];
}

/** HMAC-SHA256 hex of `message` with the partner's secret. */
export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** Constant-time check of a hex signature. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(givenHex, "hex"));
}

/** Webhook signature: `v1=` + HMAC-SHA256 over `timestamp.body`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${hmacHex(secret, `${timestamp}.${body}`)}`;
}

/** What a consent request signs: partner id, state, return URL and the partner's timestamp. */
export function consentRequestMessage(r: {
  partnerId: string;
  state: string;
  returnUrl: string;
  ts: number;
}) {
  return `${r.partnerId}.${r.state}.${r.returnUrl}.${r.ts}`;
}

/** What a consent result signs: binding id, partner-scoped member id, state and Vitrine's timestamp. */
export function consentResultMessage(r: { bindingId: string; memberId: string; state: string; ts: number }) {
  return `${r.bindingId}.${r.memberId}.${r.state}.${r.ts}`;
}
