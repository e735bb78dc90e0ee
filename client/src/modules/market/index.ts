/**
 * What other modules use from the market module: its urls (the marketplace, listings, the collection
 * book) and the Sell dialog the card page opens (loaded with that lazy page only).
 */
export * from "./urls";
export { SellDialog } from "./components/SellDialog";
