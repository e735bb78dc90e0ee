import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";

const DAY = 86_400_000;

export function redeemCard(id: number) {
  return {
    __typename: "Card",
    id: String(id),
    name: `Aurora #${id}`,
    imageUrl: `/media/cards/${id}.png`,
    tokenId: String(1000 + id),
    artist: { __typename: "Artist", id: "a1", name: "Artist 1" },
  };
}

export function redeemEvent(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "RedeemEvent",
    id: "ev1",
    name: "Autumn Festival",
    description: "Collect a card at the autumn festival.",
    publisherName: "Aurora Studio",
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
    state: "VALID",
    rewardKind: "CARD_CHOICE",
    cards: [redeemCard(1), redeemCard(2)],
    unitsPerRedemption: 1,
    jpointAmount: null,
    giftName: null,
    stock: 100,
    redeemedCount: 10,
    perAccountLimit: 1,
    packName: null,
    ...overrides,
  };
}

export function redemption(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Redemption",
    id: "r1",
    code: "ABCDEFGHJKMNP",
    redeemedAt: new Date().toISOString(),
    units: 1,
    jpointAmount: null,
    giftName: null,
    receiverName: null,
    receiverPhone: null,
    receiverAddress: null,
    claimStatus: null,
    claimedAt: null,
    card: redeemCard(2),
    event: redeemEvent(),
    ...overrides,
  };
}

/** A signed-in member who administers no event and has redeemed nothing yet. */
export function memberWithNothing() {
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
    graphql.query("AdministeredRedeemEvents", () =>
      HttpResponse.json({ data: { administeredRedeemEvents: [] } }),
    ),
    graphql.query("MyRedemptions", () =>
      HttpResponse.json({ data: { myRedemptions: { __typename: "RedemptionPage", total: 0, items: [] } } }),
    ),
  );
}
