import type { CardTile_CardFragment, ViewerFieldsFragment } from "../../gql/graphql";

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
  artCultureUrl: null,
  chatWidget: null,
};

/** A signed-in member as `me` returns it. */
export function makeViewer(
  overrides: Partial<ViewerFieldsFragment> = {},
): WithTypename<ViewerFieldsFragment> {
  return {
    __typename: "Viewer",
    id: "42",
    publicId: "u-mei42",
    email: "mei@example.com",
    nickname: "Mei",
    showNickname: true,
    firstName: null,
    lastName: null,
    realName: null,
    phoneCountryCode: null,
    phone: null,
    country: null,
    birthday: "1995-04-01",
    sex: 2,
    postalAddress: null,
    locale: "en",
    referralCode: "MEI42REF",
    profilePictureUrl: null,
    twoFactorEnabled: false,
    signUpMethod: "EMAIL",
    hasPassword: true,
    role: "member",
    // Staff fixtures hold the roles of the seeded staff account unless a test says otherwise.
    staffRoles: overrides.role === "staff" ? ["admin", "finance", "compliance", "support"] : [],
    usdtBalance: "1234.5",
    createdAt: "2024-03-01T08:00:00.000Z",
    ...overrides,
  };
}

/** What login (or a social sign-in) answers when no second factor is asked: the member, signed in. */
export const makeSignedIn = (viewer = makeViewer()) => ({
  __typename: "LoginResult",
  viewer,
  twoFactorRequired: false,
  challenge: null,
});

export const socialLoginProviders = [
  { __typename: "SocialLoginProvider", id: "google", sandbox: true },
  { __typename: "SocialLoginProvider", id: "facebook", sandbox: true },
];
