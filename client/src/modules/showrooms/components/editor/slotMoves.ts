/** The editor's layout: slot index → card id. Pure moves, shared by drag and drop and the buttons. */
export type Layout = ReadonlyMap<number, string>;

/** Puts a card into a slot (replacing whatever was there). */
export function placeCard(layout: Layout, slot: number, cardId: string): Map<number, string> {
  const next = new Map(layout);
  next.set(slot, cardId);
  return next;
}

/** Swaps two slots (either may be empty): a move when the target is empty. */
export function swapSlots(layout: Layout, from: number, to: number): Map<number, string> {
  const next = new Map(layout);
  const a = layout.get(from);
  const b = layout.get(to);
  next.delete(from);
  next.delete(to);
  if (a !== undefined) next.set(to, a);
  if (b !== undefined) next.set(from, b);
  return next;
}

export function removeSlot(layout: Layout, slot: number): Map<number, string> {
  const next = new Map(layout);
  next.delete(slot);
  return next;
}

/** The first empty slot, or null when the room is full. */
export function firstFreeSlot(layout: Layout, slotCount: number): number | null {
  for (let i = 0; i < slotCount; i++) if (!layout.has(i)) return i;
  return null;
}

/** Units of each card still free to place: held, minus listed, minus already in this room's slots. */
export function freeUnits(
  holdings: readonly { cardId: string; units: number; listed: number }[],
  layout: Layout,
): Map<string, number> {
  const used = new Map<string, number>();
  for (const cardId of layout.values()) used.set(cardId, (used.get(cardId) ?? 0) + 1);
  return new Map(holdings.map((h) => [h.cardId, h.units - h.listed - (used.get(h.cardId) ?? 0)]));
}

export const toSlotInputs = (layout: Layout) =>
  [...layout.entries()].sort((a, b) => a[0] - b[0]).map(([slotIndex, cardId]) => ({ slotIndex, cardId }));
