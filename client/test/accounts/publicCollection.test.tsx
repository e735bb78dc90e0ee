import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { delay, graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeCard } from "../../src/shared/test/fixtures";
import { PublicCollectionQuery } from "../../src/modules/accounts/graphql/publicUser";

const holding = (id: number, units: number) => ({ __typename: "Holding", units, card: makeCard(id) });

// The router loads the page lazily: compile it once up front, so that a busy machine does not spend the
// first test's waiting time on it.
beforeAll(async () => {
  await import("../../src/modules/accounts/routes/PublicUserPage");
}, 60_000);

describe("public user page: collection", () => {
  it("shows the member's cards as tiles", async () => {
    const asked: string[] = [];
    server.use(
      graphql.query(PublicCollectionQuery, ({ variables }) => {
        asked.push(variables.publicId);
        return HttpResponse.json({ data: { publicCollection: [holding(1, 2), holding(2, 1)] } });
      }),
    );
    renderApp("/en/users/u-someone");
    const grid = await screen.findByTestId("public-collection");
    const tiles = within(grid).getAllByTestId("card-tile");
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveTextContent("Aurora #1");
    expect(screen.getByRole("heading", { name: "Collection" })).toBeInTheDocument();
    expect(asked).toEqual(["u-someone"]);
  });

  it("says so when the member holds nothing", async () => {
    server.use(
      graphql.query(PublicCollectionQuery, () => HttpResponse.json({ data: { publicCollection: [] } })),
    );
    renderApp("/en/users/u-someone");
    expect(await screen.findByTestId("public-collection-empty")).toHaveTextContent(
      "The cards Mei holds will appear here.",
    );
  });

  it("shows skeleton tiles while loading", async () => {
    server.use(
      graphql.query(PublicCollectionQuery, async () => {
        await delay("infinite");
        return HttpResponse.json({ data: null });
      }),
    );
    renderApp("/en/users/u-someone");
    const loading = await screen.findByTestId("public-collection-loading");
    expect(within(loading).getAllByTestId("card-tile-skeleton")).toHaveLength(4);
    expect(screen.getByTestId("public-user-page")).toHaveTextContent("Mei");
  });

  it("keeps the profile when only the collection fails", async () => {
    server.use(graphql.query(PublicCollectionQuery, () => graphqlError(404)));
    renderApp("/en/users/u-someone");
    expect(await screen.findByTestId("error-state")).toHaveTextContent("No information found.");
    expect(screen.getByTestId("public-user-page")).toHaveTextContent("Mei");
  });
});
