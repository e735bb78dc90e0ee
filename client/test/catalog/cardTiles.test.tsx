import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeCard, makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { PublicCollectionQuery } from "../../src/modules/accounts/graphql/publicUser";
import { MyCollectionQuery } from "../../src/modules/market/graphql/queries";
import { makeProduct, servePrimaryApi } from "../primary/fixtures";

/** Issue 14: every card tile in the client opens that card's page (/{lang}/card/{id}). */

beforeAll(async () => {
  await Promise.all([
    import("../../src/modules/accounts/routes/PublicUserPage"),
    import("../../src/modules/market/routes/CollectionBookLayout"),
    import("../../src/modules/market/routes/CollectionBookPages"),
    import("../../src/modules/primary/routes/ReleasesPage"),
  ]);
}, 60_000);

/** Each tile is a link to its card's page, and every card shown has one. */
function expectTilesLinkToCardPages(container: HTMLElement, ids: readonly string[]) {
  const tiles = within(container).getAllByTestId("card-tile");
  expect(tiles.map((tile) => tile.getAttribute("href"))).toEqual(ids.map((id) => `/en/card/${id}`));
}

describe("card tiles link to the card page", { timeout: 30_000 }, () => {
  it("on the home page: latest releases and explore by chain", async () => {
    renderApp("/en");
    const latest = await screen.findByTestId("home-latest");
    await within(latest).findAllByTestId("card-tile");
    expectTilesLinkToCardPages(latest, ["1", "2", "3", "4", "5", "6", "7", "8"]);
    const explore = document.getElementById("section-index")!;
    await within(explore).findAllByTestId("card-tile");
    expectTilesLinkToCardPages(explore, ["100", "101", "102", "103", "110", "111", "112", "113"]);
  });

  it("in search results", async () => {
    renderApp("/en?search=Aurora");
    const results = await screen.findByTestId("search-results");
    await within(results).findAllByTestId("card-tile");
    expectTilesLinkToCardPages(results, ["1", "2", "3", "4", "5", "6", "7", "8"]);
  });

  it("in releases: a release's card page is linked under its tile", async () => {
    servePrimaryApi({
      products: [
        makeProduct({ id: "7", card: makeCard(31) }),
        makeProduct({ id: "10", kind: "PACKAGE", name: "Spring pack", card: null, cardsPerPackage: 5 }),
      ],
    });
    renderApp("/en/releases");
    const links = await screen.findAllByTestId("release-card-page");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/en/card/31"]);
    // The tile itself still opens the product (buying).
    expect(screen.getAllByTestId("release-card")[0]).toHaveAttribute("href", "/en/releases/7");
  });

  it("in the collection book", async () => {
    const holding = (id: number) => ({
      __typename: "Holding",
      card: { ...makeCard(id), sellable: true, giftable: true, withdrawable: true },
      units: 2,
      listed: 0,
    });
    server.use(
      graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
      graphql.query(MyCollectionQuery, () =>
        HttpResponse.json({ data: { myCollection: [holding(5), holding(9)] } }),
      ),
    );
    renderApp("/en/collectionBook");
    const holdings = await screen.findAllByTestId("holding");
    expect(holdings).toHaveLength(2);
    expectTilesLinkToCardPages(document.body, ["5", "9"]);
  });

  it("on a member's public page", async () => {
    // Declared apart: msw's typed resolver rejects __typename in a literal (Apollo needs it).
    const publicCollection = [
      { __typename: "Holding", units: 1, card: makeCard(12) },
      { __typename: "Holding", units: 3, card: makeCard(13) },
    ];
    server.use(graphql.query(PublicCollectionQuery, () => HttpResponse.json({ data: { publicCollection } })));
    renderApp("/en/users/u-someone");
    const grid = await screen.findByTestId("public-collection");
    expectTilesLinkToCardPages(grid, ["12", "13"]);
  });
});
