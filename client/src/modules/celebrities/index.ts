/**
 * What other modules use from the celebrities module (the celebrity index board). The eagerly loaded
 * app shell imports urls.ts directly, not this file.
 */
export { celebritiesUrl, celebrityUrl, staffCelebritiesUrl } from "./urls";
export { BoardRow } from "./components/BoardRow";
export { CelebrityBoardQuery } from "./graphql/celebrities";
