/**
 * Redeem codes (docs of the redemption contract): Crockford base32, 12 characters and a check
 * character, printed XXXX-XXXX-XXXX-C. What a member types or a QR holds is normalised: case, spaces
 * and dashes are ignored.
 */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** The printed form: groups of four, the check character last (XXXX-XXXX-XXXX-C). */
export function formatCode(code: string): string {
  const c = normaliseCode(code);
  if (c.length !== 13) return c;
  return `${c.slice(0, 4)}-${c.slice(4, 8)}-${c.slice(8, 12)}-${c.slice(12)}`;
}

/** Something worth sending: letters and digits only, 4 to 64 of them (the gateway judges the rest). */
export function looksLikeCode(input: string): boolean {
  return /^[0-9A-Z]{4,64}$/.test(normaliseCode(input));
}

/** A claim QR (VCLAIM1.<redemptionId>.<issuedAtMs>.<signature>) rather than a redeem code. */
export function isClaimPayload(text: string): boolean {
  return text.startsWith("VCLAIM1.");
}
