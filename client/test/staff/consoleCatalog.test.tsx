import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import {
  CreateFusionRecipeMutation,
  CreatePackageProductMutation,
  CreateReleaseProductMutation,
  RevealPackageSeedMutation,
  SetFusionRecipeActiveMutation,
  StaffFusionRecipesQuery,
  StaffCardsQuery,
  StaffPrimaryProductsQuery,
} from "../../src/modules/staff/graphql/catalog";
import { signInStaff, typename } from "./consoleHelpers";

const product = (id: string, kind: "RELEASE" | "PACKAGE") => ({
  ...typename("PrimaryProduct"),
  id,
  kind,
  name: kind === "PACKAGE" ? "Starter pack" : "Moonrise",
  description: "",
  card: kind === "RELEASE" ? { ...typename("Card"), id: "7", name: "Moonrise", imageUrl: "/a.png" } : null,
  priceTwd: "300",
  discountPriceTwd: null,
  priceJpoint: "280",
  totalSupply: 100,
  remaining: 40,
  maxPerOrder: 10,
  purchasable: true,
  releaseAt: "2026-12-01T04:00:00.000Z",
  earlyBirdAt: "2026-12-01T03:00:00.000Z",
  saleEndsAt: null,
  openAt: kind === "PACKAGE" ? "2026-12-02T04:00:00.000Z" : null,
  cardsPerPackage: kind === "PACKAGE" ? 3 : null,
  seedHash: kind === "PACKAGE" ? "ab".repeat(32) : null,
});

