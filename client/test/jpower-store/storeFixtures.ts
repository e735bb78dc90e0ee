import { graphql, HttpResponse } from "msw";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { server } from "../../src/shared/test/server";
import { makeViewer } from "../../src/shared/test/fixtures";

/** Adds __typename outside the literal the typed handlers check (the cache wants it, the types do not list it). */
export const typed = <T extends object>(typename: string, value: T) => ({ __typename: typename, ...value });

export function signIn(overrides: Parameters<typeof makeViewer>[0] = {}) {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer(overrides) } })));
}

export const tote = {
  __typename: "StoreItem" as const,
  id: "7",
  kind: "PHYSICAL" as const,
  price: "300",
  stock: 12,
  perMemberLimit: 2,
  imageUrl: "",
  onSale: true,
  startsAt: null,
  endsAt: null,
  name: "Vitrine tote bag",
  description: "Heavy canvas.",
};

export const digitalCard = {
  ...tote,
  id: "8",
  kind: "DIGITAL" as const,
  price: "500",
  stock: 0,
  name: "Jpower exclusive digital card",
  description: "Goes straight into your collection book.",
};

export const receiver = {
  __typename: "StoreReceiver" as const,
  name: "Lin Mei",
  phone: "0912345678",
  address: "No. 1, Taipei",
};

export function order(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "StoreOrder" as const,
    id: "31",
    itemName: "Vitrine tote bag",
    itemKind: "PHYSICAL" as const,
    imageUrl: "",
    quantity: 1,
    total: "300",
    status: "PAID" as const,
    carrier: null,
    trackingNumber: null,
    createdAt: "2026-11-25T02:00:00.000Z",
    shippedAt: null,
    receiver,
    ...overrides,
  };
}
