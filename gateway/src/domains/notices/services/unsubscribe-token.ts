import { createHmac, timingSafeEqual } from "node:crypto";
import { isNoticeKind, type NoticeKind } from "@vitrine/schema";

/**
 * The unsubscribe link's token: `<userId>.<kind>.<signature>`, the signature an HMAC-SHA256 of the
 * member and kind under the server's session secret (with its own label, so it signs nothing else).
 * It never expires: an old mail's link must still turn the kind off.
 */
const LABEL = "vitrine-notice-unsubscribe:";

const sign = (secret: string, userId: string, kind: string) =>
  createHmac("sha256", secret).update(`${LABEL}${userId}:${kind}`).digest("base64url");

export function unsubscribeToken(secret: string, userId: string, kind: NoticeKind): string {
  return `${userId}.${kind}.${sign(secret, userId, kind)}`;
}

/** The member and kind a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  secret: string,
  token: unknown,
): { userId: string; kind: NoticeKind } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [userId, kind, signature, extra] = token.split(".");
  if (extra !== undefined || !userId || !/^\d{1,19}$/.test(userId) || !isNoticeKind(kind) || !signature)
    return null;
  const expected = Buffer.from(sign(secret, userId, kind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind };
}
