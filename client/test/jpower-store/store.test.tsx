import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import {
  BuyStoreItemMutation,
  JpowerStoreQuery,
  MyStoreOrderQuery,
  MyStoreOrdersQuery,
  StoreItemQuery,
} from "../../src/modules/jpower-store/graphql/store";
import { digitalCard, order, receiver, signIn, tote, typed } from "./storeFixtures";

beforeEach(() => signIn());

describe("the Jpower store", () => {
  it("shows the member's Jpower and the items; a sold-out one cannot be redeemed", async () => {
    server.use(
      graphql.query(JpowerStoreQuery, () =>
        HttpResponse.json({
          data: { jpowerStore: typed("StoreFront", { balance: "1200", items: [tote, digitalCard] }) },
        }),
      ),
    );
    renderApp("/en/users/jpowerStore");
    expect(await screen.findByTestId("store-balance")).toHaveTextContent("1,200");
    const [bag, card] = await screen.findAllByTestId("store-item");
    expect(bag).toHaveTextContent("Vitrine tote bag");
    expect(bag).toHaveTextContent("300 Jpower");
    expect(within(bag!).getByTestId("store-item-buy")).toHaveAttribute("href", "/en/jpowerStore/buy/7");
    expect(within(card!).getByRole("button", { name: "Sold out" })).toBeDisabled();
  });

  it("lists the member's orders with status and tracking number", async () => {
    server.use(
      graphql.query(JpowerStoreQuery, () =>
        HttpResponse.json({ data: { jpowerStore: typed("StoreFront", { balance: "0", items: [] }) } }),
      ),
      graphql.query(MyStoreOrdersQuery, () =>
        HttpResponse.json({
          data: {
            myStoreOrders: typed("StoreOrderPage", {
              total: 1,
              page: 1,
              pageSize: 20,
              items: [order({ status: "SHIPPED", carrier: "Black Cat", trackingNumber: "TW123" })],
            }),
          },
        }),
      ),
    );
    renderApp("/en/users/jpowerStore/orders");
    const row = await screen.findByTestId("store-order-31");
    expect(within(row).getByTestId("store-order-status")).toHaveTextContent("Shipped");
    expect(within(row).getByTestId("store-order-tracking")).toHaveTextContent(
      "Black Cat, tracking number TW123",
    );
  });
});

describe("buying", () => {
  function itemAnswer(addresses: { id: string; name: string; phone: string; address: string }[] = []) {
    return graphql.query(StoreItemQuery, () =>
      HttpResponse.json({
        data: {
          storeItem: tote,
          jpowerStore: typed("StoreFront", { balance: "1000" }),
          myStoreAddresses: addresses.map((a) => typed("StoreAddress", a)),
        },
      }),
    );
  }

  it("checks the receiver (required, 09 + 8 digits) before sending, then goes to the success page", async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      itemAnswer(),
      graphql.mutation(BuyStoreItemMutation, ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return HttpResponse.json({
          data: { buyStoreItem: typed("StoreOrder", { id: "31", status: "PAID" as const }) },
        });
      }),
      graphql.query(MyStoreOrderQuery, () => HttpResponse.json({ data: { myStoreOrder: order() } })),
    );
    const { user } = renderApp("/en/jpowerStore/buy/7");
    await screen.findByTestId("store-receiver-form");
    await user.click(screen.getByTestId("store-buy-submit"));
    expect(await screen.findAllByText("Please enter information")).toHaveLength(3);

    await user.type(screen.getByTestId("store-receiver-name"), receiver.name);
    await user.type(screen.getByTestId("store-receiver-phone"), "0812345678");
    await user.type(screen.getByTestId("store-receiver-address"), receiver.address);
    await user.click(screen.getByTestId("store-buy-submit"));
    expect(await screen.findByText("Incorrect phone format")).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.clear(screen.getByTestId("store-receiver-phone"));
    await user.type(screen.getByTestId("store-receiver-phone"), receiver.phone);
    await user.click(screen.getByTestId("store-buy-submit"));
    await screen.findByTestId("store-success");
    expect(await screen.findByTestId("store-success-item")).toHaveTextContent("Vitrine tote bag × 1");
    expect(sent).toMatchObject({
      itemId: "7",
      receiver: { name: receiver.name, phone: receiver.phone, address: receiver.address },
      saveAddress: true,
    });
    expect((sent as unknown as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("offers the saved addresses and fills the form with the one chosen", async () => {
    server.use(
      itemAnswer([
        {
          id: "1",
          name: "Lin Mei",
          phone: "0912345678",
          address: "No. 1, Taipei",
        },
        {
          id: "2",
          name: "Chen Yu",
          phone: "0987654321",
          address: "No. 9, Tainan",
        },
      ]),
    );
    const { user } = renderApp("/en/jpowerStore/buy/7");
    await screen.findByTestId("store-saved-addresses");
    expect(screen.getByTestId("store-receiver-name")).toHaveValue("Lin Mei");
    await user.click(screen.getByText("Chen Yu · 0987654321"));
    await waitFor(() => expect(screen.getByTestId("store-receiver-phone")).toHaveValue("0987654321"));
    expect(screen.getByTestId("store-receiver-address")).toHaveValue("No. 9, Tainan");
  });

  it("shows the success page of a digital card", async () => {
    server.use(
      graphql.query(MyStoreOrderQuery, () =>
        HttpResponse.json({
          data: {
            myStoreOrder: order({
              itemName: "Jpower exclusive digital card",
              itemKind: "DIGITAL",
              receiver: null,
            }),
          },
        }),
      ),
    );
    renderApp("/en/jpowerStore/buy/success?order=31");
    expect(await screen.findByTestId("store-success-item")).toHaveTextContent(
      "Jpower exclusive digital card",
    );
    expect(screen.getByText("The card is in your collection book.")).toBeInTheDocument();
  });
});
