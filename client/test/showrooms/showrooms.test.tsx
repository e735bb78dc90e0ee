import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeCard, makeViewer } from "../../src/shared/test/fixtures";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  CreateShowroomMutation,
  JalleryQuery,
  LikeShowroomMutation,
  MyShowroomsQuery,
  SaveShowroomSlotsMutation,
  ShowroomGalleryQuery,
  ShowroomQuery,
  UpdateShowroomMutation,
} from "../../src/modules/showrooms/graphql/showrooms";

/* The showroom pages over msw: the gallery, a room's public page, and the member's room editor. */

const owner = { __typename: "PublicUser", publicId: "own1", displayName: "Mina", profilePictureUrl: null };

function room(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "Showroom",
    id: "5",
    name: "Night gallery",
    templateId: "1",
    templateName: "Three by two",
    columns: 3,
    slotCount: 6,
    description: "Lanterns and moths",
    coverUrl: "/media/showrooms/5.webp",
    coverKey: null,
    status: "PUBLISHED",
    established: true,
    publishedAt: "2026-11-01T00:00:00.000Z",
    takenDownReason: null,
    likeCount: 4,
    likedByViewer: false,
    isOwner: false,
    owner,
    slots: [
      { __typename: "ShowroomSlot", slotIndex: 0, card: makeCard(11) },
      { __typename: "ShowroomSlot", slotIndex: 2, card: makeCard(12) },
    ],
    ...overrides,
  };
}

function galleryItem(id: number, name: string, likeCount: number) {
  return {
    __typename: "Showroom",
    id: String(id),
    name,
    description: "",
    coverUrl: null,
    likeCount,
    likedByViewer: false,
    publishedAt: "2026-11-01T00:00:00.000Z",
    owner,
  };
}

const page = (items: unknown[]) => ({
  __typename: "ShowroomPage",
  total: items.length,
  page: 1,
  pageSize: 12,
  items,
});

beforeEach(() => {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })));
});

describe("showroom gallery (/showrooms)", () => {
  it("lists published rooms linking to their pages, and asks again most liked first", async () => {
    const orders: unknown[] = [];
    server.use(
      graphql.query(ShowroomGalleryQuery, ({ variables }) => {
        orders.push(variables.order);
        const items =
          variables.order === "MOST_LIKED"
            ? [galleryItem(2, "Moth room", 30), galleryItem(1, "Lantern room", 3)]
            : [galleryItem(1, "Lantern room", 3), galleryItem(2, "Moth room", 30)];
        return HttpResponse.json({ data: { showrooms: page(items) } } as never);
      }),
    );
    const { user } = renderApp("/en/showrooms");
    expect(await screen.findByRole("heading", { name: "Showroom gallery" })).toBeInTheDocument();
    const cards = await screen.findAllByTestId("showroom-gallery-item");
    expect(cards.map((c) => c.getAttribute("href"))).toEqual(["/en/showroom/1", "/en/showroom/2"]);
    expect(cards[0]).toHaveTextContent("Lantern room");
    expect(cards[0]).toHaveTextContent("Mina");
    expect(cards[1]).toHaveTextContent("30");

    await user.click(screen.getByText("Most liked"));
    await waitFor(() =>
      expect(screen.getAllByTestId("showroom-gallery-item")[0]).toHaveTextContent("Moth room"),
    );
    expect(orders).toEqual(["NEWEST", "MOST_LIKED"]);
  });

  it("says so when no room is published yet", async () => {
    server.use(
      graphql.query(ShowroomGalleryQuery, () =>
        HttpResponse.json({ data: { showrooms: page([]) } } as never),
      ),
    );
    renderApp("/en/showrooms");
    expect(await screen.findByTestId("showroom-gallery-empty")).toHaveTextContent(
      "No published showrooms yet.",
    );
  });
});

