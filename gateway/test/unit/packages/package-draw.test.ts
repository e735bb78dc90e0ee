import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  DRAW_ALGORITHM,
  drawPackage,
  newSeed,
  orderPool,
  pickEntry,
  seedHashOf,
  slotNumber,
  type PoolEntry,
} from "../../../src/domains/packages/services/package-draw.js";
import { compareRarity, percentages } from "../../../src/domains/packages/services/package-odds.js";

// The worked example of docs/PACKAGES.md. Vectors computed once (Node and Python's hmac agree) and pinned.
const SEED = createHash("sha256").update("vitrine demo seed").digest("hex");
const POOL: PoolEntry[] = [
  { id: "11", cardId: "101", rarity: "COMMON", weight: 60 },
  { id: "12", cardId: "102", rarity: "RARE", weight: 25 },
  { id: "13", cardId: "103", rarity: "EPIC", weight: 12 },
  { id: "14", cardId: "104", rarity: "LEGENDARY", weight: 3 },
];

describe(DRAW_ALGORITHM, () => {
  it("commits to the seed with SHA-256 of its hex characters", () => {
    expect(SEED).toBe("07c1ad6082bf6c4a415047be1755dabd7cf5b490e0520aa9b4f43c61d399f006");
    expect(seedHashOf(SEED)).toBe("8369d6ee814745caa555f333204e9ac050f93dd034b3977f1eec36bb9df8543a");
    const fresh = newSeed();
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(fresh);
  });

  it("derives each slot's number from HMAC-SHA256(seed, 'productId:serial:slot')", () => {
    expect(slotNumber(SEED, "7", 1, 1)).toBe(0xee5d29b341d178cbn);
    expect(slotNumber(SEED, "7", 1, 1)).toBe(17175930403741071563n);
    expect(slotNumber(SEED, "7", 1, 2)).toBe(17850444690210822725n);
    expect(slotNumber(SEED, "7", 1, 3)).toBe(4641693880988086252n);
    expect(slotNumber(SEED, "42", 137, 3)).toBe(9462100040707109540n);
  });

  it("draws the pinned cards", () => {
    const cards = (productId: string, serial: number) =>
      drawPackage({ seed: SEED, productId, serial, cardsPerPackage: 3, pool: POOL }).map((d) => [
        d.slot,
        d.entry.id,
      ]);
    // r = x mod 100: 63 → entry 12 (60 ≤ r < 85), 25 → 11, 52 → 11.
    expect(cards("7", 1)).toEqual([
      [1, "12"],
      [2, "11"],
      [3, "11"],
    ]);
    // r: 69 → 12, 51 → 11, 89 → 13 (85 ≤ r < 97).
    expect(cards("7", 2)).toEqual([
      [1, "12"],
      [2, "11"],
      [3, "13"],
    ]);
    expect(cards("42", 137)).toEqual([
      [1, "11"],
      [2, "11"],
      [3, "11"],
    ]);
  });

  it("walks the pool by ascending entry id whatever order it is given in", () => {
    const shuffled = [POOL[3]!, POOL[1]!, POOL[0]!, POOL[2]!];
    expect(orderPool(shuffled).map((e) => e.id)).toEqual(["11", "12", "13", "14"]);
    // Numeric, not lexicographic: "9" comes before "10".
    expect(
      orderPool([
        { ...POOL[0]!, id: "10" },
        { ...POOL[1]!, id: "9" },
      ]).map((e) => e.id),
    ).toEqual(["9", "10"]);
    expect(
      drawPackage({ seed: SEED, productId: "7", serial: 2, cardsPerPackage: 3, pool: shuffled }),
    ).toEqual(drawPackage({ seed: SEED, productId: "7", serial: 2, cardsPerPackage: 3, pool: POOL }));
  });

  it("maps r onto the cumulative weight ranges at their edges", () => {
    const pool = orderPool(POOL);
    expect(pickEntry(pool, 0n).id).toBe("11");
    expect(pickEntry(pool, 59n).id).toBe("11");
    expect(pickEntry(pool, 60n).id).toBe("12");
    expect(pickEntry(pool, 84n).id).toBe("12");
    expect(pickEntry(pool, 85n).id).toBe("13");
    expect(pickEntry(pool, 96n).id).toBe("13");
    expect(pickEntry(pool, 97n).id).toBe("14");
    expect(pickEntry(pool, 99n).id).toBe("14");
    expect(pickEntry(pool, 100n).id).toBe("11"); // mod total weight
    expect(() => pickEntry([], 1n)).toThrow();
    expect(() => slotNumber("not-hex", "1", 1, 1)).toThrow();
  });

  it("follows the weights over 10,000 draws", () => {
    const seed = newSeed();
    const counts = new Map<string, number>();
    for (let serial = 1; serial <= 2_500; serial++) {
      for (const { entry } of drawPackage({ seed, productId: "3", serial, cardsPerPackage: 4, pool: POOL })) {
        counts.set(entry.id, (counts.get(entry.id) ?? 0) + 1);
      }
    }
    const n = 10_000;
    for (const entry of POOL) {
      const p = entry.weight / 100;
      const sd = Math.sqrt(n * p * (1 - p));
      // 5 standard deviations: with a random seed, each check fails about once in 1.7 million runs.
      expect(Math.abs((counts.get(entry.id) ?? 0) - n * p)).toBeLessThan(5 * sd);
    }
  });
});

describe("published odds", () => {
  it("are two-decimal percentages adding up to exactly 100.00", () => {
    expect(percentages([60, 25, 12, 3])).toEqual(["60.00", "25.00", "12.00", "3.00"]);
    const thirds = percentages([1, 1, 1]);
    expect(thirds).toEqual(["33.34", "33.33", "33.33"]);
    const odd = percentages([7, 13, 29, 1000, 3]);
    const sum = odd.reduce((s, p) => s + Math.round(Number(p) * 100), 0);
    expect(sum).toBe(10_000);
    expect(odd.every((p) => /^\d+\.\d{2}$/.test(p))).toBe(true);
  });

  it("order rarities from common to legendary, others after", () => {
    expect(["LEGENDARY", "MYTHIC", "COMMON", "EPIC", "RARE"].sort(compareRarity)).toEqual([
      "COMMON",
      "RARE",
      "EPIC",
      "LEGENDARY",
      "MYTHIC",
    ]);
  });
});
