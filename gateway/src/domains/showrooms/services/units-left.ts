import type { EntityManager } from "typeorm";
import { trimSlotsToUnits } from "../repo/slot.repo.js";

/**
 * Called by the holdings domain inside every statement group that lowers a member's unlisted units of
 * a card (a sale or trade, a gift, a withdrawal, a listing, a fusion burn), with what is left unlisted.
 * The member's newest-placed slots of that card are emptied until no more remain than units held, in
 * the same transaction: no room ever shows a unit its owner no longer has (docs/SHOWROOMS.md).
 */
export async function fitShowroomSlotsToHolding(
  em: EntityManager,
  input: { userId: string; cardId: string; unlisted: number },
): Promise<void> {
  await trimSlotsToUnits(em, String(input.userId), String(input.cardId), input.unlisted);
}
