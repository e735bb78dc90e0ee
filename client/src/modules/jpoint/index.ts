/** What other modules use from the jpoint module: its urls (the Jpoint wallet, fusion). */
export * from "./urls";
