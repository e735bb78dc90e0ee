import { describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp, renderInShell } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeCard, makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  MyPackagesQuery,
  PackageOddsQuery,
  PackageVerificationQuery,
} from "../../src/modules/packages/graphql/queries";
import { OpenPackageMutation } from "../../src/modules/packages/graphql/mutations";
import { PackageOdds } from "../../src/modules/packages";

// The worked example of docs/PACKAGES.md: product 7, serial 1 draws entries 12, 11, 11 (cards 102, 101, 101).
const SEED = "07c1ad6082bf6c4a415047be1755dabd7cf5b490e0520aa9b4f43c61d399f006";
const SEED_HASH = "8369d6ee814745caa555f333204e9ac050f93dd034b3977f1eec36bb9df8543a";
const HOUR = 3_600_000;

// The page is a lazy route and the check runs WebCrypto: allow for a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const draw = (slot: number, cardId: number, rarity: string) => ({
  __typename: "PackageDraw",
  slot,
  rarity,
  card: makeCard(cardId),
});

function makePackage(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: "UserPackage",
    id,
    productId: "7",
    productName: "Night Market Treasures Pack",
    serial: 1,
    totalSupply: 200,
    cardsPerPackage: 3,
    state: "UNOPENED" as const,
    openAt: new Date(Date.now() - HOUR).toISOString(),
    openedAt: null as string | null,
    createdAt: "2026-11-01T08:00:00.000Z",
    seedHash: SEED_HASH,
    draws: [] as ReturnType<typeof draw>[],
    ...overrides,
  };
}

const mintedDraws = [draw(1, 102, "RARE"), draw(2, 101, "COMMON"), draw(3, 101, "COMMON")];

const poolEntry = (entryId: string, cardId: number, rarity: string, weight: number) => ({
  __typename: "PackagePoolEntry",
  entryId,
  rarity,
  weight,
  card: { __typename: "Card", id: String(cardId), name: `Aurora #${cardId}` },
});

function verification(seed: string | null) {
  return {
    __typename: "PackageVerification",
    productId: "7",
    algorithm: "vitrine-package-draw-v1",
    seedHash: SEED_HASH,
    seed,
    revealed: seed !== null,
    revealReason: seed ? ("STAFF" as const) : null,
    cardsPerPackage: 3,
    totalWeight: 100,
    pool: [
      poolEntry("11", 101, "COMMON", 60),
      poolEntry("12", 102, "RARE", 25),
      poolEntry("13", 103, "EPIC", 12),
      poolEntry("14", 104, "LEGENDARY", 3),
    ],
  };
}

function signIn() {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
}

