// The public surface of the holdings domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { mintUnits } from "./services/holdings.service.js";
export { sumUnitsHeld } from "./repo/card-units-held.repo.js";
export { holdingOf, transferUnits } from "./services/holdings.service.js";
export { returnWithdrawnUnits, takeUnitsForWithdrawal } from "./repo/withdrawn-units.repo.js";
