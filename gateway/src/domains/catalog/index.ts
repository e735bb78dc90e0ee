// The public surface of the catalog domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export type { CardView } from "./services/card-view.js";
export {
  addCardTotalIssued,
  findCardsTotalIssued,
  lockCardsTotalIssued,
  raiseCardTotalIssued,
} from "./repo/card-supply.repo.js";
export {
  findArtistCardIds,
  findCardsByNames,
  findCardsInIdOrder,
  findCardViewsByIds,
  findSeriesIdBySlug,
  seriesExists,
} from "./repo/sales-lookups.repo.js";
