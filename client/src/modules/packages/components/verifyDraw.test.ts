import { describe, expect, it } from "vitest";
import { recomputeDraw, sha256Hex, slotNumber, type VerifyPoolEntry } from "./verifyDraw";

// The same pinned vectors as the gateway's unit test (docs/PACKAGES.md, worked example).
const SEED = "07c1ad6082bf6c4a415047be1755dabd7cf5b490e0520aa9b4f43c61d399f006";
const POOL: VerifyPoolEntry[] = [
  { entryId: "14", rarity: "LEGENDARY", weight: 3, card: { id: "104", name: "D" } },
  { entryId: "12", rarity: "RARE", weight: 25, card: { id: "102", name: "B" } },
  { entryId: "11", rarity: "COMMON", weight: 60, card: { id: "101", name: "A" } },
  { entryId: "13", rarity: "EPIC", weight: 12, card: { id: "103", name: "C" } },
];

describe("recomputeDraw (WebCrypto)", () => {
  it("matches the gateway's pinned vectors", async () => {
    expect(await sha256Hex(SEED)).toBe("8369d6ee814745caa555f333204e9ac050f93dd034b3977f1eec36bb9df8543a");
    expect(await slotNumber(SEED, "7", 1, 1)).toBe(17175930403741071563n);
    const draw = async (productId: string, serial: number) =>
      (await recomputeDraw({ seed: SEED, productId, serial, cardsPerPackage: 3, pool: POOL })).map(
        (d) => d.entry.entryId,
      );
    expect(await draw("7", 1)).toEqual(["12", "11", "11"]);
    expect(await draw("7", 2)).toEqual(["12", "11", "13"]);
    expect(await draw("42", 137)).toEqual(["11", "11", "11"]);
  });
});
