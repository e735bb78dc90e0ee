import { showroomSlotsRule } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { lockUserHoldings } from "../../holdings/index.js";
import { countSlotsElsewhere, replaceSlots } from "../repo/slot.repo.js";
import { assertShowroomAccess } from "./access.js";
import { lockOwnRoom } from "./manage-showroom.service.js";
import { showroomFor } from "./showroom-query.service.js";
import type { ShowroomView } from "./showroom-view.js";

/**
 * Saves a room's whole layout (place, reorder, remove are one save of slot index → card). Each slot
 * holds one unit the owner holds unlisted: the owner's holding rows of those cards are locked first
 * (FOR UPDATE, the same rows a sale, gift, withdrawal or listing updates), so a placement and a unit
 * leaving serialise and the count below stays true until commit. 2115 for a slot outside the room's
 * NFT max limit or more slots of a card than units held unlisted across all the owner's rooms.
 */
export async function saveShowroomSlots(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  id: string,
  input: unknown,
): Promise<ShowroomView> {
  const slots = parseInput(showroomSlotsRule, input);
  await withTransaction(deps.dataSource, async (em) => {
    await assertShowroomAccess(em, userId);
    const room = await lockOwnRoom(em, id, userId);
    const outside = slots.find((s) => s.slotIndex >= room.slotCount);
    if (outside)
      throw new DomainError("SHOWROOM_SLOT_INVALID", { slotIndex: outside.slotIndex, max: room.slotCount });
    const wanted = new Map<string, number>();
    for (const s of slots) wanted.set(s.cardId, (wanted.get(s.cardId) ?? 0) + 1);
    const cardIds = [...wanted.keys()].sort((a, b) => Number(a) - Number(b));
    const holdings = await lockUserHoldings(em, userId, cardIds);
    const elsewhere = await countSlotsElsewhere(em, userId, cardIds, room.id);
    for (const [cardId, n] of wanted) {
      const holding = holdings.get(cardId);
      if (!holding || holding.amount === 0) throw new DomainError("CARD_NOT_YOURS", { cardId });
      const available = holding.amount - holding.listed - (elsewhere.get(cardId) ?? 0);
      if (n > available)
        throw new DomainError("SHOWROOM_SLOT_INVALID", { cardId, available: Math.max(0, available) });
    }
    await replaceSlots(em, room.id, userId, slots);
  });
  return showroomFor(deps, id, userId);
}