describe("a room's page (/showroom/:id)", () => {
  it("shows the cover, owner, description and cards in their slots; a like is sent and counted", async () => {
    const likes: unknown[] = [];
    server.use(
      graphql.query(ShowroomQuery, ({ variables }) =>
        HttpResponse.json({ data: { showroom: room({ id: variables.id }) } } as never),
      ),
      graphql.mutation(LikeShowroomMutation, ({ variables }) => {
        likes.push(variables);
        return HttpResponse.json({
          data: { likeShowroom: { __typename: "Showroom", id: "5", likeCount: 5, likedByViewer: true } },
        } as never);
      }),
    );
    const { user } = renderApp("/en/showroom/5");
    expect(await screen.findByTestId("showroom-name")).toHaveTextContent("Night gallery");
    expect(screen.getByTestId("showroom-cover")).toHaveAttribute("src", "/media/showrooms/5.webp");
    expect(screen.getByTestId("showroom-owner")).toHaveAttribute("href", "/en/users/own1");
    expect(screen.getByTestId("showroom-description")).toHaveTextContent("Lanterns and moths");
    const slots = screen.getAllByTestId("showroom-slot");
    expect(slots).toHaveLength(6);
    expect(slots.map((s) => s.getAttribute("data-filled"))).toEqual([
      "true",
      "false",
      "true",
      "false",
      "false",
      "false",
    ]);
    expect(slots[0]).toHaveTextContent("Aurora #11");
    expect(slots[1]).toHaveTextContent("Slot 2");

    const like = screen.getByTestId("showroom-like");
    expect(like).toHaveTextContent("4 likes");
    expect(like).toHaveAttribute("aria-pressed", "false");
    await user.click(like);
    await waitFor(() => expect(screen.getByTestId("showroom-like")).toHaveTextContent("5 likes"));
    expect(screen.getByTestId("showroom-like")).toHaveAttribute("aria-pressed", "true");
    expect(likes).toEqual([{ id: "5", like: true }]);
  });

  it("a private or unknown room reads as not found (2110)", async () => {
    server.use(graphql.query(ShowroomQuery, () => graphqlError(2110)));
    renderApp("/en/showroom/404");
    expect(await screen.findByTestId("showroom-not-found")).toHaveTextContent(
      "This showroom does not exist or is not public.",
    );
    expect(screen.queryByTestId("showroom-page")).not.toBeInTheDocument();
  });
});

const jallery = (hasAccess: boolean) => ({
  data: {
    jallery: { __typename: "Jallery", hasAccess, productId: "77", roomsPerMember: 3, slotsPerRoom: 6 },
  },
});
const template = { __typename: "ShowroomTemplate", id: "1", name: "Three by two", columns: 3, slotCount: 6 };
const holding = (id: number, units: number, listed = 0) => ({
  __typename: "Holding",
  units,
  listed,
  card: makeCard(id),
});

