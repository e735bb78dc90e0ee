import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  FuseMutation,
  FusionHistoryQuery,
  FusionRecipesQuery,
} from "../../src/modules/fusion/graphql/fusion";

const card = (id: string, name: string) => ({
  __typename: "Card",
  id,
  name,
  imageUrl: `/media/cards/${id}.svg`,
});

function recipe(held: [number, number], listed = 0) {
  return {
    __typename: "FusionRecipe",
    id: "5",
    name: "Dawn fusion",
    outputUnits: 1,
    canFuse: held[0] >= 2 && held[1] >= 1,
    outputCard: card("9", "Dawn"),
    inputs: [
      { __typename: "FusionIngredient", units: 2, held: held[0], listed, card: card("1", "Ember") },
      { __typename: "FusionIngredient", units: 1, held: held[1], listed: 0, card: card("2", "Frost") },
    ],
  };
}

const record = {
  __typename: "FusionRecord",
  id: "77",
  recipeId: "5",
  recipeName: "Dawn fusion",
  outputUnits: 1,
  createdAt: "2026-11-01T10:00:00.000Z",
  outputCard: card("9", "Dawn"),
  inputs: [{ __typename: "FusionRecordInput", units: 2, card: card("1", "Ember") }],
};

function page(held: [number, number], listed = 0) {
  const recipes = [recipe(held, listed)];
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
    graphql.query(FusionRecipesQuery, () => HttpResponse.json({ data: { fusionRecipes: recipes } })),
    graphql.query(FusionHistoryQuery, () => HttpResponse.json({ data: { fusionHistory: [record] } })),
  );
}

describe("fusion page", { timeout: 30_000 }, () => {
  it("shows held/needed per input and the history; fuses after confirming", async () => {
    page([3, 1]);
    const keys: string[] = [];
    server.use(
      graphql.mutation(FuseMutation, ({ variables }) => {
        keys.push(variables.idempotencyKey);
        return HttpResponse.json({ data: { fuse: record } });
      }),
    );
    const { user } = renderApp("/en/fusion");
    const card = await screen.findByTestId("fusion-recipe");
    const counts = within(card).getAllByTestId("fusion-input-count");
    expect(counts.map((c) => c.textContent)).toEqual(["3 / 2", "1 / 1"]);
    expect(await screen.findAllByTestId("fusion-history-row")).toHaveLength(1);
    await user.click(within(card).getByTestId("fusion-fuse"));
    const dialog = await screen.findByTestId("fuse-confirm");
    expect(dialog).toHaveTextContent("A fusion cannot be undone.");
    await user.click(within(dialog).getByTestId("fuse-confirm-button"));
    expect(await screen.findByText("Fused: Dawn ×1")).toBeInTheDocument();
    expect(keys).toHaveLength(1);
  });

  it("disables Fuse when an input is short (listed units do not count)", async () => {
    page([1, 1], 1);
    renderApp("/en/fusion");
    const card = await screen.findByTestId("fusion-recipe");
    expect(within(card).getByTestId("fusion-fuse")).toBeDisabled();
    expect(card).toHaveTextContent("1 listed");
  });

  it("shows a refusal through the catalogue (2009)", async () => {
    page([2, 1]);
    server.use(graphql.mutation(FuseMutation, () => graphqlError(2009)));
    const { user } = renderApp("/en/fusion");
    await user.click(within(await screen.findByTestId("fusion-recipe")).getByTestId("fusion-fuse"));
    await user.click(await screen.findByTestId("fuse-confirm-button"));
    expect(await screen.findByText("You do not own the required card.")).toBeInTheDocument();
  });
});
