import type { EntityManager } from "typeorm";

/**
 * showroom_slot: one unit of a card the room's owner holds, per slot. The invariant every change keeps:
 * a member's slots of one card never outnumber the units they hold unlisted (amount − listed).
 */

type Db = Pick<EntityManager, "query">;

export interface SlotRow {
  showroomId: string;
  slotIndex: number;
  cardId: string;
}

/** The slots of these rooms, by room then slot index. */
export async function findSlots(db: Db, showroomIds: readonly string[]): Promise<SlotRow[]> {
  if (showroomIds.length === 0) return [];
  const rows = (await db.query(
    `SELECT showroom_id, slot_index, card_id FROM showroom_slot WHERE showroom_id IN (?) ORDER BY showroom_id, slot_index`,
    [[...showroomIds]],
  )) as { showroom_id: number | string; slot_index: number; card_id: number | string }[];
  return rows.map((r) => ({
    showroomId: String(r.showroom_id),
    slotIndex: Number(r.slot_index),
    cardId: String(r.card_id),
  }));
}

/** Slots per card a member fills in rooms other than `exceptRoomId` (locked: placements serialise). */
export async function countSlotsElsewhere(
  db: Db,
  userId: string,
  cardIds: readonly string[],
  exceptRoomId: string,
): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = (await db.query(
    `SELECT card_id, COUNT(*) AS n FROM showroom_slot
      WHERE user_id = ? AND card_id IN (?) AND showroom_id <> ? GROUP BY card_id FOR UPDATE`,
    [userId, [...cardIds], exceptRoomId],
  )) as { card_id: number | string; n: string | number }[];
  return new Map(rows.map((r) => [String(r.card_id), Number(r.n)]));
}

/** Replaces a room's slots with these (the editor saves the whole layout at once). */
export async function replaceSlots(
  db: Db,
  showroomId: string,
  userId: string,
  slots: readonly { slotIndex: number; cardId: string }[],
): Promise<void> {
  await db.query(`DELETE FROM showroom_slot WHERE showroom_id = ?`, [showroomId]);
  if (slots.length === 0) return;
  await db.query(`INSERT INTO showroom_slot (showroom_id, slot_index, user_id, card_id) VALUES ?`, [
    slots.map((s) => [showroomId, s.slotIndex, userId, s.cardId]),
  ]);
}

/**
 * Empties the member's newest-placed slots of a card until no more are filled than `available` units
 * (amount − listed after the units moved). Runs inside the transaction that moved the units.
 */
export async function trimSlotsToUnits(
  db: Db,
  userId: string,
  cardId: string,
  available: number,
): Promise<number> {
  const [{ n }] = (await db.query(
    `SELECT COUNT(*) AS n FROM showroom_slot WHERE user_id = ? AND card_id = ? FOR UPDATE`,
    [userId, cardId],
  )) as [{ n: string | number }];
  const excess = Number(n) - Math.max(0, available);
  if (excess <= 0) return 0;
  const result = (await db.query(
    `DELETE FROM showroom_slot WHERE user_id = ? AND card_id = ? ORDER BY placed_at DESC, showroom_id DESC, slot_index DESC LIMIT ?`,
    [userId, cardId, excess],
  )) as { affectedRows: number };
  return result.affectedRows;
}
