import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeViewer } from "../../src/shared/test/fixtures";
import { makeListing } from "../../src/shared/test/marketFixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { ListingQuery } from "../../src/modules/market/graphql/queries";
import { BuyListingMutation, PlaceBidMutation } from "../../src/modules/market/graphql/mutations";

const signIn = () =>
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));

describe("product page", () => {
  it("buys a direct listing after a confirmation showing the total, then shows the complete page", async () => {
    signIn();
    const orderIds: string[] = [];
    let calls = 0;
    server.use(
      graphql.mutation(BuyListingMutation, ({ variables }) => {
        orderIds.push(variables.input.orderId);
        calls += 1;
        return calls === 1 ? graphqlError(1023) : undefined;
      }),
    );
    const { user, router } = renderApp("/en/product/L1");
    expect(await screen.findByTestId("product-seller")).toHaveTextContent("Seller: Seller Sam");
    expect(screen.getByTestId("product-remaining")).toHaveTextContent("3 of 5 left");
    // The listing links to its card's own page.
    expect(screen.getByTestId("product-card-page")).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/en\/card\/[^/]+$/),
    );
    const units = screen.getByLabelText("Quantity");
    await user.clear(units);
    await user.type(units, "2");
    await user.click(screen.getByTestId("buy-button"));
    const dialog = await screen.findByTestId("buy-confirm");
    expect(await within(dialog).findByTestId("quote-total")).toHaveTextContent("240.00 USDT");
    await user.click(within(dialog).getByTestId("buy-confirm-button"));
    expect(await screen.findByText("Insufficient USDT.")).toBeInTheDocument();
    await user.click(within(dialog).getByTestId("buy-confirm-button"));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/en\/complete\//));
    expect(orderIds).toHaveLength(2);
    expect(orderIds[0]).toBe(orderIds[1]);
    expect(router.state.location.pathname).toBe(`/en/complete/${orderIds[0]}`);
    expect(await screen.findByTestId("complete-total")).toHaveTextContent("240.00");
    expect(screen.getByTestId("complete-units")).toHaveTextContent("2");
    expect(screen.getByTestId("complete-collection")).toHaveAttribute("href", "/en/collectionBook");
  });

  it("asks a visitor to log in before buying", async () => {
    const { user } = renderApp("/en/product/L1");
    await user.click(await screen.findByTestId("buy-button"));
    expect(await screen.findByText("Please log in first.")).toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Log in or register" })).toBeInTheDocument();
  });

  it("places a bid above the minimum with an idempotency key", async () => {
    signIn();
    const keys: string[] = [];
    server.use(
      graphql.mutation(PlaceBidMutation, ({ variables }) => {
        keys.push(variables.input.idempotencyKey);
        expect(variables.input.amount).toBe("90");
        return undefined;
      }),
    );
    const { user } = renderApp("/en/product/L4");
    expect(await screen.findByTestId("auction-highest")).toHaveTextContent("80.00");
    expect(screen.getByTestId("auction-bid-count")).toHaveTextContent("2");
    expect(await screen.findAllByTestId("bid-row")).toHaveLength(2);
    const input = screen.getByLabelText("Your bid (USDT)");
    await user.type(input, "80");
    expect(screen.getByTestId("bid-button")).toBeDisabled();
    await user.clear(input);
    await user.type(input, "90");
    await user.click(screen.getByTestId("bid-button"));
    expect(await screen.findByTestId("bid-frozen")).toHaveTextContent("90.00 USDT will be frozen");
    await user.click(screen.getByTestId("bid-confirm-button"));
    expect(await screen.findByText("Your bid has been placed.")).toBeInTheDocument();
    expect(keys).toHaveLength(1);
  });

  it("shows the owner's cancel and price controls", async () => {
    signIn();
    server.use(
      graphql.query(ListingQuery, () =>
        HttpResponse.json({ data: { listing: makeListing(1, { isMine: true }) } }),
      ),
    );
    const { user } = renderApp("/en/product/L1");
    expect(await screen.findByTestId("owner-actions")).toBeInTheDocument();
    expect(screen.queryByTestId("buy-button")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("New unit price (USDT)"), "10");
    expect(screen.getByTestId("update-price")).toBeDisabled();
    await user.type(screen.getByLabelText("New unit price (USDT)"), "0");
    await user.click(screen.getByTestId("update-price"));
    await user.click(await screen.findByTestId("update-price-confirm-button"));
    expect(await screen.findByText("The price has been updated.")).toBeInTheDocument();
    await user.click(screen.getByTestId("cancel-listing"));
    await user.click(await screen.findByTestId("cancel-listing-confirm-button"));
    expect(await screen.findByText("The listing has been cancelled.")).toBeInTheDocument();
  });

  it("shows an error for an unknown listing", async () => {
    server.use(graphql.query(ListingQuery, () => graphqlError(404)));
    renderApp("/en/product/nope");
    expect(await screen.findByTestId("error-state")).toHaveTextContent("No information found.");
  });
});

describe("card detail tabs", () => {
  it("shows the introduction, price chart and trade history", async () => {
    const { user } = renderApp("/en/product/L1");
    const intro = await screen.findByTestId("card-intro");
    expect(intro).toHaveTextContent("Northern Lights");
    expect(intro).toHaveTextContent("Total issued100");
    await user.click(screen.getByRole("tab", { name: "Price history" }));
    const chart = await screen.findByTestId("price-chart");
    expect(chart).toHaveAttribute("aria-label", "Price history chart, from 100 to 140 USDT");
    expect(chart).toHaveAttribute("data-points", "3");
    await user.click(screen.getByRole("tab", { name: "Trade history" }));
    expect(await screen.findAllByTestId("card-trade-row")).toHaveLength(1);
    await user.click(screen.getByRole("tab", { name: "Bid history" }));
    expect(await screen.findByTestId("bid-history-empty")).toBeInTheDocument();
  });

  it("shows an auction's bid history once, in its tab, which opens first", async () => {
    renderApp("/en/product/L4");
    expect(await screen.findAllByTestId("bid-row")).toHaveLength(2);
    expect(screen.getAllByTestId("bid-history")).toHaveLength(1);
    expect(screen.getAllByText("Bid history")).toHaveLength(1);
    expect(screen.getByRole("tab", { name: "Bid history" })).toHaveAttribute("aria-selected", "true");
  });
});
