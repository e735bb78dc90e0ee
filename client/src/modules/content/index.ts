/** What other modules use from the content module: its urls (FAQ, privacy, terms). */
export * from "./urls";
