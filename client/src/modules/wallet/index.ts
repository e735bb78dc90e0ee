/** What other modules use from the wallet module: its urls and the card actions of the collection book. */
export * from "./urls";
export { CardActions } from "./components/CardActions";
