import { graphql, HttpResponse } from "msw";
import type { PrimaryOrderFieldsFragment, PrimaryProductFieldsFragment } from "../../src/gql/graphql";
import { makeCard, makeViewer } from "../../src/shared/test/fixtures";
import { server } from "../../src/shared/test/server";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  MyPrimaryOrdersQuery,
  PaymentWaysQuery,
  PrimaryBuyerQuery,
  PrimaryOrderQuery,
  PrimaryProductQuery,
  PrimaryProductsQuery,
} from "../../src/modules/primary/graphql/queries";

type WithTypename<T> = T & { __typename: string };

const HOUR = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** A release on sale since yesterday (id "7" by default): NT$1,200 or 1,000 Jpoint a unit. */
export function makeProduct(overrides: Partial<PrimaryProductFieldsFragment> = {}) {
  const releaseAt = overrides.releaseAt ?? iso(Date.now() - 24 * HOUR);
  return {
    __typename: "PrimaryProduct",
    id: "7",
    kind: "RELEASE",
    name: "Northern Lights",
    description: "A first release.",
    priceTwd: "1200",
    discountPriceTwd: null,
    priceJpoint: "1000",
    totalSupply: 500,
    remaining: 120,
    maxPerOrder: 5,
    purchasable: true,
    releaseAt,
    earlyBirdAt: iso(Date.parse(releaseAt) - HOUR),
    saleEndsAt: null,
    openAt: null,
    cardsPerPackage: null,
    seedHash: null,
    card: makeCard(7, { name: "Northern Lights" }),
    ...overrides,
  } as WithTypename<PrimaryProductFieldsFragment>;
}

export function makeOrder(overrides: Partial<PrimaryOrderFieldsFragment> = {}) {
  return {
    __typename: "PrimaryOrder",
    orderId: "VP2611220123456789",
    kind: "PRODUCT",
    state: "SUCCESS",
    productId: "7",
    productName: "Northern Lights",
    productKind: "RELEASE",
    quantity: 2,
    payWith: "JPOINT",
    paymentWay: null,
    amountTwd: null,
    amountJpoint: "2000",
    jpointCredit: null,
    paidLate: false,
    lateOutcome: null,
    expiresAt: null,
    paidAt: "2026-11-22T05:00:00.000Z",
    createdAt: "2026-11-22T05:00:00.000Z",
    paymentUrl: null,
    atm: null,
    invoiceType: null,
    carrierCode: null,
    purchaserName: null,
    purchaserEmail: null,
    ...overrides,
  } as WithTypename<PrimaryOrderFieldsFragment>;
}

export const paymentWays = [
  { __typename: "PaymentWay", id: "ecpay-credit", method: "CREDIT_CARD", provider: "ecpay" },
  { __typename: "PaymentWay", id: "ecpay-atm", method: "ATM", provider: "ecpay" },
  { __typename: "PaymentWay", id: "linepay", method: "LINE_PAY", provider: "linepay" },
];

export function buyer(jpointBalance = "5000") {
  return {
    __typename: "Viewer",
    id: "42",
    email: "mei@example.com",
    nickname: "Mei",
    realName: null,
    phone: null,
    jpointBalance,
  };
}

/** A signed-in member with `jpointBalance`, the payment ways, and the given products and orders. */
export function servePrimaryApi({
  balance = "5000",
  products = [makeProduct()],
  orders = [makeOrder()],
  signedIn = true,
}: {
  balance?: string;
  products?: ReturnType<typeof makeProduct>[];
  orders?: ReturnType<typeof makeOrder>[];
  signedIn?: boolean;
} = {}) {
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: signedIn ? makeViewer() : null } })),
    graphql.query(PrimaryBuyerQuery, () =>
      HttpResponse.json({ data: { me: signedIn ? buyer(balance) : null } }),
    ),
    graphql.query(PaymentWaysQuery, () => HttpResponse.json({ data: { paymentWays } })),
    graphql.query(PrimaryProductsQuery, () => HttpResponse.json({ data: { primaryProducts: products } })),
    // An unknown product or order (or someone else's order) is the gateway's NOT_FOUND, never null.
    graphql.query(PrimaryProductQuery, ({ variables }) => {
      const primaryProduct = products.find((p) => p.id === variables.id);
      return primaryProduct
        ? HttpResponse.json({ data: { primaryProduct } })
        : HttpResponse.json({ data: { primaryProduct: null }, errors: notFoundErrors("primaryProduct") });
    }),
    graphql.query(PrimaryOrderQuery, ({ variables }) => {
      const primaryOrder = orders.find((o) => o.orderId === variables.orderId);
      return primaryOrder
        ? HttpResponse.json({ data: { primaryOrder } })
        : HttpResponse.json({ data: { primaryOrder: null }, errors: notFoundErrors("primaryOrder") });
    }),
    graphql.query(MyPrimaryOrdersQuery, ({ variables }) => {
      const items = orders.filter((o) => !variables.kind || o.kind === variables.kind);
      // Declared apart: msw's typed resolver rejects __typename in a literal (Apollo needs it).
      const myPrimaryOrders = {
        __typename: "PrimaryOrderPage",
        items,
        total: items.length,
        page: variables.page ?? 1,
        pageSize: 20,
      };
      return HttpResponse.json({ data: { myPrimaryOrders } });
    }),
  );
}

/** The errors of the gateway's answer to a by-id read that names nothing (docs/ERRORS.md, R4 and R5). */
export function notFoundErrors(field: string) {
  return [
    {
      message: "No information found.",
      path: [field],
      extensions: { code: "NOT_FOUND", errorCode: 404, messageKey: "error.NOT_FOUND" },
    },
  ];
}
