/** What other modules use from the market module: its urls (the marketplace, listings, the collection book). */
export * from "./urls";