describe("staff console: releases and packages", { timeout: 40_000 }, () => {
  it("lists products with supply and schedule, creates a release and a package, reveals a seed", async () => {
    signInStaff(["admin"]);
    const created: Record<string, unknown>[] = [];
    server.use(
      graphql.query(StaffPrimaryProductsQuery, () =>
        HttpResponse.json({ data: { primaryProducts: [product("1", "RELEASE"), product("2", "PACKAGE")] } }),
      ),
      // Like the gateway: cards whose name contains the search.
      graphql.query(StaffCardsQuery, ({ variables }) =>
        HttpResponse.json({
          data: {
            staffCards: [
              ["7", "Moonrise"],
              ["8", "Sunset"],
            ]
              .map(([id, name]) => ({
                ...typename("Card"),
                id: id!,
                name: name!,
                imageUrl: "/a.png",
                totalIssued: 100,
                releaseAt: "2026-11-01T00:00:00.000Z",
                artist: { ...typename("Artist"), id: "1", name: "Lin Yu" },
                chain: { ...typename("Chain"), id: "1", code: "ETH" },
              }))
              .filter((c) => c.name.includes(variables.search ?? "")),
          },
        }),
      ),
      graphql.mutation(CreateReleaseProductMutation, ({ variables }) => {
        created.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { createReleaseProduct: product("3", "RELEASE") } });
      }),
      graphql.mutation(CreatePackageProductMutation, ({ variables }) => {
        created.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({
          data: {
            createPackageProduct: {
              ...typename("PackageProduct"),
              id: "4",
              name: "Pack",
              seedHash: "cd".repeat(32),
              totalSupply: 50,
              releaseAt: "2026-12-01T04:00:00.000Z",
              openAt: "2026-12-01T04:00:00.000Z",
            },
          },
        });
      }),
      graphql.mutation(RevealPackageSeedMutation, () =>
        HttpResponse.json({
          data: {
            revealPackageSeed: {
              ...typename("PackageVerification"),
              productId: "2",
              seedHash: "ab".repeat(32),
              seed: "seed-revealed-123",
              revealed: true,
              revealReason: "STAFF" as const,
            },
          },
        }),
      ),
    );
    const { user } = renderApp("/en/admin/releases");
    const rows = await screen.findAllByTestId("staff-release-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId("staff-release-supply")).toHaveTextContent("40 / 100");
    expect(screen.getByTestId("staff-nav")).toHaveTextContent("Releases");

    await user.click(screen.getByTestId("staff-release-new"));
    await user.click(await screen.findByTestId("staff-release-submit"));
    expect(created).toHaveLength(0);
    await user.click(screen.getByTestId("staff-release-card"));
    await user.click(await screen.findByRole("option", { name: "#7 Moonrise" }));
    // The search then holds the label: the picked card stays shown once the debounced search has run.
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByTestId("staff-release-card")).toHaveValue("#7 Moonrise");
    await user.type(screen.getByTestId("staff-release-name"), "Moonrise");
    await user.type(screen.getByTestId("staff-release-priceTwd"), "300");
    await user.type(screen.getByTestId("staff-release-priceJpoint"), "280");
    await user.type(screen.getByTestId("staff-release-totalSupply"), "100");
    await user.type(screen.getByTestId("staff-release-releaseAt"), "2026-12-01T12:00");
    await user.click(screen.getByTestId("staff-release-submit"));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ cardId: "7", priceTwd: 300, priceJpoint: 280, totalSupply: 100 });

    await user.click(screen.getByTestId("staff-package-new"));
    await user.type(await screen.findByTestId("staff-package-name"), "Pack");
    await user.type(screen.getByTestId("staff-package-cardsPerPackage"), "3");
    await user.type(screen.getByTestId("staff-package-priceTwd"), "150");
    await user.type(screen.getByTestId("staff-package-totalSupply"), "50");
    await user.type(screen.getByTestId("staff-package-releaseAt"), "2026-12-01T12:00");
    await user.type(screen.getByTestId("staff-package-openAt"), "2026-12-01T12:00");
    // Pool cards are picked by name, like a release's card.
    await user.click(screen.getByTestId("staff-package-pool-cardId"));
    await user.click(await screen.findByRole("option", { name: "#7 Moonrise" }));
    await user.type(screen.getByTestId("staff-package-pool-weight"), "3");
    await user.click(screen.getByTestId("staff-package-pool-add"));
    const pickers = screen.getAllByTestId("staff-package-pool-cardId");
    await user.click(pickers[1]!);
    await user.click(await screen.findByRole("option", { name: "#7 Moonrise" }));
    await user.type(screen.getAllByTestId("staff-package-pool-weight")[1]!, "1");
    expect(screen.getAllByTestId("staff-package-pool-percent")[0]).toHaveTextContent("75.00%");
    // The same card twice is refused before anything is sent.
    await user.click(screen.getByTestId("staff-package-submit"));
    expect(await screen.findByText("This card is already in the pool.")).toBeTruthy();
    expect(created).toHaveLength(1);
    // Searching by another name lists that card.
    await user.clear(screen.getAllByTestId("staff-package-pool-cardId")[1]!);
    await user.type(screen.getAllByTestId("staff-package-pool-cardId")[1]!, "Sun");
    await user.click(await screen.findByRole("option", { name: "#8 Sunset" }));
    await user.clear(screen.getAllByTestId("staff-package-pool-rarity")[1]!);
    await user.type(screen.getAllByTestId("staff-package-pool-rarity")[1]!, "rare");
    await user.click(screen.getByTestId("staff-package-submit"));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(created[1]).toMatchObject({
      cardsPerPackage: 3,
      pool: [
        { cardId: "7", rarity: "COMMON", weight: 3 },
        { cardId: "8", rarity: "RARE", weight: 1 },
      ],
    });

    await user.click(screen.getByTestId("staff-release-reveal"));
    await user.click(await screen.findByTestId("staff-confirm-ok"));
    expect(await screen.findByTestId("staff-release-seed")).toHaveTextContent("seed-revealed-123");
  });

  it("lists fusion recipes, switches one off and creates one", async () => {
    signInStaff(["admin"]);
    const calls: Record<string, unknown>[] = [];
    const card = (id: string, name: string) => ({
      ...typename("Card"),
      id,
      name,
      imageUrl: "/c.png",
    });
    server.use(
      graphql.query(StaffFusionRecipesQuery, () =>
        HttpResponse.json({
          data: {
            fusionRecipes: [
              {
                ...typename("FusionRecipe"),
                id: "5",
                name: "Sun + Moon",
                active: true,
                outputUnits: 1,
                createdAt: "2026-11-01T00:00:00.000Z",
                outputCard: card("9", "Eclipse"),
                inputs: [{ ...typename("FusionIngredient"), units: 2, card: card("7", "Sun") }],
              },
            ],
          },
        }),
      ),
      graphql.mutation(SetFusionRecipeActiveMutation, ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({
          data: { setFusionRecipeActive: { ...typename("FusionRecipe"), id: "5", active: false } },
        });
      }),
      graphql.mutation(CreateFusionRecipeMutation, ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({
          data: {
            createFusionRecipe: { ...typename("FusionRecipe"), id: "6", name: "N", active: true },
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/fusion");
    expect(await screen.findByTestId("staff-fusion-row")).toHaveTextContent("2 × Sun");
    await user.click(screen.getByTestId("staff-fusion-active"));
    await waitFor(() => expect(calls[0]).toEqual({ recipeId: "5", active: false }));
    await user.type(screen.getByTestId("staff-fusion-name"), "Twin suns");
    await user.type(screen.getByTestId("staff-fusion-output-card"), "9");
    await user.type(screen.getByTestId("staff-fusion-input-card"), "7");
    await user.click(screen.getByTestId("staff-fusion-submit"));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      input: { name: "Twin suns", outputCardId: "9", outputUnits: 1, inputs: [{ cardId: "7", units: 1 }] },
    });
  });
});
