// The public surface of the conversion domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { jpointConvertedByDay } from "./daily-totals.repo.js";
