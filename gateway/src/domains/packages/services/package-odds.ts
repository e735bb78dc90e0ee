/**
 * Published odds as percentage strings with two decimals. Each share is weight/total; the shares are
 * apportioned in hundredths of a percent by the largest-remainder method, so a list always adds up to
 * exactly "100.00" (each share is its exact value rounded down or up by less than 0.01).
 */
export function percentages(weights: readonly number[]): string[] {
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (total === 0n) return weights.map(() => "0.00");
  const exact = weights.map((w) => BigInt(w) * 10_000n);
  const floors = exact.map((e) => e / total);
  let left = 10_000n - floors.reduce((sum, f) => sum + f, 0n);
  // Largest remainders first; ties go to the earlier entry.
  const order = exact
    .map((e, index) => ({ index, rest: e % total }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0n) break;
    floors[index]! += 1n;
    left -= 1n;
  }
  return floors.map((hundredths) => `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, "0")}`);
}

/** Known rarities first, from common to legendary; any other name after them, alphabetically. */
export const RARITY_ORDER = ["COMMON", "RARE", "EPIC", "LEGENDARY"] as const;

export function compareRarity(a: string, b: string): number {
  const rank = (r: string) => {
    const i = (RARITY_ORDER as readonly string[]).indexOf(r);
    return i === -1 ? RARITY_ORDER.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}
