import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { lockCardsTotalIssued } from "../../catalog/index.js";
import { fitShowroomSlotsToHolding } from "../../showrooms/index.js";
import { recordPartnerEvent } from "../../partners/index.js";
import { recordMissionEvent } from "../../missions/index.js";
import { sumUnitsInCardWithdrawals } from "../../wallet/index.js";
import { sumUnitsHeld } from "../repo/card-units-held.repo.js";
import {
  addHoldingUnits,
  addListedUnits,
  findHolding,
  subtractListedUnits,
  takeListedUnits,
  takeUnlistedUnits,
} from "../repo/holdings.repo.js";

/**
 * Showroom slots hold units their owner holds unlisted. Every function here that lowers a member's
 * unlisted units (listing, gift, sale or trade, withdrawal, fusion burn) calls this right after its
 * conditional update, in the caller's transaction, so the slots of units that left are emptied in the
 * same commit. Holdings calls the showrooms index directly (showrooms also reads holdings through
 * ours: a cycle of function references only, resolved before any call, like holdings ↔ wallet); a
 * hook registered at start-up was not chosen because the workers (auction settlement) would need to
 * register it too, and a missed registration would fail silently.
 */
async function unlistedUnitsLowered(
  em: EntityManager,
  cardId: number | string,
  userId: string,
): Promise<void> {
  const { amount, listed } = await holdingOf(em, cardId, userId);
  await fitShowroomSlotsToHolding(em, { userId, cardId: String(cardId), unlisted: amount - listed });
}

/** A card withdrawal takes unlisted units out of card_holding (the withdrawal row holds them). */
export async function takeUnitsForWithdrawal(
  em: EntityManager,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<boolean> {
  if (!(await takeUnlistedUnits(em, cardId, userId, units))) return false;
  await unlistedUnitsLowered(em, cardId, userId);
  return true;
}

/**
 * Who owns how many units of which card. A unit has exactly one owner: units only ever move between
 * rows (or are minted up to the card's total issue), always by conditional updates. `listed` counts
 * the units of a holding that sit on open listings, so they cannot be listed, gifted or withdrawn twice.
 */

/** Mints units of a card to a user, never beyond the card's total issue (the card row is locked). */
export async function mintUnits(
  em: EntityManager,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<void> {
  assertUnits(units);
  const id = String(cardId);
  const total = (await lockCardsTotalIssued(em, [id])).get(id);
  if (total === undefined) throw new DomainError("NOT_FOUND");
  // Units on their way to (or already in) a member's own wallet still exist: a card withdrawal that
  // has not failed holds them outside card_holding.
  const held = (await sumUnitsHeld(em, [id])).get(id) ?? 0;
  const withdrawn = (await sumUnitsInCardWithdrawals(em, [id])).get(id) ?? 0;
  if (held + withdrawn + units > total) throw new DomainError("INSUFFICIENT_QUANTITY");
  await addHoldingUnits(em, cardId, userId, units);
  await recordPartnerEvent(em, userId, "card.received", { cardId: id, units });
  await recordMissionEvent(em, { userId, event: "holding-changed", key: `card.${id}.${randomUUID()}` });
}

/** Units a user holds and how many of them are listed. */
export async function holdingOf(em: EntityManager, cardId: number | string, userId: string) {
  const row = await findHolding(em, cardId, userId);
  return { amount: row?.amount ?? 0, listed: row?.listed ?? 0 };
}

/**
 * Puts units on a listing: 1022 when the user holds none, 621 when enough are held but some are
 * already listed, 1024 when they hold fewer than asked.
 */
export async function reserveListedUnits(
  em: EntityManager,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<void> {
  assertUnits(units);
  if (await addListedUnits(em, cardId, userId, units)) return unlistedUnitsLowered(em, cardId, userId);
  const { amount } = await holdingOf(em, cardId, userId);
  if (amount === 0) throw new DomainError("CARD_NOT_YOURS");
  throw new DomainError(amount >= units ? "ITEM_ON_OPEN_LISTING" : "INSUFFICIENT_HOLDINGS");
}

/** Takes units off a listing (cancelled, closed without a sale). */
export async function releaseListedUnits(
  em: EntityManager,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<void> {
  assertUnits(units);
  if (!(await subtractListedUnits(em, cardId, userId, units)))
    throw new Error(`listed units of card ${cardId} for user ${userId} out of step`);
}

/**
 * Moves units to another owner. `fromListing` takes them out of the seller's listed units (a sale
 * from a listing); otherwise only unlisted units may move (a gift, a withdrawal).
 */
export async function transferUnits(
  em: EntityManager,
  cardId: number | string,
  fromUserId: string,
  toUserId: string,
  units: number,
  options: { fromListing?: boolean } = {},
): Promise<void> {
  assertUnits(units);
  const taken = options.fromListing
    ? await takeListedUnits(em, cardId, fromUserId, units)
    : await takeUnlistedUnits(em, cardId, fromUserId, units);
  if (!taken) {
    const { amount } = await holdingOf(em, cardId, fromUserId);
    throw new DomainError(amount === 0 ? "CARD_NOT_YOURS" : "ITEM_ON_OPEN_LISTING");
  }
  // From a listing the unlisted count is unchanged (slots were trimmed when the units were listed).
  if (!options.fromListing) await unlistedUnitsLowered(em, cardId, fromUserId);
  await addHoldingUnits(em, cardId, toUserId, units);
  await recordPartnerEvent(em, toUserId, "card.received", { cardId: String(cardId), units });
  const key = `card.${cardId}.${randomUUID()}`;
  await recordMissionEvent(em, { userId: toUserId, event: "holding-changed", key });
}

/**
 * Destroys units a user holds outside open listings (a fusion consumes them). The holding row stays
 * (possibly at zero). Answers like `transferUnits` when refused: 1022 none held, 621 only short
 * because of listed units, 1024 fewer held than asked.
 */
export async function burnUnits(
  em: EntityManager,
  cardId: number | string,
  userId: string,
  units: number,
): Promise<void> {
  assertUnits(units);
  if (await takeUnlistedUnits(em, cardId, userId, units)) return unlistedUnitsLowered(em, cardId, userId);
  const { amount } = await holdingOf(em, cardId, userId);
  if (amount === 0) throw new DomainError("CARD_NOT_YOURS");
  throw new DomainError(amount >= units ? "ITEM_ON_OPEN_LISTING" : "INSUFFICIENT_HOLDINGS");
}

function assertUnits(units: number): void {
  if (!Number.isSafeInteger(units) || units < 1) throw new DomainError("DATA_ERROR", { field: "amount" });
}
