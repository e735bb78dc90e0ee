// The public surface of the catalog domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export {
  cardArtworkUrl,
  cardImageUrl,
  likeContains,
  publisherLogoUrl,
  toCardView,
  toPublisherView,
  type CardView,
  type ChainView,
  type PublisherView,
} from "./services/card-view.js";
export { CARD_SELECT, type CardRow } from "./repo/card-select.repo.js";
export { findChainByCode, findChains, findPublishers, type ChainRow } from "./repo/catalog.repo.js";
export { limitPublicQuery } from "./services/public-query-rate-limit.js";
export {
  addCardTotalIssued,
  findCardSellable,
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
export {
  countCatalog,
  findCatalogIds,
  findSellableReleasedCardIds,
  upsertArtist,
  upsertCards,
  upsertChain,
  upsertPublisher,
  upsertSeries,
  type SeedCardRow,
} from "./repo/catalog-seed.repo.js";
// Shared links and the sitemap (gateway/src/domains/content).
export { findReleasedCardIdsForSitemap } from "./repo/share-lookups.repo.js";
export { findCardSeriesId, findSeriesCardIds, findSeriesPublisherId } from "./repo/series-cards.repo.js";
// Staff-uploaded card artwork (gateway/src/http/card-artwork.routes.ts).
export {
  currentArtworkUrl,
  readArtworkFile,
  storeCardArtwork,
  type CardArtworkView,
} from "./services/card-artwork.service.js";
