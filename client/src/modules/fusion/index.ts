/** What other modules use from the fusion module: its url. */
export * from "./urls";
