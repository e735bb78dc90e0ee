import { beforeAll, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeViewer } from "../../src/shared/test/fixtures";
import { makeAuction, makeListing } from "../../src/shared/test/marketFixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { ListingQuery, MySellListQuery } from "../../src/modules/market/graphql/queries";
import {
  CancelListingMutation,
  UpdateAuctionMutation,
  UpdateListingPriceMutation,
} from "../../src/modules/market/graphql/mutations";
import type { ListingFieldsFragment, UpdateAuctionInput } from "../../src/gql/graphql";
import {
  initialEditAuctionValues,
  toUpdateAuctionInput,
  validateEditAuction,
} from "../../src/modules/market/forms/editAuctionForm";
import { toLocalInput } from "../../src/modules/market/forms/sellForm";

const DAY = 86_400_000;

// The router loads these pages lazily: compile them once up front, so that a busy machine does not
// spend the first test's waiting time on it.
beforeAll(async () => {
  await Promise.all([
    import("../../src/modules/market/routes/ProductPage"),
    import("../../src/modules/market/routes/EditCardPage"),
    import("../../src/modules/market/routes/CollectionBookLayout"),
    import("../../src/modules/market/routes/CollectionBookPages"),
  ]);
}, 60_000);

function signIn() {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
}

/** An auction of mine without bids, listed yesterday and closing in 10 days. */
function myOpenAuction(overrides: Partial<ListingFieldsFragment> = {}) {
  const now = Date.now();
  return makeAuction(5, {
    isMine: true,
    highestBid: null,
    bidCount: 0,
    minimumNextBid: "50",
    buyNowPrice: "200",
    createdAt: new Date(now - DAY).toISOString(),
    startsAt: new Date(now - DAY).toISOString(),
    endsAt: new Date(now + 10 * DAY).toISOString(),
    ...overrides,
  });
}

function serveListing(listing: ReturnType<typeof makeListing>) {
  server.use(graphql.query(ListingQuery, () => HttpResponse.json({ data: { listing } })));
}

/** Records the updateAuction inputs and answers with the auction as it would be after them. */
function recordAuctionUpdates(auction: ReturnType<typeof makeListing>) {
  const inputs: UpdateAuctionInput[] = [];
  server.use(
    graphql.mutation(UpdateAuctionMutation, ({ variables }) => {
      inputs.push(variables.input);
      const { startPrice, buyNowPrice, endsAt } = variables.input;
      return HttpResponse.json({
        data: {
          updateAuction: {
            ...auction,
            ...(startPrice && { startPrice, minimumNextBid: startPrice }),
            ...(buyNowPrice && { buyNowPrice }),
            ...(endsAt && { endsAt }),
          },
        },
      });
    }),
  );
  return inputs;
}

