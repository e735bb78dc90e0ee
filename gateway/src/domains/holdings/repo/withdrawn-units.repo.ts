import { addHoldingUnits, takeUnlistedUnits } from "./holdings.repo.js";

/*
 * Units that leave card_holding for a card withdrawal (the withdrawal row holds them while it is
 * open) and come back when it fails or is rejected: the holding's own statements under the names
 * the wallet speaks.
 */

/**
 * Takes units out of a member's holding for a withdrawal: a conditional decrement that never touches
 * listed units. False when fewer unlisted units are held (nothing changed).
 */
export const takeUnitsForWithdrawal = takeUnlistedUnits;

/** Gives the units of a failed or rejected withdrawal back to the member's holding. */
export const returnWithdrawnUnits = addHoldingUnits;
