import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";

/**
 * Operations sent as automatic persisted queries over GET: a hash instead of the text, in a URL the
 * gateway answers without Apollo's per-request pipeline once it knows the hash (the gateway's
 * http/persisted-get.ts) and a visitor's browser may cache briefly. The busiest public read only.
 */
const PERSISTED_GET_OPERATIONS = new Set(["OrderBook"]);

/** The SHA-256 of a query's text in hex (Web Crypto, which secure contexts have). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The GraphQL client: same-origin /graphql with the session cookie and the CSRF-prevention header.
 * `persistedQueries` (default: outside tests, where Web Crypto exists) sends PERSISTED_GET_OPERATIONS
 * as persisted GETs; every other operation is a POST with its text.
 */
export function createApolloClient(
  uri = "/graphql",
  options: { persistedQueries?: boolean } = {},
): ApolloClient {
  const http = new HttpLink({
    uri,
    credentials: "same-origin",
    headers: { "apollo-require-preflight": "true" },
  });
  const persisted =
    options.persistedQueries ??
    (import.meta.env.MODE !== "test" && typeof crypto?.subtle?.digest === "function");
  const link = persisted
    ? ApolloLink.split(
        (operation) => PERSISTED_GET_OPERATIONS.has(operation.operationName ?? ""),
        new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http),
        http,
      )
    : http;
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      typePolicies: {
        // An artwork and a publisher may share an id: key suggestions by both.
        SearchItem: { keyFields: ["type", "id"] },
        // Singletons without ids.
        AppInfo: { keyFields: [] },
      },
    }),
  });
}
