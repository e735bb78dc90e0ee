/** What other modules use from the staff module: its urls (the account menu's staff entry). */
export * from "./urls";
