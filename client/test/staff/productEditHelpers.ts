import { expect } from "vitest";
import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import type { StaffPrimaryProductsQuery as Products } from "../../src/gql/graphql";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { StaffPrimaryProductsQuery } from "../../src/modules/staff/graphql/catalog";
import { signInStaff, typename } from "./consoleHelpers";

/** What the staff list's products share: on sale at NT$300 or 280 Jpoint from 2026-12-01, 10 an order. */
export const productBase = {
  ...typename("PrimaryProduct"),
  description: "",
  discountPriceTwd: null,
  priceJpoint: "280",
  maxPerOrder: 10,
  purchasable: true,
  releaseAt: "2026-12-01T04:00:00.000Z",
  earlyBirdAt: "2026-12-01T03:00:00.000Z",
  saleEndsAt: null,
};

type User = ReturnType<typeof renderApp>["user"];

/**
 * Opens the product's edit dialog again (`editTestId` on the release row) and saves: the gateway's
 * refusal is shown and the dialog (`<prefix>-form`) stays open.
 */
export async function expectEditRefused(user: User, editTestId: string, prefix: string): Promise<void> {
  await user.click(within(await screen.findByTestId("staff-release-row")).getByTestId(editTestId));
  await user.click(await screen.findByTestId(`${prefix}-submit`));
  expect(await screen.findByText(/can no longer be edited/)).toBeTruthy();
  expect(screen.getByTestId(`${prefix}-form`)).toBeTruthy();
}

/** An admin on the releases page listing only `product`; resolves to its row. */
export async function showOnlyProduct(product: Products["primaryProducts"][number]): Promise<HTMLElement> {
  signInStaff(["admin"]);
  server.use(
    graphql.query(StaffPrimaryProductsQuery, () =>
      HttpResponse.json({ data: { primaryProducts: [product] } }),
    ),
  );
  renderApp("/en/admin/releases");
  return screen.findByTestId("staff-release-row");
}