describe("owner actions on the product page", () => {
  it("changes a direct listing's price only after the confirmation", async () => {
    signIn();
    serveListing(makeListing(1, { isMine: true }));
    const prices: string[] = [];
    server.use(
      graphql.mutation(UpdateListingPriceMutation, ({ variables }) => {
        prices.push(variables.unitPrice);
        return HttpResponse.json({
          data: { updateListingPrice: makeListing(1, { isMine: true, unitPrice: variables.unitPrice }) },
        });
      }),
    );
    const { user } = renderApp("/en/product/L1");
    await user.type(await screen.findByLabelText("New unit price (USDT)"), "150");
    await user.click(screen.getByTestId("update-price"));
    const dialog = await screen.findByTestId("update-price-confirm");
    expect(dialog).toHaveTextContent("from 120.00 USDT to 150.00 USDT");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("update-price-confirm")).not.toBeInTheDocument());
    expect(prices).toEqual([]);

    await user.click(screen.getByTestId("update-price"));
    await user.click(await screen.findByTestId("update-price-confirm-button"));
    expect(await screen.findByText("The price has been updated.")).toBeInTheDocument();
    expect(prices).toEqual(["150"]);
    expect(screen.getByLabelText("New unit price (USDT)")).toHaveValue("");
  }, 20_000);

  it("cancels a listing only after the confirmation", async () => {
    signIn();
    serveListing(makeListing(1, { isMine: true }));
    const cancelled: string[] = [];
    server.use(
      graphql.mutation(CancelListingMutation, ({ variables }) => {
        cancelled.push(variables.listingId);
        return HttpResponse.json({
          data: { cancelListing: makeListing(1, { isMine: true, state: "CANCELLED" }) },
        });
      }),
    );
    const { user } = renderApp("/en/product/L1");
    await user.click(await screen.findByTestId("cancel-listing"));
    const dialog = await screen.findByTestId("cancel-listing-confirm");
    expect(dialog).toHaveTextContent("“Aurora #1” will be taken off the marketplace");
    await user.click(within(dialog).getByRole("button", { name: "Keep it on sale" }));
    await waitFor(() => expect(screen.queryByTestId("cancel-listing-confirm")).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);

    await user.click(screen.getByTestId("cancel-listing"));
    await user.click(await screen.findByTestId("cancel-listing-confirm-button"));
    expect(await screen.findByText("The listing has been cancelled.")).toBeInTheDocument();
    expect(cancelled).toEqual(["L1"]);
  }, 20_000);

  it("shows a refused cancel through the catalogue and closes the confirmation", async () => {
    signIn();
    serveListing(myOpenAuction());
    server.use(graphql.mutation(CancelListingMutation, () => graphqlError(2003)));
    const { user } = renderApp("/en/product/L5");
    await user.click(await screen.findByTestId("cancel-listing"));
    await user.click(await screen.findByTestId("cancel-listing-confirm-button"));
    expect(await screen.findByText("The listing cannot be edited once someone has bid.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("cancel-listing-confirm")).not.toBeInTheDocument());
  });

  it("edits an auction before its first bid, checking the sell dialog's rules", async () => {
    signIn();
    const auction = myOpenAuction();
    serveListing(auction);
    const inputs = recordAuctionUpdates(auction);
    const { user } = renderApp("/en/product/L5");
    await user.click(await screen.findByTestId("edit-auction"));
    const form = await screen.findByTestId("edit-auction-form");
    const start = within(form).getByLabelText("Starting price (USDT)");
    const buyNow = within(form).getByLabelText("Buy-now price (USDT, optional)");
    const endsAt = within(form).getByLabelText("Closing time");
    expect(start).toHaveValue("50");
    expect(buyNow).toHaveValue("200");
    expect(endsAt).toHaveAttribute("step", "1");
    // Nothing changed yet: nothing to save.
    expect(within(form).getByTestId("edit-auction-submit")).toBeDisabled();

    await user.clear(start);
    await user.type(start, "10");
    await user.clear(buyNow);
    fireEvent.change(endsAt, { target: { value: toLocalInput(new Date(Date.now() - 60_000), true) } });
    await user.click(within(form).getByTestId("edit-auction-submit"));
    expect(await within(form).findByText("Enter a whole amount above 10 USDT.")).toBeInTheDocument();
    expect(within(form).getByText("The buy-now price can be changed but not removed.")).toBeInTheDocument();
    expect(within(form).getByText(/Choose a closing time in the future, no later than/)).toBeInTheDocument();

    await user.clear(start);
    await user.type(start, "80");
    await user.type(buyNow, "80");
    const closing = new Date(Date.now() + 20 * DAY);
    closing.setMilliseconds(0);
    fireEvent.change(endsAt, { target: { value: toLocalInput(closing, true) } });
    await user.click(within(form).getByTestId("edit-auction-submit"));
    expect(
      await within(form).findByText("The buy-now price must be above the starting price."),
    ).toBeInTheDocument();
    expect(within(form).queryByText(/no later than/)).not.toBeInTheDocument();

    // 60 days after the listing was created (yesterday) is the limit, not 60 days from now.
    fireEvent.change(endsAt, { target: { value: toLocalInput(new Date(Date.now() + 59.5 * DAY), true) } });
    await user.click(within(form).getByTestId("edit-auction-submit"));
    expect(await within(form).findByText(/no later than/)).toBeInTheDocument();
    expect(inputs).toEqual([]);

    fireEvent.change(endsAt, { target: { value: toLocalInput(closing, true) } });
    await user.clear(buyNow);
    await user.type(buyNow, "300");
    await user.click(within(form).getByTestId("edit-auction-submit"));
    expect(await screen.findByText("The auction has been updated.")).toBeInTheDocument();
    expect(inputs).toEqual([
      { listingId: "L5", startPrice: "80", buyNowPrice: "300", endsAt: closing.toISOString() },
    ]);
    await waitFor(() => expect(screen.queryByTestId("edit-auction-form")).not.toBeInTheDocument());
  }, 20_000);

  it("offers neither edit nor cancel once the auction has a bid, and says why", async () => {
    signIn();
    serveListing(myOpenAuction({ bidCount: 1, highestBid: "60", minimumNextBid: "60" }));
    renderApp("/en/product/L5");
    const actions = await screen.findByTestId("owner-actions");
    expect(actions).toHaveTextContent(
      "Someone has bid, so this auction can no longer be edited or cancelled.",
    );
    expect(screen.queryByTestId("edit-auction")).not.toBeInTheDocument();
    expect(screen.queryByTestId("cancel-listing")).not.toBeInTheDocument();
  });
});

