import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeUnitsForWithdrawal, transferUnits } from "../../../src/domains/holdings/index.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import {
  BUY_LISTING,
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { establishedRoom, grantJallery, newTemplate, SLOTS } from "./showroom-fixtures.js";

let t: TestGateway;
let uploadDir: string;
let templateId: string;
const db = () => t.gateway.deps.dataSource;

/** The cards in a room's slots, by slot index. */
async function slotsOf(roomId: string): Promise<Record<number, string>> {
  const rows = (await db().query(`SELECT slot_index, card_id FROM showroom_slot WHERE showroom_id = ?`, [
    roomId,
  ])) as { slot_index: number; card_id: number }[];
  return Object.fromEntries(rows.map((r) => [Number(r.slot_index), String(r.card_id)]));
}

/** A member with Jallery, a published room and `units` units of each of `cards` fresh cards. */
async function collector(cards: number, units = 1) {
  const user = await createMarketUser(t, { usdt: "1000" });
  await grantJallery(t, user);
  const roomId = await establishedRoom(t, user, templateId);
  const cardIds: string[] = [];
  for (let i = 0; i < cards; i++) {
    const cardId = await createTestCard(db(), { totalIssued: 100 });
    await giveUnits(db(), cardId, user.id, units);
    cardIds.push(cardId);
  }
  return { user, roomId, cardIds };
}

const place = (user: MarketUser, id: string, slots: { slotIndex: number; cardId: string }[]) =>
  user.client.gql(SLOTS, { id, s: slots });

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), "vitrine-showroom-slots-"));
  t = await startTestGateway({ UPLOAD_DIR: uploadDir });
  await seedDemo(db());
  templateId = await newTemplate(t, 8);
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

describe("placing cards", () => {
  it("places owned units, reorders and removes them; refuses cards not held (1022), too many units and slots outside the room (2115)", async () => {
    const { user, roomId, cardIds } = await collector(2);
    const [a, b] = cardIds as [string, string];
    expect(
      errorCodeOf(
        await place(user, roomId, [
          { slotIndex: 0, cardId: a },
          { slotIndex: 3, cardId: b },
        ]),
      ),
    ).toBeUndefined();
    expect(await slotsOf(roomId)).toEqual({ 0: a, 3: b });
    await place(user, roomId, [
      { slotIndex: 1, cardId: b },
      { slotIndex: 0, cardId: a },
    ]);
    expect(await slotsOf(roomId)).toEqual({ 0: a, 1: b });
    const stranger = await createTestCard(db(), { totalIssued: 10 });
    expect(errorCodeOf(await place(user, roomId, [{ slotIndex: 0, cardId: stranger }]))).toBe(1022);
    expect(
      errorCodeOf(
        await place(user, roomId, [
          { slotIndex: 0, cardId: a },
          { slotIndex: 1, cardId: a },
        ]),
      ),
    ).toBe(2115);
    expect(errorCodeOf(await place(user, roomId, [{ slotIndex: 8, cardId: a }]))).toBe(2115);
    expect(await slotsOf(roomId)).toEqual({ 0: a, 1: b });
    await place(user, roomId, [{ slotIndex: 1, cardId: b }]);
    expect(await slotsOf(roomId)).toEqual({ 1: b });
  });

  it("counts a unit once across all the member's rooms", async () => {
    const { user, roomId, cardIds } = await collector(1);
    const second = await establishedRoom(t, user, templateId);
    await place(user, roomId, [{ slotIndex: 0, cardId: cardIds[0]! }]);
    expect(errorCodeOf(await place(user, second, [{ slotIndex: 0, cardId: cardIds[0]! }]))).toBe(2115);
  });
});

describe("a unit leaving its owner leaves its slot in the same transaction", () => {
  it("listing: the listed unit's slot empties when the listing is created", async () => {
    const { user, roomId, cardIds } = await collector(1);
    await place(user, roomId, [{ slotIndex: 2, cardId: cardIds[0]! }]);
    await listThroughApi(user, { cardId: cardIds[0], type: "DIRECT", units: 1, unitPrice: "11" });
    expect(await slotsOf(roomId)).toEqual({});
  });

  it("sale: of two placed units, listing one empties the newest slot; the sale leaves the other in place", async () => {
    const { user, roomId, cardIds } = await collector(1, 2);
    const card = cardIds[0]!;
    await place(user, roomId, [
      { slotIndex: 0, cardId: card },
      { slotIndex: 1, cardId: card },
    ]);
    const listing = await listThroughApi(user, { cardId: card, type: "DIRECT", units: 1, unitPrice: "11" });
    expect(Object.values(await slotsOf(roomId))).toEqual([card]);
    const buyer = await createMarketUser(t, { usdt: "1000" });
    const bought = await buyer.client.gql(BUY_LISTING, {
      i: { listingId: listing.id, units: 1, orderId: randomUUID() },
    });
    expect(bought.body.errors).toBeUndefined();
    expect(Object.values(await slotsOf(roomId))).toEqual([card]);
  });

  it("gift: the transfer empties the slot, and a rolled-back transfer leaves it filled", async () => {
    const { user, roomId, cardIds } = await collector(1);
    const card = cardIds[0]!;
    const friend = await createMarketUser(t);
    await place(user, roomId, [{ slotIndex: 4, cardId: card }]);
    await expect(
      withTransaction(db(), async (em) => {
        await transferUnits(em, card, user.id, friend.id, 1);
        const inside = (await em.query(`SELECT 1 FROM showroom_slot WHERE showroom_id = ?`, [
          roomId,
        ])) as unknown[];
        expect(inside).toHaveLength(0);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await slotsOf(roomId)).toEqual({ 4: card });
    await withTransaction(db(), (em) => transferUnits(em, card, user.id, friend.id, 1));
    expect(await slotsOf(roomId)).toEqual({});
  });

  it("withdrawal: units taken for a card withdrawal empty their slot", async () => {
    const { user, roomId, cardIds } = await collector(1, 3);
    const card = cardIds[0]!;
    await place(
      user,
      roomId,
      [0, 1, 2].map((slotIndex) => ({ slotIndex, cardId: card })),
    );
    await withTransaction(db(), (em) => takeUnitsForWithdrawal(em, card, user.id, 2));
    expect(Object.keys(await slotsOf(roomId))).toEqual(["0"]);
  });
});
