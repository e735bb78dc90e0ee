import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * The verifiable package draw (docs/PACKAGES.md, "The draw"). Pure: opening a package and the
 * public verification query both call `drawPackage`, and the client recomputes the same thing with
 * WebCrypto (client/src/modules/packages/components/verifyDraw.ts).
 *
 * Algorithm `vitrine-package-draw-v1`, for product `productId`, package `serial`, slot `k`
 * (1..cardsPerPackage):
 *   1. h = HMAC-SHA256(key = the seed's 64 lowercase hex characters as ASCII bytes,
 *                      message = ASCII `${productId}:${serial}:${k}`), productId and serial in decimal;
 *   2. x = the first 8 bytes of h read as an unsigned big-endian 64-bit integer;
 *   3. r = x mod totalWeight (the sum of the pool's weights);
 *   4. walk the pool entries in ascending entry id, accumulating weights; the drawn entry is the
 *      first whose cumulative weight exceeds r (entry i covers [sum of weights before it, + weight_i)).
 * The seed is 32 random bytes in lowercase hex; seed_hash = SHA-256 of those 64 ASCII characters, hex.
 */

export const DRAW_ALGORITHM = "vitrine-package-draw-v1";

export interface PoolEntry {
  /** The pool entry's id (decimal string): the walk order. */
  id: string;
  cardId: string;
  rarity: string;
  weight: number;
}

export interface DrawnSlot {
  slot: number;
  entry: PoolEntry;
}

const SEED = /^[0-9a-f]{64}$/;

/** A fresh secret seed: 32 random bytes as 64 lowercase hex characters. */
export function newSeed(): string {
  return randomBytes(32).toString("hex");
}

/** The published commitment: SHA-256 of the seed's hex characters, in hex. */
export function seedHashOf(seed: string): string {
  return createHash("sha256").update(seed, "ascii").digest("hex");
}

/** Entries in walk order (ascending id, compared as integers). */
export function orderPool(pool: readonly PoolEntry[]): PoolEntry[] {
  return [...pool].sort((a, b) => {
    const x = BigInt(a.id);
    const y = BigInt(b.id);
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** Steps 1–2: the 64-bit number drawn for one slot. */
export function slotNumber(seed: string, productId: string, serial: number, slot: number): bigint {
  if (!SEED.test(seed)) throw new Error("seed must be 64 lowercase hex characters");
  const h = createHmac("sha256", Buffer.from(seed, "ascii"))
    .update(`${productId}:${serial}:${slot}`, "ascii")
    .digest();
  return h.readBigUInt64BE(0);
}

/** Steps 3–4: the entry a number falls on. `pool` must already be in walk order (`orderPool`). */
export function pickEntry(pool: readonly PoolEntry[], x: bigint): PoolEntry {
  const total = pool.reduce((sum, e) => sum + BigInt(e.weight), 0n);
  if (pool.length === 0 || total <= 0n) throw new Error("an empty pool cannot be drawn from");
  const r = x % total;
  let upTo = 0n;
  for (const entry of pool) {
    if (!Number.isSafeInteger(entry.weight) || entry.weight <= 0) throw new Error("pool weights must be > 0");
    upTo += BigInt(entry.weight);
    if (r < upTo) return entry;
  }
  throw new Error("unreachable: r < total weight");
}

/** The cards of package `serial`: one entry per slot 1..cardsPerPackage. */
export function drawPackage(input: {
  seed: string;
  productId: string;
  serial: number;
  cardsPerPackage: number;
  pool: readonly PoolEntry[];
}): DrawnSlot[] {
  const pool = orderPool(input.pool);
  const slots: DrawnSlot[] = [];
  for (let slot = 1; slot <= input.cardsPerPackage; slot++) {
    slots.push({ slot, entry: pickEntry(pool, slotNumber(input.seed, input.productId, input.serial, slot)) });
  }
  return slots;
}
