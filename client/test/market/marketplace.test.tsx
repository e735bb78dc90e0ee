import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { OrderBookQuery } from "../../src/modules/market/graphql/queries";
import type { OrderBookFilter } from "../../src/gql/graphql";

const emptyPage = { __typename: "ListingPage", items: [], total: 0, page: 1, pageSize: 20 };

describe("marketplace page", () => {
  it("lists the order book with price, type, state and auction end", async () => {
    renderApp("/en/marketplace");
    const cards = await screen.findAllByTestId("listing-card");
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveTextContent("Aurora #1");
    expect(within(cards[0]!).getByTestId("listing-price")).toHaveTextContent("120.00 USDT");
    expect(within(cards[0]!).getByTestId("listing-type")).toHaveTextContent("Buy now");
    expect(within(cards[0]!).getByTestId("listing-state")).toHaveTextContent("On sale");
    expect(cards[0]).toHaveAttribute("href", "/en/product/L1");
    expect(within(cards[3]!).getByTestId("listing-price")).toHaveTextContent("Highest bid 80.00 USDT");
    expect(within(cards[3]!).getByTestId("listing-ends")).toHaveTextContent("Ends");
    expect(screen.getByTestId("market-total")).toHaveTextContent("4 listings");
  });

  it("has a header nav link", async () => {
    const { user, router } = renderApp("/en");
    await user.click(await screen.findByRole("link", { name: "Marketplace" }));
    expect(router.state.location.pathname).toBe("/en/marketplace");
  });

  it("sends filters from the URL and keeps changes in the URL", async () => {
    const sent: (OrderBookFilter | null | undefined)[] = [];
    server.use(
      graphql.query(OrderBookQuery, ({ variables }) => {
        sent.push(variables.filter);
        return HttpResponse.json({
          data: { orderBook: emptyPage },
        });
      }),
    );
    const { user, router } = renderApp("/en/marketplace?search=Aurora&type=AUCTION&status=2");
    expect(await screen.findByTestId("market-empty")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      search: "Aurora",
      type: "AUCTION",
      status: 2,
      sort: "LISTED_NEWEST",
      page: 1,
    });
    expect(screen.getByTestId("market-search")).toHaveTextContent("Results for “Aurora”");

    await user.click(screen.getByRole("tab", { name: "Open orders" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("status"));
    await user.type(screen.getByLabelText("Min price (USDT)"), "20");
    await user.type(screen.getByLabelText("Max price (USDT)"), "300");
    await user.click(screen.getByTestId("filter-apply"));
    await waitFor(() => expect(router.state.location.search).toContain("min=20"));
    expect(router.state.location.search).toContain("max=300");
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ minPrice: "20", maxPrice: "300", status: 1 }));
  });

  it("shows skeletons while loading and an error with retry", async () => {
    server.use(
      graphql.query(OrderBookQuery, async () => {
        await delay("infinite");
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp("/en/marketplace");
    expect(await screen.findByTestId("market-loading")).toBeInTheDocument();
  });

  it("shows the catalogue message when the order book fails", async () => {
    server.use(graphql.query(OrderBookQuery, () => graphqlError(404)));
    renderApp("/en/marketplace");
    expect(await screen.findByTestId("error-state")).toHaveTextContent("No information found.");
  });

  it("opens the filter full screen with a title and close icon on narrow screens", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes("max-width"),
    })) as typeof window.matchMedia;
    try {
      const { user } = renderApp("/en/marketplace");
      expect(screen.queryByTestId("market-filters")).not.toBeInTheDocument();
      await user.click(await screen.findByTestId("filter-open"));
      const dialog = await screen.findByRole("dialog", { name: "Filter" });
      expect(within(dialog).getByTestId("market-filters")).toBeInTheDocument();
      await user.click(within(dialog).getByRole("button", { name: "Close" }));
      await waitFor(() => expect(screen.queryByRole("dialog", { name: "Filter" })).not.toBeInTheDocument());
    } finally {
      window.matchMedia = original;
    }
  });
});
