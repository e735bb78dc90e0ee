import { ApolloClient, HttpLink, InMemoryCache } from "@apollo/client";

/** The GraphQL client: same-origin /graphql with the session cookie and the CSRF-prevention header. */
export function createApolloClient(uri = "/graphql"): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
      credentials: "same-origin",
      headers: { "apollo-require-preflight": "true" },
    }),
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
