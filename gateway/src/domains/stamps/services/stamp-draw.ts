import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * The verifiable winners draw of a stamp campaign (docs/STAMPS.md, "The draw"). Pure, so the test and
 * anyone with the revealed seed can recompute it.
 *
 * Algorithm `vitrine-stamp-draw-v1`, for campaign `campaignId` (decimal):
 *   1. C = the ids of the members who hold every stamp of the campaign (awarded inside its window),
 *      as decimal integers in ascending numeric order; n = |C|; k = min(winnersCount, n).
 *   2. For i = 0 … k−1 (a partial Fisher–Yates shuffle):
 *        h = HMAC-SHA256(key = the seed's 64 lowercase hex characters as ASCII bytes,
 *                        message = ASCII `${campaignId}:${i}`);
 *        x = the first 8 bytes of h as an unsigned big-endian 64-bit integer;
 *        j = i + (x mod (n − i));  swap C[i] and C[j].
 *   3. The winners are C[0] … C[k−1], rank 1 … k in that order.
 * The seed is 32 random bytes in lowercase hex; seed_hash = SHA-256 of those 64 ASCII characters, hex.
 */
export const STAMP_DRAW_ALGORITHM = "vitrine-stamp-draw-v1";

const SEED = /^[0-9a-f]{64}$/;

export function newCampaignSeed(): string {
  return randomBytes(32).toString("hex");
}

export function campaignSeedHash(seed: string): string {
  return createHash("sha256").update(seed, "ascii").digest("hex");
}

const byNumber = (a: string, b: string) => {
  const x = BigInt(a);
  const y = BigInt(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

export function drawCampaignWinners(input: {
  seed: string;
  campaignId: string;
  completers: readonly string[];
  winnersCount: number;
}): string[] {
  if (!SEED.test(input.seed)) throw new Error("seed must be 64 lowercase hex characters");
  const c = [...input.completers].sort(byNumber);
  const n = c.length;
  const k = Math.min(input.winnersCount, n);
  for (let i = 0; i < k; i++) {
    const h = createHmac("sha256", Buffer.from(input.seed, "ascii"))
      .update(`${input.campaignId}:${i}`, "ascii")
      .digest();
    const j = i + Number(h.readBigUInt64BE(0) % BigInt(n - i));
    [c[i], c[j]] = [c[j]!, c[i]!];
  }
  return c.slice(0, k);
}
