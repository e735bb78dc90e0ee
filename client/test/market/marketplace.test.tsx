import { act } from "react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { MarketPublishersQuery, OrderBookQuery } from "../../src/modules/market/graphql/queries";
import type { OrderBookFilter } from "../../src/gql/graphql";
import { orderBookItems } from "../../src/shared/test/marketFixtures";

const emptyPage = { __typename: "ListingPage", items: [], page: 1, pageSize: 20, hasNext: false };
const publishers = [
  { __typename: "Publisher", id: "p0", name: "Publisher 0" },
  { __typename: "Publisher", id: "p1", name: "Publisher 1" },
];

/** Records the order book filters sent, answering with an empty page. */
function recordFilters() {
  const sent: (OrderBookFilter | null | undefined)[] = [];
  server.use(
    graphql.query(OrderBookQuery, ({ variables }) => {
      sent.push(variables.filter);
      return HttpResponse.json({ data: { orderBook: emptyPage } });
    }),
  );
  return sent;
}

// The router loads the page lazily: compile it once up front, so that a busy machine does not spend the
// first test's waiting time on it.
beforeAll(async () => {
  await import("../../src/modules/market/routes/MarketplacePage");
}, 60_000);

// The filter panel lists the publishers (not among the shared default answers).
beforeEach(() => {
  server.use(graphql.query(MarketPublishersQuery, () => HttpResponse.json({ data: { publishers } })));
});

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
    // One page and no next one: no pager.
    expect(screen.queryByTestId("market-pagination")).not.toBeInTheDocument();
  });

  it("pages with previous and next, the page kept in the URL", async () => {
    const sent: (OrderBookFilter | null | undefined)[] = [];
    server.use(
      graphql.query(OrderBookQuery, ({ variables }) => {
        sent.push(variables.filter);
        const page = variables.filter?.page ?? 1;
        const items = [{ ...orderBookItems[0]!, id: `L${page}00` }];
        return HttpResponse.json({ data: { orderBook: { ...emptyPage, items, page, hasNext: page < 2 } } });
      }),
    );
    const { user, router } = renderApp("/en/marketplace?sort=PRICE_LOW");
    expect(await screen.findByTestId("market-page")).toHaveTextContent("Page 1");
    expect(screen.getByTestId("market-page-previous")).toBeDisabled();
    await user.click(screen.getByTestId("market-page-next"));
    await waitFor(() => expect(router.state.location.search).toContain("page=2"));
    expect(router.state.location.search).toContain("sort=PRICE_LOW");
    await waitFor(() => expect(screen.getByTestId("market-page")).toHaveTextContent("Page 2"));
    expect(sent.at(-1)).toMatchObject({ page: 2, sort: "PRICE_LOW" });
    expect(screen.getByTestId("market-page-next")).toBeDisabled();
    await user.click(screen.getByTestId("market-page-previous"));
    await waitFor(() => expect(router.state.location.search).not.toContain("page="));
    await waitFor(() => expect(screen.getByTestId("market-page")).toHaveTextContent("Page 1"));
  }, 20_000);

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

  it("filters by publisher and keeps it in the URL", async () => {
    const sent = recordFilters();
    const { user, router } = renderApp("/en/marketplace?publisher=p0");
    expect(await screen.findByTestId("market-empty")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ publisherId: "p0" });
    const select = screen.getByTestId("filter-publisher");
    await waitFor(() => expect(select).toHaveValue("Publisher 0"));

    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "Publisher 1" }));
    await waitFor(() => expect(router.state.location.search).toContain("publisher=p1"));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ publisherId: "p1", page: 1 }));
  }, 20_000);

  it("shows the URL's price range again when the URL changes from outside", async () => {
    recordFilters();
    const { user, router } = renderApp("/en/marketplace?min=20&max=300");
    const min = await screen.findByLabelText("Min price (USDT)");
    expect(min).toHaveValue("20");
    expect(screen.getByLabelText("Max price (USDT)")).toHaveValue("300");

    // A draft that was never applied is dropped as well.
    await user.clear(min);
    await user.type(min, "55");
    await act(() => router.navigate("/en/marketplace?min=30"));
    await waitFor(() => expect(screen.getByLabelText("Min price (USDT)")).toHaveValue("30"));
    expect(screen.getByLabelText("Max price (USDT)")).toHaveValue("");

    // The back button.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText("Min price (USDT)")).toHaveValue("20"));
    expect(screen.getByLabelText("Max price (USDT)")).toHaveValue("300");
  }, 20_000);

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
