import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import {
  StaffPrimaryProductsQuery,
  UpdatePackageProductMutation,
} from "../../src/modules/staff/graphql/catalog";
import { signInStaff, typename } from "./consoleHelpers";
import { expectEditRefused, productBase, showOnlyProduct } from "./productEditHelpers";

const pack = (remaining: number, priceTwd = "300") => ({
  ...productBase,
  id: "41",
  kind: "PACKAGE" as const,
  name: "Starter pack",
  card: null,
  priceTwd,
  totalSupply: 50,
  remaining,
  openAt: "2026-12-02T04:00:00.000Z",
  cardsPerPackage: 3,
  seedHash: "ab".repeat(32),
});

describe("staff console: editing a card package", { timeout: 40_000 }, () => {
  it("edits the terms of a package nothing was sold of, shows its fixed contents and the gateway's refusal", async () => {
    signInStaff(["admin"]);
    const sent: Record<string, unknown>[] = [];
    let price = "300";
    server.use(
      graphql.query(StaffPrimaryProductsQuery, () =>
        HttpResponse.json({ data: { primaryProducts: [pack(50, price)] } }),
      ),
      graphql.mutation(UpdatePackageProductMutation, ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        if (sent.length > 1) return graphqlError(2204);
        price = String(variables.input.priceTwd);
        return HttpResponse.json({
          data: {
            updatePackageProduct: {
              ...typename("PackageProduct"),
              id: "41",
              priceTwd: price,
              priceJpoint: "280",
              totalSupply: 60,
              remaining: 60,
              maxPerOrder: 4,
              releaseAt: "2026-12-01T04:00:00.000Z",
              openAt: "2026-12-02T04:00:00.000Z",
              saleEndsAt: null,
              seedHash: "ab".repeat(32),
            },
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/releases");
    const row = await screen.findByTestId("staff-release-row");
    expect(within(row).queryByTestId("staff-release-edit")).toBeNull();
    await user.click(within(row).getByTestId("staff-package-edit"));
    const dialog = await screen.findByTestId("staff-package-edit-form");
    expect(within(dialog).getByTestId("staff-package-edit-priceTwd")).toHaveValue("300");
    expect(within(dialog).getByTestId("staff-package-edit-totalSupply")).toHaveValue("50");
    expect(within(dialog).getByTestId("staff-package-edit-contents")).toHaveTextContent(
      "3 cards per package; the pool and its odds are fixed.",
    );

    // Checked before sending: opening before the release is refused.
    await user.clear(within(dialog).getByTestId("staff-package-edit-openAt"));
    await user.type(within(dialog).getByTestId("staff-package-edit-openAt"), "2026-11-01T12:00");
    await user.click(within(dialog).getByTestId("staff-package-edit-submit"));
    expect(await within(dialog).findByText("This value is out of range")).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByTestId("staff-package-edit-openAt"));
    await user.type(within(dialog).getByTestId("staff-package-edit-openAt"), "2026-12-03T12:00");
    await user.clear(within(dialog).getByTestId("staff-package-edit-priceTwd"));
    await user.type(within(dialog).getByTestId("staff-package-edit-priceTwd"), "350");
    await user.clear(within(dialog).getByTestId("staff-package-edit-totalSupply"));
    await user.type(within(dialog).getByTestId("staff-package-edit-totalSupply"), "60");
    await user.clear(within(dialog).getByTestId("staff-package-edit-maxPerOrder"));
    await user.type(within(dialog).getByTestId("staff-package-edit-maxPerOrder"), "4");
    await user.click(within(dialog).getByTestId("staff-package-edit-submit"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: "41",
      priceTwd: "350",
      priceJpoint: "280",
      totalSupply: 60,
      maxPerOrder: 4,
      releaseAt: "2026-12-01T04:00:00.000Z",
      openAt: new Date("2026-12-03T12:00").toISOString(),
      saleEndsAt: null,
    });
    // Nothing about the contents is sent: they never change.
    expect(sent[0]).not.toHaveProperty("pool");
    await waitFor(() => expect(screen.queryByTestId("staff-package-edit-form")).toBeNull());
    expect(await screen.findByText("The package is updated.")).toBeTruthy();

    await expectEditRefused(user, "staff-package-edit", "staff-package-edit");
  });

  it("hides the edit of a package with packages sold", async () => {
    const row = await showOnlyProduct(pack(49));
    expect(within(row).getByTestId("staff-release-supply")).toHaveTextContent("49 / 50");
    expect(within(row).queryByTestId("staff-package-edit")).toBeNull();
  });
});
