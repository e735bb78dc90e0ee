/** What other modules use from the jpoint module: its url (the Jpoint wallet). */
export * from "./urls";