describe("the room editor (/users/showrooms)", () => {
  it("without Jallery shows what it gives and where to buy it", async () => {
    server.use(graphql.query(JalleryQuery, () => HttpResponse.json(jallery(false) as never)));
    renderApp("/en/users/showrooms");
    expect(await screen.findByTestId("jallery-gate")).toBeInTheDocument();
    expect(screen.getByTestId("jallery-buy")).toBeInTheDocument();
    expect(screen.queryByTestId("showroom-editor")).not.toBeInTheDocument();
  });

  it("creates a room, fills a slot from the palette and puts the layout back when a save is refused", async () => {
    let rooms: ReturnType<typeof room>[] = [];
    const created: unknown[] = [];
    const slotSaves: unknown[] = [];
    server.use(
      graphql.query(JalleryQuery, () => HttpResponse.json(jallery(true) as never)),
      graphql.query(MyShowroomsQuery, () =>
        HttpResponse.json({
          data: {
            myShowrooms: rooms,
            showroomTemplates: [template],
            myCollection: [holding(21, 1), holding(22, 2, 2)],
          },
        } as never),
      ),
      graphql.mutation(CreateShowroomMutation, ({ variables }) => {
        created.push(variables);
        const draft = room({
          id: "9",
          name: "Moth room",
          status: "DRAFT",
          established: false,
          coverUrl: null,
          description: "",
          isOwner: true,
          slots: [],
          likeCount: 0,
        });
        rooms = [draft];
        return HttpResponse.json({ data: { createShowroom: draft } } as never);
      }),
      graphql.mutation(SaveShowroomSlotsMutation, ({ variables }) => {
        slotSaves.push(variables);
        if (slotSaves.length === 2) return graphqlError(2115);
        const slots = [variables.slots].flat().map((s) => ({
          __typename: "ShowroomSlot",
          slotIndex: s.slotIndex,
          card: makeCard(Number(s.cardId)),
        }));
        return HttpResponse.json({ data: { saveShowroomSlots: { ...rooms[0]!, slots } } } as never);
      }),
    );
    const { user } = renderApp("/en/users/showrooms");
    expect(await screen.findByTestId("my-showrooms")).toBeInTheDocument();
    expect(screen.queryByTestId("showroom-editor")).not.toBeInTheDocument();

    await user.type(await screen.findByTestId("showroom-create-name"), "Moth room");
    await user.click(screen.getByTestId("showroom-create-submit"));
    await waitFor(() => expect(created).toEqual([{ input: { name: "Moth room", templateId: "1" } }]));
    const editor = await screen.findByTestId("showroom-editor");
    expect(within(editor).getByTestId("showroom-editor-name")).toHaveTextContent("Moth room");
    expect(within(editor).getByTestId("showroom-editor-status")).toHaveTextContent("Not established");
    // Not established: no public page to view, and nothing to save before a cover is chosen.
    expect(within(editor).queryByTestId("showroom-view-link")).not.toBeInTheDocument();
    expect(within(editor).getByTestId("showroom-save")).toBeDisabled();

    // The palette: one free unit of #21; #22's two units are both listed, so it cannot be placed.
    const adds = within(editor).getAllByTestId("showroom-palette-add");
    expect(adds.map((b) => b.getAttribute("aria-label"))).toEqual([
      "Put Aurora #21 in the next free slot",
      "Put Aurora #22 in the next free slot",
    ]);
    expect(adds[1]).toBeDisabled();
    await user.click(adds[0]!);
    await waitFor(() => expect(slotSaves).toHaveLength(1));
    expect(slotSaves[0]).toEqual({ id: "9", slots: [{ slotIndex: 0, cardId: "21" }] });
    const slots = () => within(editor).getAllByTestId("showroom-editor-slot");
    await waitFor(() => expect(slots()[0]).toHaveTextContent("Aurora #21"));
    // Its only unit is in the room now.
    expect(within(editor).getAllByTestId("showroom-palette-add")[0]).toBeDisabled();

    // Removing it is refused (2115): the error is shown and the card is back in its slot.
    await user.click(within(editor).getByTestId("showroom-slot-remove"));
    await waitFor(() => expect(slotSaves).toHaveLength(2));
    expect(slotSaves[1]).toEqual({ id: "9", slots: [] });
    expect(
      await screen.findByText(
        "That slot is not available, or you do not hold enough unlisted units of the card.",
      ),
    ).toBeInTheDocument();
    expect(slots()[0]).toHaveTextContent("Aurora #21");
  });

  it("saves an established room's description and visibility", async () => {
    const mine = room({ id: "5", isOwner: true });
    const updates: unknown[] = [];
    server.use(
      graphql.query(JalleryQuery, () => HttpResponse.json(jallery(true) as never)),
      graphql.query(MyShowroomsQuery, () =>
        HttpResponse.json({
          data: { myShowrooms: [mine], showroomTemplates: [template], myCollection: [] },
        } as never),
      ),
      graphql.mutation(UpdateShowroomMutation, ({ variables }) => {
        updates.push(variables);
        return HttpResponse.json({
          data: { updateShowroom: { ...mine, description: variables.input.description, status: "PRIVATE" } },
        } as never);
      }),
    );
    const { user } = renderApp("/en/users/showrooms");
    const editor = await screen.findByTestId("showroom-editor");
    expect(within(editor).getByTestId("showroom-view-link")).toHaveAttribute("href", "/en/showroom/5");
    expect(within(editor).getByTestId("showroom-palette-empty")).toBeInTheDocument();
    const description = within(editor).getByTestId("showroom-description-input");
    expect(description).toHaveValue("Lanterns and moths");
    await user.clear(description);
    await user.type(description, "Moths at night");
    await user.click(within(editor).getByText("Private"));
    await user.click(within(editor).getByTestId("showroom-save"));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual({
      id: "5",
      input: { description: "Moths at night", coverKey: null, status: "PRIVATE" },
    });
    expect(await screen.findByText("Showroom saved.")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(editor).getByTestId("showroom-editor-status")).toHaveTextContent("Private"),
    );
  });
});
