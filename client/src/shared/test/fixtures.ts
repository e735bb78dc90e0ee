import type { CardTile_CardFragment } from "../../gql/graphql";

type WithTypename<T> = T & { __typename: string };

const chains = {
  eth: { __typename: "Chain", id: "1", code: "ETH", name: "Ethereum" },
  bsc: { __typename: "Chain", id: "2", code: "BSC", name: "BNB Smart Chain" },
  polygon: { __typename: "Chain", id: "3", code: "POLYGON", name: "Polygon" },
} as const;

export function makeCard(
  id: number,
  overrides: Partial<CardTile_CardFragment> = {},
): WithTypename<CardTile_CardFragment> {
  const chain = [chains.eth, chains.bsc, chains.polygon][id % 3]!;
  return {
    __typename: "Card",
    id: String(id),
    name: `Aurora #${id}`,
    imageUrl: `/media/cards/${id}.png`,
    likes: id * 7,
    artist: {
      __typename: "Artist",
      id: `a${id % 4}`,
      name: `Artist ${id % 4}`,
    } as CardTile_CardFragment["artist"],
    publisher: {
      __typename: "Publisher",
      id: `p${id % 2}`,
      name: `Publisher ${id % 2}`,
    } as CardTile_CardFragment["publisher"],
    chain,
    ...overrides,
  };
}

export const latestCards = Array.from({ length: 8 }, (_, i) => makeCard(i + 1));

export const chainShowcase = [chains.eth, chains.bsc].map((chain, c) => ({
  __typename: "ChainShowcase",
  chain,
  cards: Array.from({ length: 4 }, (_, i) => makeCard(100 + c * 10 + i, { chain })),
}));

export const searchItems = [
  {
    __typename: "SearchItem",
    type: "ARTWORK" as const,
    id: "1",
    name: "Aurora Borealis",
    imageUrl: "/media/cards/1.png",
  },
  {
    __typename: "SearchItem",
    type: "ARTWORK" as const,
    id: "2",
    name: "Aurora Dawn",
    imageUrl: "/media/cards/2.png",
  },
  {
    __typename: "SearchItem",
    type: "PUBLISHER" as const,
    id: "1",
    name: "Aurora Studio",
    imageUrl: "/media/publishers/1.png",
  },
];

export const appInfo = {
  __typename: "AppInfo",
  maintenance: false,
  supportEmail: "support@vitrine.test",
  messengerUrl: "https://m.me/vitrine",
};
