/**
 * The package draw recomputed in the browser with WebCrypto — the same algorithm as the gateway's
 * package-draw.ts (`vitrine-package-draw-v1`, docs/PACKAGES.md): for slot k of package `serial`,
 * h = HMAC-SHA256(key = the seed's hex characters as ASCII, message = `${productId}:${serial}:${k}`),
 * x = first 8 bytes of h as an unsigned big-endian integer, r = x mod total weight, and the drawn entry
 * is the one whose cumulative weight range (entries in ascending entry id) contains r.
 */

export const DRAW_ALGORITHM = "vitrine-package-draw-v1";

export interface VerifyPoolEntry {
  entryId: string;
  weight: number;
  rarity: string;
  card: { id: string; name: string };
}

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** SHA-256 of the seed's characters, in hex: compare with the published seed hash. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

export async function slotNumber(
  seed: string,
  productId: string,
  serial: number,
  slot: number,
): Promise<bigint> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(seed),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(`${productId}:${serial}:${slot}`));
  return new DataView(mac).getBigUint64(0, false);
}

/** The entries drawn for slots 1..cardsPerPackage of package `serial`. */
export async function recomputeDraw(input: {
  seed: string;
  productId: string;
  serial: number;
  cardsPerPackage: number;
  pool: readonly VerifyPoolEntry[];
}): Promise<{ slot: number; entry: VerifyPoolEntry }[]> {
  const pool = [...input.pool].sort((a, b) => {
    const x = BigInt(a.entryId);
    const y = BigInt(b.entryId);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const total = pool.reduce((sum, e) => sum + BigInt(e.weight), 0n);
  if (total <= 0n) throw new Error("empty pool");
  const result: { slot: number; entry: VerifyPoolEntry }[] = [];
  for (let slot = 1; slot <= input.cardsPerPackage; slot++) {
    const r = (await slotNumber(input.seed, input.productId, input.serial, slot)) % total;
    let upTo = 0n;
    const entry = pool.find((e) => {
      upTo += BigInt(e.weight);
      return r < upTo;
    })!;
    result.push({ slot, entry });
  }
  return result;
}