describe("my packages", { timeout: 20_000 }, () => {
  it("opens a package and reveals the drawn cards one after another", async () => {
    signIn();
    let opened = false;
    server.use(
      graphql.query(MyPackagesQuery, () =>
        HttpResponse.json({
          data: {
            myPackages: [
              makePackage(
                "P1",
                opened ? { state: "OPENED", openedAt: new Date().toISOString(), draws: mintedDraws } : {},
              ),
              makePackage("P2", { serial: 2, openAt: new Date(Date.now() + 26 * HOUR).toISOString() }),
            ],
          },
        }),
      ),
      graphql.mutation(OpenPackageMutation, ({ variables }) => {
        expect(variables.packageId).toBe("P1");
        opened = true;
        return HttpResponse.json({
          data: {
            openPackage: makePackage("P1", {
              state: "OPENED",
              openedAt: new Date().toISOString(),
              draws: mintedDraws,
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/packages");
    expect(await screen.findByTestId("packages-page")).toBeInTheDocument();
    const items = await screen.findAllByTestId("package-item");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByTestId("package-serial")).toHaveTextContent(
      "No. 1 of 200 · 3 cards per pack",
    );
    const later = within(items[1]!).getByTestId("package-open");
    expect(later).toBeDisabled();
    expect(later).toHaveTextContent(/Opens in 1d 1h 59m \d+s/);

    await user.click(within(items[0]!).getByTestId("package-open"));
    const reveal = await screen.findByTestId("package-reveal");
    expect(within(reveal).getByText("You drew 3 cards!")).toBeInTheDocument();
    const cards = within(reveal).getAllByTestId("package-drawn-card");
    expect(cards.map((c) => c.getAttribute("data-card-id"))).toEqual(["102", "101", "101"]);
    expect(cards.map((c) => c.style.getPropertyValue("--reveal-index"))).toEqual(["0", "1", "2"]);
    expect(screen.getByText("Just opened")).toBeInTheDocument();
    expect(screen.getAllByTestId("package-open")).toHaveLength(1);
  });

  it("answers a refused open through the error catalogue", async () => {
    signIn();
    server.use(
      graphql.query(MyPackagesQuery, () => HttpResponse.json({ data: { myPackages: [makePackage("P1")] } })),
      graphql.mutation(OpenPackageMutation, () => graphqlError(2007)),
    );
    const { user } = renderApp("/en/packages");
    await user.click(await screen.findByTestId("package-open"));
    expect(await screen.findByText(/already been opened/i)).toBeInTheDocument();
    expect(screen.queryByTestId("package-reveal")).not.toBeInTheDocument();
  });

  it("verifies an opened package in the browser once the seed is revealed", async () => {
    signIn();
    server.use(
      graphql.query(MyPackagesQuery, () =>
        HttpResponse.json({
          data: {
            myPackages: [
              makePackage("P1", {
                state: "OPENED",
                openedAt: "2026-11-02T08:00:00.000Z",
                draws: mintedDraws,
              }),
            ],
          },
        }),
      ),
      graphql.query(PackageVerificationQuery, () =>
        HttpResponse.json({ data: { packageVerification: verification(SEED) } }),
      ),
    );
    const { user } = renderApp("/en/packages");
    await user.click(await screen.findByTestId("package-verify"));
    expect(await screen.findByTestId("package-verify-ok", {}, { timeout: 3000 })).toHaveTextContent(
      "✓ Recomputed in your browser: the cards match what was minted.",
    );
    expect(screen.getByTestId("package-verify-seed")).toHaveTextContent(SEED);
    expect(screen.getByTestId("package-verify-hash")).toHaveTextContent(SEED_HASH);
  });

  it("flags minted cards that differ from the recomputation, and waits for the seed before the reveal", async () => {
    signIn();
    let seed: string | null = SEED;
    server.use(
      graphql.query(MyPackagesQuery, () =>
        HttpResponse.json({
          data: {
            myPackages: [
              makePackage("P1", {
                state: "OPENED",
                openedAt: "2026-11-02T08:00:00.000Z",
                draws: [draw(1, 104, "LEGENDARY"), draw(2, 101, "COMMON"), draw(3, 101, "COMMON")],
              }),
            ],
          },
        }),
      ),
      graphql.query(PackageVerificationQuery, () =>
        HttpResponse.json({ data: { packageVerification: verification(seed) } }),
      ),
    );
    const { user, unmount } = renderApp("/en/packages");
    await user.click(await screen.findByTestId("package-verify"));
    expect(await screen.findByTestId("package-verify-mismatch")).toBeInTheDocument();
    expect(screen.queryByTestId("package-verify-ok")).not.toBeInTheDocument();
    unmount();

    seed = null;
    const second = renderApp("/en/packages");
    await second.user.click(await screen.findByTestId("package-verify"));
    expect(await screen.findByTestId("package-verify-hidden")).toHaveTextContent(
      /revealed when the sale is over/,
    );
    await waitFor(() => expect(screen.queryByTestId("package-verify-ok")).not.toBeInTheDocument());
  });

  it("shows an empty state without packages", async () => {
    signIn();
    server.use(graphql.query(MyPackagesQuery, () => HttpResponse.json({ data: { myPackages: [] } })));
    renderApp("/en/packages");
    expect(await screen.findByTestId("packages-empty")).toBeInTheDocument();
  });
});

describe("PackageOdds", { timeout: 20_000 }, () => {
  it("shows the published odds per rarity", async () => {
    const rarity = (name: string, weight: number, percent: string, cards: number) => ({
      __typename: "RarityOdds",
      rarity: name,
      weight,
      percent,
      cards,
    });
    // Declared apart: msw's typed resolvers reject __typename in a literal (see shared/test/handlers.ts).
    const packageOdds = {
      __typename: "PackageOdds",
      productId: "7",
      name: "Night Market Treasures Pack",
      cardsPerPackage: 3,
      totalWeight: 100,
      seedHash: SEED_HASH,
      rarities: [
        rarity("COMMON", 60, "60.00", 3),
        rarity("RARE", 25, "25.00", 2),
        rarity("EPIC", 12, "12.00", 2),
        rarity("LEGENDARY", 3, "3.00", 1),
      ],
      cards: [],
    };
    server.use(graphql.query(PackageOddsQuery, () => HttpResponse.json({ data: { packageOdds } })));
    renderInShell(<PackageOdds productId="7" />, "/en");
    const rows = await screen.findAllByTestId("package-odds-rarity");
    expect(rows.map((r) => r.textContent)).toEqual([
      "Common360.00%",
      "Rare225.00%",
      "Epic212.00%",
      "Legendary13.00%",
    ]);
    expect(screen.getByTestId("package-odds")).toHaveTextContent(SEED_HASH);
  });
});
