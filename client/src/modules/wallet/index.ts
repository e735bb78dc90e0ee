/**
 * What other modules use from the wallet module: its urls and the card actions of the collection book.
 * The eagerly loaded app shell imports urls.ts directly, not this file, which would pull these
 * components into the first chunk.
 */
export * from "./urls";
export { CardActions } from "./components/CardActions";
