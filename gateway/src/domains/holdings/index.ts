// The public surface of the holdings domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export {
  burnUnits,
  holdingOf,
  mintUnits,
  releaseListedUnits,
  reserveListedUnits,
  takeUnitsForWithdrawal,
  transferUnits,
} from "./services/holdings.service.js";
export { countCardOwners, sumUnitsHeld } from "./repo/card-units-held.repo.js";
export { addHoldingUnitsMany, takeListedUnitsMany, type UnitsMove } from "./repo/listed-units-batch.repo.js";
export { returnWithdrawnUnits } from "./repo/withdrawn-units.repo.js";
export {
  findOverListedHoldings,
  findUserHoldings,
  lockUserHoldings,
  sumAllUnitsHeld,
  type CardHoldingRow,
} from "./repo/user-holdings.repo.js";
export { findListedOverHeld, sumAllUnitsHeldByCard } from "./repo/ledger-check.repo.js";
export { findCollectionRows, type CollectionRow } from "./repo/collection-book.repo.js";
export { sumUserUnitsOfCards } from "./repo/series-units-held.repo.js";
