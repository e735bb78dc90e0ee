/** What other modules use from the catalog module: the card grid and tile, the chain badge and its urls. */
export { CardGrid } from "./components/CardGrid";
export { CardTile } from "./components/CardTile";
export { ChainBadge } from "./components/ChainBadge";
export { artistUrl, cardUrl, publisherUrl } from "./urls";
