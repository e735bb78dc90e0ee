import { addHoldingUnits } from "./holdings.repo.js";

/*
 * Units that leave card_holding for a card withdrawal (the withdrawal row holds them while it is
 * open) and come back when it fails or is rejected: the holding's own statements under the names
 * the wallet speaks. (Taking them is `takeUnitsForWithdrawal` in services/holdings.service.ts, which also
 * empties showroom slots of the units that left.)
 */

/** Gives the units of a failed or rejected withdrawal back to the member's holding. */
export const returnWithdrawnUnits = addHoldingUnits;
