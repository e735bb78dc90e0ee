import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, http, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import {
  CardFormOptionsQuery,
  CreateCardMutation,
  CreateReleaseProductMutation,
  StaffCardsQuery,
  StaffPrimaryProductsQuery,
  UpdateReleaseProductMutation,
} from "../../src/modules/staff/graphql/catalog";
import { signInStaff, typename } from "./consoleHelpers";
import { expectEditRefused, productBase, showOnlyProduct } from "./productEditHelpers";

const named = (type: string, id: string, name: string) => ({ ...typename(type), id, name });
const OPTIONS = {
  ...typename("CardFormOptions"),
  artists: [named("Artist", "1", "Lin Yu"), named("Artist", "2", "Mori Aki")],
  publishers: [
    { ...named("Publisher", "5", "Vitrine Editions"), logoUrl: "/p.svg" },
    { ...named("Publisher", "6", "Harbor Press"), logoUrl: "/p.svg" },
  ],
  chains: [{ ...named("Chain", "9", "Polygon"), code: "POLYGON" }],
  series: [
    { ...named("CardFormSeries", "3", "Night Birds"), publisherId: "5" },
    { ...named("CardFormSeries", "4", "Harbor Lights"), publisherId: "6" },
  ],
};
const card = (id: string, name: string, imageUrl = `/media/cards/${id}.svg`) => ({
  ...named("Card", id, name),
  imageUrl,
  totalIssued: 30,
  releaseAt: "2026-11-25T00:00:00.000Z",
  artist: named("Artist", "1", "Lin Yu"),
  chain: { ...typename("Chain"), id: "9", code: "POLYGON" },
});
const release = (remaining: number) => ({
  ...productBase,
  id: "31",
  kind: "RELEASE" as const,
  name: "Moonrise",
  card: { ...named("Card", "7", "Moonrise"), imageUrl: "/media/card-artwork/7-0123456789abcdef.webp" },
  priceTwd: "300",
  totalSupply: 10,
  remaining,
  openAt: null,
  cardsPerPackage: null,
  seedHash: null,
});

