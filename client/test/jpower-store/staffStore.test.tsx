import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import {
  ShipStoreOrderMutation,
  StaffStoreItemsQuery,
  StaffStoreOrdersQuery,
} from "../../src/modules/jpower-store/graphql/staffStore";
import { order, signIn, typed } from "./storeFixtures";

describe("staff store pages", () => {
  it("support staff ship a PAID order with carrier and tracking number (both required)", async () => {
    signIn({ role: "staff", staffRoles: ["support"], twoFactorEnabled: true });
    let shipped: unknown = null;
    server.use(
      graphql.query(StaffStoreOrdersQuery, () =>
        HttpResponse.json({
          data: {
            staffStoreOrders: typed("StaffStoreOrderPage", {
              total: shipped ? 0 : 1,
              page: 1,
              pageSize: 20,
              items: shipped ? [] : [typed("StaffStoreOrder", { ...order(), userId: "42" })],
            }),
          },
        }),
      ),
      graphql.mutation(ShipStoreOrderMutation, ({ variables }) => {
        shipped = variables;
        return HttpResponse.json({
          data: {
            shipStoreOrder: typed("StaffStoreOrder", {
              id: "31",
              status: "SHIPPED" as const,
              carrier: "Black Cat",
              trackingNumber: "TW1",
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/store/orders");
    const row = await screen.findByTestId("staff-store-order-31");
    expect(within(row).getByTestId("staff-store-receiver")).toHaveTextContent("Lin Mei · 0912345678");
    await user.click(within(row).getByTestId("staff-store-ship"));
    expect(await within(row).findAllByText("Please enter information")).toHaveLength(2);
    await user.type(within(row).getByTestId("staff-store-carrier"), "Black Cat");
    await user.type(within(row).getByTestId("staff-store-tracking"), "TW1");
    await user.click(within(row).getByTestId("staff-store-ship"));
    await waitFor(() =>
      expect(shipped).toEqual({ id: "31", input: { carrier: "Black Cat", trackingNumber: "TW1" } }),
    );
    expect(await screen.findByTestId("staff-store-no-orders")).toBeInTheDocument();
  });

  it("content staff see the items with their stock", async () => {
    signIn({ role: "staff", staffRoles: ["content"], twoFactorEnabled: true });
    server.use(
      graphql.query(StaffStoreItemsQuery, () =>
        HttpResponse.json({
          data: {
            staffStoreItems: [
              typed("StaffStoreItem", {
                id: "7",
                kind: "PHYSICAL" as const,
                cardId: null,
                price: "300",
                stock: 12,
                sold: 3,
                perMemberLimit: 2,
                imageUrl: "",
                startsAt: null,
                endsAt: null,
                active: true,
                onSale: true,
                version: 1,
                name: "Vitrine tote bag",
                texts: [typed("StoreItemText", { language: "tw", name: "Vitrine 帆布袋", description: "" })],
              }),
            ],
          },
        }),
      ),
    );
    const { user } = renderApp("/en/admin/store");
    const row = await screen.findByTestId("staff-store-item-7");
    expect(row).toHaveTextContent("12 / 15");
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    await waitFor(() => expect(screen.getByTestId("staff-store-name-tw")).toHaveValue("Vitrine 帆布袋"));
  });
});
