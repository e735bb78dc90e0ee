/** What other modules use from the catalog module: the card grid and tile and the chain badge. */
export { CardGrid } from "./components/CardGrid";
export { CardTile } from "./components/CardTile";
export { ChainBadge } from "./components/ChainBadge";
