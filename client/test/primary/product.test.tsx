import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { BuyProductMutation } from "../../src/modules/primary/graphql/mutations";
import { PrimaryProductQuery } from "../../src/modules/primary/graphql/queries";
import { browserLocation as browser } from "../../src/shared/browserLocation";
import { iso, makeOrder, makeProduct, servePrimaryApi } from "./fixtures";

const HOUR = 3_600_000;

describe("releases page", { timeout: 20_000 }, () => {
  it("shows each product with its prices, units left and sale status", async () => {
    servePrimaryApi({
      products: [
        makeProduct(),
        makeProduct({ id: "8", name: "Dawn", remaining: 0 }),
        makeProduct({ id: "9", name: "Dusk", releaseAt: iso(Date.now() + HOUR / 2) }),
        makeProduct({
          id: "10",
          name: "Spring pack",
          kind: "PACKAGE",
          card: null,
          cardsPerPackage: 5,
          priceJpoint: null,
          releaseAt: iso(Date.now() + 3 * HOUR),
        }),
      ],
    });
    renderApp("/en/releases");
    expect(await screen.findByTestId("releases-page")).toBeInTheDocument();
    const cards = await screen.findAllByTestId("release-card");
    expect(cards).toHaveLength(4);
    expect(cards[0]).toHaveAttribute("href", "/en/releases/7");
    expect(within(cards[0]!).getByTestId("price-twd")).toHaveTextContent("NT$ 1,200");
    expect(within(cards[0]!).getByTestId("price-jpoint")).toHaveTextContent("1,000 Jpoint");
    expect(within(cards[0]!).getByTestId("release-remaining")).toHaveTextContent("120 of 500 left");
    expect(within(cards[0]!).getByTestId("sale-status")).toHaveTextContent("On sale");
    expect(within(cards[1]!).getByTestId("sale-status")).toHaveTextContent("Sold out");
    expect(within(cards[2]!).getByTestId("sale-status")).toHaveTextContent("Early bird");
    expect(within(cards[3]!).getByTestId("sale-status")).toHaveTextContent(/^On sale in 0d 2h \d+m \d+s$/);
    expect(within(cards[3]!).getByTestId("price-jpoint")).toHaveTextContent("Not sold for Jpoint");
  });

  it("has an empty state", async () => {
    servePrimaryApi({ products: [] });
    renderApp("/en/releases");
    expect(await screen.findByTestId("releases-empty")).toHaveTextContent("No releases right now");
  });
});

describe("primary product page", { timeout: 20_000 }, () => {
  it("shows its missing state when the product does not exist (NOT_FOUND) or the address has no product id", async () => {
    servePrimaryApi({ products: [makeProduct()] });
    const view = renderApp("/en/releases/404404");
    expect(await screen.findByTestId("primary-product-missing")).toHaveTextContent(
      "This product was not found",
    );
    expect(screen.queryByTestId("error-state")).not.toBeInTheDocument();
    view.unmount();

    server.use(
      graphql.query(PrimaryProductQuery, () =>
        HttpResponse.json({
          data: { primaryProduct: null },
          errors: [
            {
              message: "Data error",
              path: ["primaryProduct"],
              extensions: {
                code: "DATA_ERROR",
                errorCode: 400,
                data: { field: "id", reason: "validation.id" },
              },
            },
          ],
        }),
      ),
    );
    renderApp("/en/releases/not-a-number");
    expect(await screen.findByTestId("primary-product-missing")).toBeInTheDocument();
  });

  it("buys with Jpoint after a confirmation and goes to the complete page", async () => {
    servePrimaryApi({
      balance: "5000",
      orders: [makeOrder({ quantity: 3, amountJpoint: "3000" })],
    });
    const inputs: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation(BuyProductMutation, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { buyProduct: makeOrder({ quantity: 3, amountJpoint: "3000" }) } });
      }),
    );
    const { user, router } = renderApp("/en/releases/7");
    expect(await screen.findByTestId("primary-product-page")).toBeInTheDocument();
    expect(await screen.findByTestId("pay-jpoint-balance")).toHaveTextContent("Your Jpoint balance: 5,000");
    expect(screen.getByTestId("pay-with-jpoint")).toBeChecked();
    const quantity = screen.getByTestId("primary-quantity");
    await user.clear(quantity);
    await user.type(quantity, "3");
    expect(screen.getByTestId("pay-jpoint-total")).toHaveTextContent("Total: 3,000 Jpoint");
    await user.click(screen.getByTestId("primary-buy-button"));
    const dialog = await screen.findByTestId("primary-confirm");
    expect(within(dialog).getByTestId("confirm-total")).toHaveTextContent("3,000 Jpoint");
    expect(dialog).toHaveTextContent("You are buying 3 × Northern Lights.");
    await user.click(within(dialog).getByTestId("primary-confirm-button"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/complete/VP2611220123456789"));
    expect(await screen.findByText("Bought 3 × Northern Lights.")).toBeInTheDocument();
    expect(inputs).toEqual([
      { productId: "7", quantity: 3, payWith: "JPOINT", idempotencyKey: expect.any(String), locale: "en" },
    ]);
    const state = await screen.findByTestId("primary-order-state");
    expect(state).toHaveAttribute("data-state", "SUCCESS");
    expect(screen.getByTestId("complete-collection")).toHaveAttribute("href", "/en/collectionBook");
  });

  it("closes Jpoint when the balance is short, and pays through a payment way instead", async () => {
    servePrimaryApi({ balance: "500" });
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const inputs: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation(BuyProductMutation, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: {
            buyProduct: makeOrder({
              state: "PROCESSING",
              payWith: "CHANNEL",
              amountJpoint: null,
              amountTwd: "1200",
              paymentUrl: "http://localhost/sandbox/pay/linepay/VP2611220123456789",
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/releases/7");
    expect(await screen.findByTestId("pay-with-jpoint")).toBeDisabled();
    expect(screen.getByTestId("pay-with-channel")).toBeChecked();
    expect(screen.getByText("Not enough Jpoint: you have 500, this needs 1,000.")).toBeInTheDocument();
    expect(screen.getByTestId("twd-total")).toHaveTextContent("Total: NT$ 1,200");
    await user.click(screen.getByTestId("payment-way-linepay"));
    await user.click(screen.getByTestId("primary-buy-button"));
    const dialog = await screen.findByTestId("primary-confirm");
    expect(within(dialog).getByTestId("confirm-total")).toHaveTextContent("NT$ 1,200");
    await user.click(within(dialog).getByTestId("primary-confirm-button"));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://localhost/sandbox/pay/linepay/VP2611220123456789"),
    );
    expect(inputs[0]).toMatchObject({
      productId: "7",
      quantity: 1,
      payWith: "CHANNEL",
      paymentWay: "linepay",
      invoice: { type: "ELECTRONIC" },
      purchaser: { name: "Mei", email: "mei@example.com" },
    });
  });

  it("offers only Jpoint in the early-bird hour", async () => {
    servePrimaryApi({ products: [makeProduct({ releaseAt: iso(Date.now() + HOUR / 2) })] });
    renderApp("/en/releases/7");
    expect(await screen.findByTestId("sale-early-bird")).toBeInTheDocument();
    expect(await screen.findByTestId("pay-with-channel")).toBeDisabled();
    expect(screen.getByTestId("pay-with-jpoint")).toBeChecked();
    expect(screen.getByTestId("release-countdown")).toHaveTextContent(/^Release in 0d 0h (29|30)m \d+s$/);
  });
});
