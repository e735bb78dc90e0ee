import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeCard, makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  CardDetailQuery,
  CardsByMakerQuery,
  CardTradeHistoryQuery,
  LikeCardMutation,
  UnlikeCardMutation,
} from "../../src/modules/catalog/graphql/cardPage";
import type { CardDetailQueryVariables } from "../../src/gql/graphql";

beforeAll(async () => {
  await Promise.all([
    import("../../src/modules/catalog/routes/CardPage"),
    import("../../src/modules/catalog/routes/MakerCardsPage"),
  ]);
}, 60_000);

const user = (publicId: string, displayName: string) => ({
  __typename: "PublicUser" as const,
  publicId,
  displayName,
});

function makeDetail(overrides: { liked?: boolean; units?: { held: number; listed: number } | null } = {}) {
  const units = overrides.units === undefined ? null : overrides.units;
  const free = units ? units.held - units.listed : 0;
  return {
    __typename: "CardDetail" as const,
    card: {
      ...makeCard(5),
      workNumber: "W-5",
      edition: "First",
      size: "1080x1080",
      creationYear: 2024,
      totalIssued: 100,
      releaseAt: "2025-01-01T00:00:00.000Z",
      contractId: "0x1111111111111111111111111111111111111111",
      contractAddress: "0x1111111111111111111111111111111111111111",
      tokenAddress: "0x2222222222222222222222222222222222222222",
      tokenId: "1005",
      sellable: true,
      giftable: true,
      withdrawable: true,
      series: { __typename: "Series" as const, id: "3", name: "Northern" },
    },
    ownersCount: 4,
    remaining: 60,
    likedByViewer: overrides.liked ?? false,
    viewerUnits: units && {
      __typename: "CardViewerUnits" as const,
      ...units,
      withdrawable: free,
      giftable: free,
      sellable: free,
    },
    openListings: [
      {
        __typename: "CardOpenListing" as const,
        id: "71",
        type: "DIRECT",
        state: "SELLING",
        remaining: 2,
        price: "25",
        endsAt: null,
        isMine: false,
        seller: user("u-ann", "Ann"),
      },
      {
        __typename: "CardOpenListing" as const,
        id: "72",
        type: "AUCTION",
        state: "SELLING",
        remaining: 1,
        price: "40",
        endsAt: "2030-01-01T00:00:00.000Z",
        isMine: false,
        seller: user("u-ben", "Ben"),
      },
    ],
    bids: [
      {
        __typename: "CardBid" as const,
        id: "9",
        listingId: "72",
        amount: "40",
        createdAt: "2025-02-01T00:00:00.000Z",
        bidder: user("u-cat", "Cat"),
      },
    ],
    pricePoints: [
      { __typename: "CardPricePoint" as const, at: "2025-01-02T00:00:00.000Z", unitPrice: "20" },
      { __typename: "CardPricePoint" as const, at: "2025-01-03T00:00:00.000Z", unitPrice: "30" },
    ],
  };
}

function trade(i: number) {
  return {
    __typename: "CardTrade" as const,
    id: String(i),
    kind: "DIRECT",
    units: 1,
    unitPrice: "20",
    total: "20",
    createdAt: "2025-01-03T00:00:00.000Z",
    buyer: user(`u-b${i}`, `Buyer ${i}`),
    seller: user("u-ann", "Ann"),
  };
}

function serveCard(detail = makeDetail(), signedIn = false) {
  const asked: CardDetailQueryVariables[] = [];
  const tradePages: (number | null | undefined)[] = [];
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: signedIn ? makeViewer() : null } })),
    graphql.query(CardDetailQuery, ({ variables }) => {
      asked.push(variables);
      return variables.id === "404" || variables.token?.tokenId === "404"
        ? graphqlError(404)
        : HttpResponse.json({ data: { cardDetail: detail } });
    }),
    graphql.query(CardTradeHistoryQuery, ({ variables }) => {
      tradePages.push(variables.page);
      const page = variables.page ?? 1;
      const items = Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => trade((page - 1) * 20 + i + 1));
      const cardTradeHistory = { __typename: "CardTradePage" as const, total: 25, page, pageSize: 20, items };
      return HttpResponse.json({ data: { cardTradeHistory } });
    }),
  );
  return { asked, tradePages };
}

