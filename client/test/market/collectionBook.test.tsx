import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeCard, makeViewer } from "../../src/shared/test/fixtures";
import { makeAuction, makeListing, makeTrade } from "../../src/shared/test/marketFixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  MyBidsQuery,
  MyBuyListQuery,
  MyCollectionQuery,
  MySellListQuery,
  MySoldListQuery,
} from "../../src/modules/market/graphql/queries";
import { CancelListingMutation, CreateListingMutation } from "../../src/modules/market/graphql/mutations";
import type { CreateListingInput } from "../../src/gql/graphql";
import {
  validateSell,
  initialSellValues,
  toCreateListingInput,
  toLocalInput,
} from "../../src/modules/market/forms/sellForm";

const holding = (id: number, units: number, listed: number, sellable = true) => ({
  __typename: "Holding",
  card: { ...makeCard(id), sellable, giftable: true, withdrawable: true },
  units,
  listed,
});

const myBids = [
  { __typename: "MyBid", myHighestBid: "90", outcome: "OUTBID" as const, listing: makeAuction(4) },
  { __typename: "MyBid", myHighestBid: "70", outcome: "WON" as const, listing: makeAuction(5) },
];

// The router loads these pages lazily: compile them once up front, so that a busy machine does not
// spend the first test's waiting time on it.
beforeAll(async () => {
  await Promise.all([
    import("../../src/modules/market/routes/CollectionBookLayout"),
    import("../../src/modules/market/routes/CollectionBookPages"),
  ]);
}, 60_000);

function signIn() {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
}

