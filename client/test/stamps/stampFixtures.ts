import type { CampaignDetailFragment } from "../../src/gql/graphql";

const stamp = (
  id: string,
  action: string,
  name: string,
  collectedAt: string | null,
  refId: string | null = null,
) => ({
  __typename: "CampaignStamp" as const,
  id,
  position: Number(id),
  action: action as CampaignDetailFragment["stamps"][number]["action"],
  refId,
  name,
  hint: `How to get ${name}`,
  collectedAt,
});

/** A campaign as the gateway answers it: open with two of three stamps, or drawn with winners. */
export function makeCampaign(state: "OPEN" | "DRAWN", overrides: Partial<CampaignDetailFragment> = {}) {
  const drawn = state === "DRAWN";
  return {
    __typename: "Campaign" as const,
    id: "7",
    title: "Night market stamp rally",
    description: "Collect three stamps around the night market.",
    prize: "A limited figure",
    startsAt: "2026-11-01T00:00:00.000Z",
    endsAt: "2026-12-01T00:00:00.000Z",
    state,
    winnersCount: 200,
    collected: drawn ? 3 : 2,
    completed: drawn,
    youWon: drawn,
    stamps: [
      stamp("1", "VENUE_QR", "Entrance gate", "2026-11-20T10:00:00.000Z"),
      stamp("2", "PURCHASE", "Night market card", "2026-11-21T10:00:00.000Z", "12"),
      stamp("3", "QUIZ", "Market quiz", drawn ? "2026-11-22T10:00:00.000Z" : null, "3"),
    ],
    proof: {
      __typename: "CampaignDrawProof" as const,
      algorithm: "vitrine-stamp-draw-v1",
      seedHash: "a".repeat(64),
      seed: drawn ? "b".repeat(64) : null,
      completerCount: drawn ? 260 : null,
      drawnAt: drawn ? "2026-12-01T00:00:05.000Z" : null,
    },
    winners: drawn
      ? [
          { __typename: "CampaignWinner" as const, rank: 1, displayName: "M***", you: true },
          { __typename: "CampaignWinner" as const, rank: 2, displayName: "L****", you: false },
        ]
      : [],
    ...overrides,
  };
}