describe("card page", { timeout: 30_000 }, () => {
  it("shows an unlisted or listed card: facts, owners, listings linking to their products, the four tabs", async () => {
    const { asked, tradePages } = serveCard();
    const { user: u } = renderApp("/en/card/5");
    const page = await screen.findByTestId("card-page");
    expect(asked).toEqual([{ id: "5" }]);
    expect(within(page).getByTestId("card-name")).toHaveTextContent("Aurora #5");
    expect(within(page).getByTestId("card-artist")).toHaveAttribute("href", "/en/artist/a1");
    expect(within(page).getByTestId("card-publisher")).toHaveAttribute("href", "/en/publisher/p1");
    expect(within(page).getByTestId("card-owners")).toHaveTextContent("4");
    expect(within(page).getByTestId("card-total-issued")).toHaveTextContent("100");
    expect(within(page).getByTestId("card-remaining")).toHaveTextContent("60");
    expect(within(page).getByTestId("card-like-count")).toHaveTextContent("35");
    const listings = within(page).getAllByTestId("card-listing");
    expect(listings.map((l) => l.getAttribute("href"))).toEqual(["/en/product/71", "/en/product/72"]);
    expect(listings[0]).toHaveTextContent("25.00 USDT");
    expect(within(page).queryByTestId("card-viewer-units")).not.toBeInTheDocument();

    expect(within(page).getByTestId("card-intro")).toHaveTextContent(
      "0x2222222222222222222222222222222222222222",
    );
    await u.click(screen.getByRole("tab", { name: "Bid history" }));
    expect(await screen.findByTestId("card-bid-row")).toHaveTextContent("Cat");
    await u.click(screen.getByRole("tab", { name: "Price history" }));
    expect(await screen.findByTestId("card-price-chart")).toHaveAttribute(
      "aria-label",
      "Price history chart, from 20 to 30 USDT",
    );
    await u.click(screen.getByRole("tab", { name: "Trade history" }));
    expect(await screen.findAllByTestId("card-trade-row")).toHaveLength(20);
    await u.click(within(screen.getByTestId("card-trades-pages")).getByRole("button", { name: "2" }));
    await waitFor(() => expect(screen.getAllByTestId("card-trade-row")).toHaveLength(5));
    expect(tradePages).toEqual([1, 2]);
  });

  it("finds the card from the spec's cardDetail address, reading the optional segments from the right", async () => {
    const { asked } = serveCard();
    renderApp(
      "/en/cardDetail/0x9999999999999999999999999999999999999999/0x1111111111111111111111111111111111111111/0x2222222222222222222222222222222222222222/1005",
    );
    await screen.findByTestId("card-page");
    expect(asked).toEqual([
      {
        token: {
          tokenId: "1005",
          tokenAddress: "0x2222222222222222222222222222222222222222",
          contractId: "0x1111111111111111111111111111111111111111",
        },
      },
    ]);
    asked.length = 0;
    renderApp("/en/cardDetail/1005");
    await waitFor(() =>
      expect(asked).toEqual([{ token: { tokenId: "1005", tokenAddress: null, contractId: null } }]),
    );
  });

  it("shows the missing state for an unknown card or an address that names none", async () => {
    serveCard();
    renderApp("/en/card/404");
    expect(await screen.findByTestId("card-missing")).toHaveTextContent("This card was not found");
    renderApp("/en/card/not-a-card");
    expect((await screen.findAllByTestId("card-missing")).length).toBeGreaterThan(0);
  });

  it("offers the viewer's own units to Sell, Withdraw and Gift", async () => {
    serveCard(makeDetail({ units: { held: 3, listed: 1 } }), true);
    renderApp("/en/card/5");
    const mine = await screen.findByTestId("card-viewer-units");
    expect(within(mine).getByTestId("card-viewer-held")).toHaveTextContent("3 held · 1 listed");
    expect(within(mine).getByTestId("card-sell")).toBeEnabled();
    expect(within(mine).getByTestId("card-withdraw")).toBeEnabled();
    expect(within(mine).getByTestId("card-gift")).toBeEnabled();
  });
});

