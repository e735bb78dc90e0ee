import type { ListingFieldsFragment, TradeFieldsFragment } from "../../gql/graphql";
import { makeCard } from "./fixtures";

type WithTypename<T> = T & { __typename: string };

const seller = { __typename: "PublicUser", publicId: "u-seller", displayName: "Seller Sam" } as const;
const buyer = { __typename: "PublicUser", publicId: "u-buyer", displayName: "Mei" } as const;

/** A direct listing (id "L{n}") by default; pass type "AUCTION" and its fields for an auction. */
export function makeListing(
  n: number,
  overrides: Partial<ListingFieldsFragment> = {},
): WithTypename<ListingFieldsFragment> {
  return {
    __typename: "Listing",
    id: `L${n}`,
    type: "DIRECT",
    state: "SELLING",
    units: 5,
    remaining: 3,
    unitPrice: "120",
    startPrice: null,
    buyNowPrice: null,
    highestBid: null,
    bidCount: 0,
    minimumNextBid: null,
    startsAt: "2026-01-01T00:00:00.000Z",
    endsAt: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    isMine: false,
    card: makeCard(n),
    seller,
    ...overrides,
  } as WithTypename<ListingFieldsFragment>;
}

export function makeAuction(n: number, overrides: Partial<ListingFieldsFragment> = {}) {
  return makeListing(n, {
    type: "AUCTION",
    units: 1,
    remaining: 1,
    unitPrice: null,
    startPrice: "50",
    highestBid: "80",
    bidCount: 2,
    minimumNextBid: "80",
    endsAt: "2099-01-01T00:00:00.000Z",
    ...overrides,
  });
}

export const orderBookItems = [...Array.from({ length: 3 }, (_, i) => makeListing(i + 1)), makeAuction(4)];

export function makeTrade(orderId: string, overrides: Partial<TradeFieldsFragment> = {}) {
  return {
    __typename: "Trade",
    id: `T-${orderId}`,
    orderId,
    kind: "DIRECT",
    units: 2,
    unitPrice: "120",
    total: "240",
    fee: "12",
    sellerReceives: "228",
    createdAt: "2026-02-01T00:00:00.000Z",
    card: makeCard(1),
    buyer,
    seller,
    ...overrides,
  } as WithTypename<TradeFieldsFragment>;
}

export const bidHistory = [
  { __typename: "Bid", id: "b2", amount: "80", createdAt: "2026-02-02T00:00:00.000Z", bidder: buyer },
  { __typename: "Bid", id: "b1", amount: "60", createdAt: "2026-02-01T00:00:00.000Z", bidder: seller },
];

export const priceHistory = [
  { __typename: "PricePoint", at: "2026-01-01T00:00:00.000Z", unitPrice: "100" },
  { __typename: "PricePoint", at: "2026-01-15T00:00:00.000Z", unitPrice: "140" },
  { __typename: "PricePoint", at: "2026-02-01T00:00:00.000Z", unitPrice: "120" },
];

export function cardIntro(listingId: string) {
  return {
    __typename: "Listing",
    id: listingId,
    card: {
      __typename: "Card",
      id: "1",
      edition: "First edition",
      creationYear: 2024,
      size: "1080x1080",
      workNumber: "W-001",
      totalIssued: 100,
      contractAddress: "0x1111111111111111111111111111111111111111",
      tokenId: "42",
      releaseAt: "2025-12-01T00:00:00.000Z",
      series: { __typename: "Series", id: "s1", name: "Northern Lights" },
    },
  };
}
