import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { getMainDefinition } from "@apollo/client/utilities";
import { Observable, type Subscription } from "rxjs";
import { LIVE_CONNECTED_EVENT } from "./liveEvents";

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

/** The language of the page being shown (its /{lang} prefix), set by the language shell. */
let operationLanguage: string | undefined;

/** Called by LocaleShell as it renders a language, before the page's queries run. */
export function setOperationLanguage(lang: string): void {
  operationLanguage = lang;
}

/**
 * Every operation (but the public persisted GETs, which carry no text in a language) names the page's
 * language in `extensions.lang`, which the gateway puts before the member's saved language: text the
 * server localizes (an event's name, an error message) then follows the page a member is reading, not
 * the language the account was registered in.
 */
const languageLink = new ApolloLink((operation, forward) => {
  const lang = operationLanguage;
  if (lang && !PERSISTED_GET_OPERATIONS.has(operation.operationName ?? "")) {
    operation.extensions = { ...operation.extensions, lang };
  }
  return forward(operation);
});

/**
 * Subscriptions (live notices) go over graphql-ws; the transport is imported at the first
 * subscription (liveLink.ts), so pages without one never load it.
 */
function lazyLiveLink(): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        loaded ??= import("./liveLink").then((m) => m.createLiveLink());
        loaded.then(
          (link) => {
            if (!closed) subscription = link.request(operation, () => new Observable()).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

const isSubscription = (operation: ApolloLink.Operation) => {
  const definition = getMainDefinition(operation.query);
  return definition.kind === "OperationDefinition" && definition.operation === "subscription";
};

export { LIVE_CONNECTED_EVENT };

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
  const transport = persisted
    ? ApolloLink.split(
        (operation) => PERSISTED_GET_OPERATIONS.has(operation.operationName ?? ""),
        new PersistedQueryLink({ sha256, useGETForHashedQueries: true }).concat(http),
        http,
      )
    : http;
  const link = languageLink.concat(
    typeof window === "undefined" || import.meta.env.MODE === "test"
      ? transport
      : ApolloLink.split(isSubscription, lazyLiveLink(), transport),
  );
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