describe("card likes", { timeout: 30_000 }, () => {
  it("sends a visitor to log in instead of liking", async () => {
    serveCard();
    let likes = 0;
    server.use(
      graphql.mutation(LikeCardMutation, () => {
        likes += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user: u } = renderApp("/en/card/5");
    await u.click(await screen.findByTestId("card-like"));
    expect(await screen.findByRole("dialog", { name: "Log in or register" })).toBeInTheDocument();
    expect(likes).toBe(0);
    expect(screen.getByTestId("card-like-count")).toHaveTextContent("35");
  });

  it("counts a like at once, then shows the gateway's count; unlikes", async () => {
    serveCard(makeDetail(), true);
    server.use(
      graphql.mutation(LikeCardMutation, async ({ variables }) => {
        await delay(150);
        const likeCard = {
          __typename: "CardLikes" as const,
          cardId: variables.cardId,
          likes: 40,
          liked: true,
        };
        return HttpResponse.json({ data: { likeCard } });
      }),
      graphql.mutation(UnlikeCardMutation, ({ variables }) => {
        const unlikeCard = {
          __typename: "CardLikes" as const,
          cardId: variables.cardId,
          likes: 39,
          liked: false,
        };
        return HttpResponse.json({ data: { unlikeCard } });
      }),
    );
    const { user: u, client } = renderApp("/en/card/5");
    const button = await screen.findByTestId("card-like");
    await u.click(button);
    expect(screen.getByTestId("card-like-count")).toHaveTextContent("36");
    expect(button).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(screen.getByTestId("card-like-count")).toHaveTextContent("40"));
    // The cached card (what its tiles elsewhere read) has the gateway's count.
    expect((client.cache.extract() as Record<string, { likes?: number }>)["Card:5"]?.likes).toBe(40);
    await u.click(screen.getByTestId("card-like"));
    await waitFor(() => expect(screen.getByTestId("card-like-count")).toHaveTextContent("39"));
    expect(screen.getByTestId("card-like")).toHaveAttribute("aria-pressed", "false");
  });

  it("rolls the like back when the gateway refuses it", async () => {
    serveCard(makeDetail(), true);
    server.use(
      graphql.mutation(LikeCardMutation, async () => {
        await delay(100);
        return graphqlError(9503);
      }),
    );
    const { user: u } = renderApp("/en/card/5");
    await u.click(await screen.findByTestId("card-like"));
    expect(screen.getByTestId("card-like-count")).toHaveTextContent("36");
    await waitFor(() => expect(screen.getByTestId("card-like-count")).toHaveTextContent("35"));
    expect(screen.getByTestId("card-like")).toHaveAttribute("aria-pressed", "false");
  });
});

describe("publisher and artist pages", { timeout: 30_000 }, () => {
  it("list their cards, each linking to its page", async () => {
    const filters: unknown[] = [];
    server.use(
      graphql.query(CardsByMakerQuery, ({ variables }) => {
        filters.push(variables.filter);
        // Declared apart: msw's typed resolver rejects __typename in a literal (Apollo needs it).
        const cards = { __typename: "CardPage", total: 2, items: [makeCard(1), makeCard(3)] };
        return HttpResponse.json({ data: { cards } });
      }),
    );
    renderApp("/en/publisher/1");
    const page = await screen.findByTestId("publisher-page");
    await within(page).findAllByTestId("card-tile");
    expect(within(page).getByTestId("maker-name")).toHaveTextContent("Publisher 1");
    expect(
      within(page)
        .getAllByTestId("card-tile")
        .map((t) => t.getAttribute("href")),
    ).toEqual(["/en/card/1", "/en/card/3"]);
    renderApp("/en/artist/4");
    await screen.findByTestId("artist-page");
    await waitFor(() => expect(filters).toEqual([{ publisherId: "1" }, { artistId: "4" }]));
  });
});