describe("collection book", () => {
  it("shows holdings and lists one for a fixed price", async () => {
    signIn();
    const inputs: CreateListingInput[] = [];
    server.use(
      graphql.query(MyCollectionQuery, () =>
        HttpResponse.json({ data: { myCollection: [holding(1, 3, 1), holding(2, 1, 1)] } }),
      ),
      graphql.mutation(CreateListingMutation, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { createListing: makeListing(9, { isMine: true }) } });
      }),
    );
    const { user } = renderApp("/en/collectionBook");
    const holdings = await screen.findAllByTestId("holding");
    expect(holdings).toHaveLength(2);
    expect(within(holdings[0]!).getByTestId("holding-units")).toHaveTextContent("3 held · 1 listed");
    expect(within(holdings[1]!).getByTestId("holding-sell")).toBeDisabled();

    await user.click(within(holdings[0]!).getByTestId("holding-sell"));
    const dialog = await screen.findByTestId("sell-dialog");
    await user.type(within(dialog).getByLabelText("Unit price (USDT)"), "10");
    await user.click(within(dialog).getByTestId("sell-submit"));
    expect(await within(dialog).findByText("Enter a whole amount above 10 USDT.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Unit price (USDT)"), "0");
    await user.click(within(dialog).getByTestId("sell-submit"));
    expect(await screen.findByText("Your listing is on the marketplace.")).toBeInTheDocument();
    expect(inputs).toEqual([
      { cardId: "1", type: "DIRECT", units: 1, unitPrice: "100", startsAt: null, endsAt: null },
    ]);
  });

  it("turns Sell off, with the reason, for a card its issuer keeps off the marketplace", async () => {
    signIn();
    server.use(
      graphql.query(MyCollectionQuery, () =>
        HttpResponse.json({ data: { myCollection: [holding(1, 2, 0, false)] } }),
      ),
    );
    renderApp("/en/collectionBook");
    const [tile] = await screen.findAllByTestId("holding");
    const sell = within(tile!).getByTestId("holding-sell");
    expect(sell).toBeDisabled();
    expect(sell).toHaveAttribute("title", "The issuer does not allow this card on the marketplace");
  });

  it("answers a create error through the catalogue", async () => {
    signIn();
    server.use(
      graphql.query(MyCollectionQuery, () =>
        HttpResponse.json({ data: { myCollection: [holding(1, 2, 0)] } }),
      ),
      graphql.mutation(CreateListingMutation, () => graphqlError(621)),
    );
    const { user } = renderApp("/en/collectionBook");
    await user.click(await screen.findByTestId("holding-sell"));
    await user.type(await screen.findByLabelText("Unit price (USDT)"), "50");
    // An auction's closing time takes seconds.
    await user.click(screen.getByRole("radio", { name: "Auction" }));
    expect(screen.getByTestId("sell-endsAt")).toHaveAttribute("step", "1");
    await user.click(screen.getByRole("radio", { name: "Buy now" }));
    await user.click(screen.getByTestId("sell-submit"));
    expect(await screen.findByText(/pending marketplace order/)).toBeInTheDocument();
  }, 20_000);

  it("shows the sell list with edit, and cancel after a confirmation", async () => {
    signIn();
    let cancelled = "";
    server.use(
      graphql.query(MySellListQuery, () =>
        HttpResponse.json({
          data: {
            mySellList: [makeListing(1, { isMine: true }), makeListing(2, { isMine: true, state: "SOLD" })],
          },
        }),
      ),
      graphql.mutation(CancelListingMutation, ({ variables }) => {
        cancelled = variables.listingId;
        return HttpResponse.json({
          data: { cancelListing: makeListing(1, { isMine: true, state: "CANCELLED" }) },
        });
      }),
    );
    const { user } = renderApp("/en/collectionBook/sellList");
    const rows = await screen.findAllByTestId("listing-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByTestId("listing-state")).toHaveTextContent("Sold");
    expect(within(rows[1]!).queryByTestId("sell-list-cancel")).not.toBeInTheDocument();
    expect(within(rows[0]!).getByTestId("sell-list-edit")).toHaveAttribute("href", "/en/editCard/L1");
    await user.click(within(rows[0]!).getByTestId("sell-list-cancel"));
    expect(await screen.findByTestId("cancel-listing-confirm")).toHaveTextContent("Aurora #1");
    expect(cancelled).toBe("");
    await user.click(screen.getByTestId("cancel-listing-confirm-button"));
    expect(await screen.findByText("The listing has been cancelled.")).toBeInTheDocument();
    expect(cancelled).toBe("L1");
    await waitFor(() => expect(within(rows[0]!).getByTestId("listing-state")).toHaveTextContent("Cancelled"));
  });

  it("shows purchases and bids with outcomes on the buy list", async () => {
    signIn();
    server.use(
      graphql.query(MyBuyListQuery, () =>
        HttpResponse.json({
          data: {
            myBuyList: [makeTrade("o-1")],
            myBids,
          },
        }),
      ),
    );
    renderApp("/en/collectionBook/buyList");
    const trade = await screen.findByTestId("trade-row");
    expect(trade).toHaveTextContent("2 × 120.00 USDT · total 240.00 USDT");
    expect(within(trade).getByRole("link", { name: "Aurora #1" })).toHaveAttribute(
      "href",
      "/en/complete/o-1",
    );
    const outcomes = screen.getAllByTestId("bid-outcome");
    expect(outcomes.map((o) => o.textContent)).toEqual(["Outbid", "Won"]);
  });

  it("shows what I sold, with what I received after the fee, on the sold list", async () => {
    signIn();
    server.use(
      graphql.query(MySoldListQuery, () =>
        HttpResponse.json({
          data: {
            mySoldList: [
              makeTrade("o-7", { units: 1, unitPrice: "120", total: "120", fee: "5", sellerReceives: "115" }),
            ],
          },
        }),
      ),
    );
    const { user, router } = renderApp("/en/collectionBook");
    await user.click(await screen.findByRole("tab", { name: "Sold" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/collectionBook/soldList"));
    const row = await screen.findByTestId("sold-row");
    expect(row).toHaveTextContent("1 × 120.00 USDT to Mei · you received 115.00 USDT (fee 5.00 USDT)");
    expect(within(row).getByRole("link", { name: "Aurora #1" })).toHaveAttribute("href", "/en/complete/o-7");
    expect(screen.getByRole("tab", { name: "Sold" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the auctions I bid on with their outcome on the bid list", async () => {
    signIn();
    server.use(graphql.query(MyBidsQuery, () => HttpResponse.json({ data: { myBids } })));
    const { user, router } = renderApp("/en/collectionBook");
    await user.click(await screen.findByRole("tab", { name: "Bids" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/collectionBook/bidList"));
    const rows = await screen.findAllByTestId("bid-row");
    expect(rows.map((r) => within(r).getByTestId("bid-outcome").textContent)).toEqual(["Outbid", "Won"]);
    expect(rows[0]).toHaveTextContent("My bid: 90.00 USDT");
    expect(within(rows[0]!).getByRole("link", { name: "Aurora #4" })).toHaveAttribute(
      "href",
      "/en/product/L4",
    );
  });

  it.each([
    ["soldList", "sold-list-empty", "Nothing sold yet"],
    ["bidList", "bid-list-empty", "No bids yet"],
  ])("shows an empty %s", async (child, testId, title) => {
    signIn();
    server.use(
      graphql.query(MySoldListQuery, () => HttpResponse.json({ data: { mySoldList: [] } })),
      graphql.query(MyBidsQuery, () => HttpResponse.json({ data: { myBids: [] } })),
    );
    renderApp(`/en/collectionBook/${child}`);
    expect(await screen.findByTestId(testId)).toHaveTextContent(title);
  });

  it("shows skeletons while the sold list loads", async () => {
    signIn();
    server.use(
      graphql.query(MySoldListQuery, async () => {
        await delay("infinite");
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp("/en/collectionBook/soldList");
    expect(await screen.findByTestId("sold-list-loading")).toBeInTheDocument();
  });

  it("shows an error state when the collection fails", async () => {
    signIn();
    server.use(graphql.query(MyCollectionQuery, () => graphqlError(404)));
    renderApp("/en/collectionBook");
    expect(await screen.findByTestId("error-state")).toHaveTextContent("No information found.");
  });
});

describe("sell form rules", () => {
  const now = Date.parse("2026-03-01T00:00:00Z");
  it("checks auction prices and the 60-day closing limit", () => {
    const base = { ...initialSellValues(new Date(now)), type: "AUCTION" as const, startPrice: "20" };
    expect(validateSell(base, 1, now)).toEqual({});
    expect(validateSell({ ...base, buyNowPrice: "20" }, 1, now)).toEqual({
      buyNowPrice: "market.sell.buyNowInvalid",
    });
    expect(validateSell({ ...base, endsAt: "2026-06-01T00:00" }, 1, now).endsAt).toBe(
      "market.sell.endsInvalid",
    );
    // An auction runs at least AUCTION_MIN_DURATION_MINUTES (10): counted from now, or from a later launch.
    const minutes = (n: number) => toLocalInput(new Date(now + n * 60_000));
    expect(validateSell({ ...base, endsAt: minutes(9) }, 1, now).endsAt).toBe("error.AUCTION_TOO_SHORT");
    expect(validateSell({ ...base, endsAt: minutes(10) }, 1, now)).toEqual({});
    expect(validateSell({ ...base, startsAt: minutes(60), endsAt: minutes(65) }, 1, now).endsAt).toBe(
      "error.AUCTION_TOO_SHORT",
    );
    expect(validateSell({ ...base, units: 2 }, 1, now).units).toBe("market.sell.unitsInvalid");
    expect(toCreateListingInput("7", { ...base, buyNowPrice: "" })).toMatchObject({
      type: "AUCTION",
      startPrice: "20",
      buyNowPrice: null,
    });
  });
});
