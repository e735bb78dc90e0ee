import { describe, expect, it } from "vitest";
import { campaignSeedHash, drawCampaignWinners } from "../../../src/domains/stamps/index.js";

const SEED = "0123456789abcdef".repeat(4);
const ids = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i * 7));

describe("vitrine-stamp-draw-v1", () => {
  it("draws min(winners, completers) distinct completers, the same whatever the input order", () => {
    const completers = ids(250);
    const winners = drawCampaignWinners({ seed: SEED, campaignId: "9", completers, winnersCount: 200 });
    expect(winners).toHaveLength(200);
    expect(new Set(winners).size).toBe(200);
    for (const w of winners) expect(completers).toContain(w);
    const shuffled = [...completers].reverse();
    expect(
      drawCampaignWinners({ seed: SEED, campaignId: "9", completers: shuffled, winnersCount: 200 }),
    ).toEqual(winners);
    expect(
      drawCampaignWinners({ seed: SEED, campaignId: "9", completers: ids(3), winnersCount: 200 }),
    ).toHaveLength(3);
    expect(drawCampaignWinners({ seed: SEED, campaignId: "9", completers: [], winnersCount: 200 })).toEqual(
      [],
    );
  });

  it("depends on the seed and the campaign; sorts ids as numbers, not text", () => {
    const completers = ids(50);
    const a = drawCampaignWinners({ seed: SEED, campaignId: "9", completers, winnersCount: 10 });
    const otherSeed = drawCampaignWinners({
      seed: "f".repeat(64),
      campaignId: "9",
      completers,
      winnersCount: 10,
    });
    const otherCampaign = drawCampaignWinners({ seed: SEED, campaignId: "10", completers, winnersCount: 10 });
    expect(otherSeed).not.toEqual(a);
    expect(otherCampaign).not.toEqual(a);
    // One winner of two: the first swap picks index x mod 2 of ["9", "10"] (numeric order).
    const pair = drawCampaignWinners({
      seed: SEED,
      campaignId: "1",
      completers: ["10", "9"],
      winnersCount: 2,
    });
    expect(new Set(pair)).toEqual(new Set(["9", "10"]));
    expect(() =>
      drawCampaignWinners({ seed: "nope", campaignId: "1", completers, winnersCount: 1 }),
    ).toThrow();
    expect(campaignSeedHash(SEED)).toMatch(/^[0-9a-f]{64}$/);
  });
});