describe("editCard page", () => {
  it("is linked from the sell list and saves an auction in place, then shows the product", async () => {
    signIn();
    const auction = myOpenAuction();
    server.use(
      graphql.query(MySellListQuery, () =>
        HttpResponse.json({
          data: {
            mySellList: [auction, makeAuction(6, { isMine: true, bidCount: 2 })],
          },
        }),
      ),
    );
    serveListing(auction);
    const inputs = recordAuctionUpdates(auction);
    const { user, router } = renderApp("/en/collectionBook/sellList");
    const rows = await screen.findAllByTestId("listing-row");
    expect(within(rows[1]!).getByTestId("sell-list-bid-locked")).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId("sell-list-edit")).not.toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId("sell-list-cancel")).not.toBeInTheDocument();
    const edit = within(rows[0]!).getByTestId("sell-list-edit");
    expect(edit).toHaveAttribute("href", "/en/editCard/L5");

    await user.click(edit);
    const form = await screen.findByTestId("edit-auction-form");
    expect(screen.getByTestId("edit-card-page")).toHaveTextContent("Aurora #5");
    expect(screen.getByTestId("cancel-listing")).toBeInTheDocument();
    await user.clear(within(form).getByLabelText("Starting price (USDT)"));
    await user.type(within(form).getByLabelText("Starting price (USDT)"), "60");
    await user.click(within(form).getByTestId("edit-auction-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/product/L5"));
    expect(inputs).toEqual([{ listingId: "L5", startPrice: "60" }]);
  }, 20_000);

  it("tells someone else's visitor that only the seller can edit", async () => {
    signIn();
    serveListing(makeListing(1));
    renderApp("/en/editCard/L1");
    expect(await screen.findByTestId("edit-card-not-mine")).toHaveTextContent(
      "Only the seller can edit this listing",
    );
    expect(screen.queryByTestId("owner-actions")).not.toBeInTheDocument();
  });

  it("shows a direct listing's price and cancel controls", async () => {
    signIn();
    serveListing(makeListing(1, { isMine: true }));
    renderApp("/en/editCard/L1");
    expect(await screen.findByTestId("new-price")).toBeInTheDocument();
    expect(screen.getByTestId("cancel-listing")).toBeInTheDocument();
  });
});

describe("edit-auction rules", () => {
  const now = Date.parse("2026-03-01T00:00:00Z");
  const auction = myOpenAuction({
    createdAt: "2026-02-20T00:00:00.000Z",
    startsAt: "2026-03-05T00:00:00.000Z",
    endsAt: "2026-03-20T00:00:00.000Z",
    buyNowPrice: null,
  });
  const initial = initialEditAuctionValues(auction);

  it("starts from the current terms and accepts them", () => {
    expect(initial).toEqual({
      startPrice: "50",
      buyNowPrice: "",
      endsAt: toLocalInput(new Date("2026-03-20T00:00:00.000Z"), true),
    });
    expect(validateEditAuction(initial, auction, now)).toEqual({});
  });

  it("limits the closing time to 60 days after creation, after the launch", () => {
    const at = (iso: string) => ({ ...initial, endsAt: toLocalInput(new Date(iso), true) });
    expect(validateEditAuction(at("2026-04-20T00:00:00Z"), auction, now)).toEqual({});
    expect(validateEditAuction(at("2026-04-22T00:00:00Z"), auction, now).endsAt).toBe(
      "market.editAuction.endsInvalid",
    );
    expect(validateEditAuction(at("2026-02-28T00:00:00Z"), auction, now).endsAt).toBe(
      "market.editAuction.endsInvalid",
    );
    expect(validateEditAuction(at("2026-03-04T00:00:00Z"), auction, now).endsAt).toBe(
      "market.editAuction.endsBeforeLaunch",
    );
    // At least 10 minutes after the launch still ahead (AUCTION_MIN_DURATION_MINUTES).
    expect(validateEditAuction(at("2026-03-05T00:09:00Z"), auction, now).endsAt).toBe(
      "error.AUCTION_TOO_SHORT",
    );
    expect(validateEditAuction(at("2026-03-05T00:10:00Z"), auction, now)).toEqual({});
  });

  it("sends only the changed terms", () => {
    expect(toUpdateAuctionInput(auction, initial)).toEqual({ listingId: "L5" });
    expect(toUpdateAuctionInput(auction, { ...initial, buyNowPrice: "90" })).toEqual({
      listingId: "L5",
      buyNowPrice: "90",
    });
  });
});