beforeEach(() => {
  // jsdom has no object URLs: the artwork preview gets a stand-in.
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function pick(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("staff console: new card with artwork, then on sale", { timeout: 60_000 }, () => {
  it("checks the artwork and fields, creates the card, uploads its artwork and opens the release form with it", async () => {
    signInStaff(["admin"]);
    const calls: { op: string; input?: unknown; size?: number }[] = [];
    server.use(
      graphql.query(StaffPrimaryProductsQuery, () => HttpResponse.json({ data: { primaryProducts: [] } })),
      graphql.query(CardFormOptionsQuery, () => HttpResponse.json({ data: { cardFormOptions: OPTIONS } })),
      graphql.query(StaffCardsQuery, () =>
        HttpResponse.json({ data: { staffCards: [card("7", "Moonrise")] } }),
      ),
      graphql.mutation(CreateCardMutation, ({ variables }) => {
        calls.push({ op: "createCard", input: variables.input });
        return HttpResponse.json({ data: { createCard: card("42", "Night Heron") } });
      }),
      http.post("*/staff/cards/:id/artwork", async ({ request, params }) => {
        const file = (await request.formData()).get("file") as unknown as { size?: number } | null;
        calls.push({ op: `upload ${String(params.id)}`, size: file?.size });
        return HttpResponse.json({
          cardId: "42",
          imageUrl: "/media/card-artwork/42-00112233aabbccdd.webp",
          width: 300,
          height: 400,
        });
      }),
      graphql.mutation(CreateReleaseProductMutation, ({ variables }) => {
        calls.push({ op: "createRelease", input: variables.input });
        return HttpResponse.json({ data: { createReleaseProduct: release(10) } });
      }),
    );
    const { user } = renderApp("/en/admin/releases");
    await user.click(await screen.findByTestId("staff-card-new"));
    await user.click(await screen.findByTestId("staff-card-submit"));
    expect(await screen.findByTestId("staff-card-artwork-error")).toHaveTextContent(
      "Please choose the artwork",
    );
    expect(calls).toEqual([]);

    const input = screen.getByTestId("staff-card-artwork-input");
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(["gif"], "a.gif", { type: "image/gif" }));
    expect(screen.getByTestId("staff-card-artwork-error")).toHaveTextContent(
      "Please choose a JPG or PNG image.",
    );
    await user.upload(input, new File([new Uint8Array(5_000_000)], "big.png", { type: "image/png" }));
    expect(screen.getByTestId("staff-card-artwork-error")).toHaveTextContent("smaller than 5 MB");
    await user.upload(input, new File([new Uint8Array(2048)], "heron.png", { type: "image/png" }));
    expect(screen.queryByTestId("staff-card-artwork-error")).toBeNull();
    expect(screen.getByTestId("staff-card-artwork-preview")).toHaveAttribute("src", "blob:preview");

    await user.type(screen.getByTestId("staff-card-name"), "Night Heron");
    await user.click(screen.getByTestId("staff-card-submit"));
    // Artist, publisher, chain, total issued and release time are still missing.
    await waitFor(() =>
      expect(
        screen.getAllByText("Please enter information", { selector: ".mantine-InputWrapper-error" }),
      ).toHaveLength(5),
    );
    expect(calls).toEqual([]);

    await pick(user, "staff-card-artistId", "Lin Yu");
    await pick(user, "staff-card-publisherId", "Vitrine Editions");
    // Only the chosen publisher's series are offered.
    await user.click(screen.getByTestId("staff-card-seriesId"));
    expect(screen.queryByRole("option", { name: "Harbor Lights" })).toBeNull();
    await user.click(await screen.findByRole("option", { name: "Night Birds" }));
    await pick(user, "staff-card-chainId", "Polygon (POLYGON)");
    await user.type(screen.getByTestId("staff-card-totalIssued"), "30");
    await user.type(screen.getByTestId("staff-card-releaseAt"), "2026-11-25T12:00");
    await user.click(screen.getByTestId("staff-card-submit"));

    await waitFor(() => expect(calls.map((c) => c.op)).toEqual(["createCard", "upload 42"]));
    expect(calls[0]!.input).toMatchObject({
      name: "Night Heron",
      artistId: "1",
      publisherId: "5",
      seriesId: "3",
      chainId: "9",
      totalIssued: 30,
      creationYear: new Date().getFullYear(),
      workNumber: null,
    });
    expect(calls[1]!.size).toBe(2048);

    // The release form opens with the new card picked and its name proposed.
    const form = await screen.findByTestId("staff-release-form");
    await waitFor(() =>
      expect(within(form).getByTestId("staff-release-card")).toHaveValue("#42 Night Heron"),
    );
    expect(within(form).getByTestId("staff-release-name")).toHaveValue("Night Heron");
    await user.type(within(form).getByTestId("staff-release-priceTwd"), "300");
    await user.type(within(form).getByTestId("staff-release-discountPriceTwd"), "300");
    await user.type(within(form).getByTestId("staff-release-totalSupply"), "10");
    await user.type(within(form).getByTestId("staff-release-releaseAt"), "2026-11-25T12:00");
    await user.click(within(form).getByTestId("staff-release-submit"));
    // A discount must be below the price.
    expect(await within(form).findByText("This value is out of range")).toBeTruthy();
    await user.clear(within(form).getByTestId("staff-release-discountPriceTwd"));
    await user.click(within(form).getByTestId("staff-release-submit"));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.input).toMatchObject({
      cardId: "42",
      name: "Night Heron",
      priceTwd: 300,
      totalSupply: 10,
    });
  });

  it("edits a release nothing was sold of; the gateway's refusal once sold is shown", async () => {
    signInStaff(["admin"]);
    const sent: unknown[] = [];
    server.use(
      graphql.query(StaffPrimaryProductsQuery, () =>
        HttpResponse.json({ data: { primaryProducts: [release(10)] } }),
      ),
      graphql.mutation(UpdateReleaseProductMutation, ({ variables }) => {
        sent.push(variables.input);
        if (sent.length > 1) return graphqlError(2203);
        return HttpResponse.json({ data: { updateReleaseProduct: { ...release(10), priceTwd: "350" } } });
      }),
    );
    const { user } = renderApp("/en/admin/releases");
    const row = await screen.findByTestId("staff-release-row");
    expect(within(row).getByTestId("staff-release-art")).toBeTruthy();
    await user.click(within(row).getByTestId("staff-release-edit"));
    const dialog = await screen.findByTestId("staff-release-edit-form");
    expect(within(dialog).getByTestId("staff-release-edit-priceTwd")).toHaveValue("300");
    await user.clear(within(dialog).getByTestId("staff-release-edit-priceTwd"));
    await user.type(within(dialog).getByTestId("staff-release-edit-priceTwd"), "350");
    await user.click(within(dialog).getByTestId("staff-release-edit-submit"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      id: "31",
      priceTwd: 350,
      priceJpoint: 280,
      totalSupply: 10,
      maxPerOrder: 10,
    });
    await waitFor(() => expect(screen.queryByTestId("staff-release-edit-form")).toBeNull());

    await expectEditRefused(user, "staff-release-edit", "staff-release-edit");
  });

  it("hides the edit of a release with units sold", async () => {
    const row = await showOnlyProduct(release(9));
    expect(within(row).queryByTestId("staff-release-edit")).toBeNull();
  });
});
