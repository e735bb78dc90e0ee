import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";

import { LIVE_CONNECTED_EVENT } from "./liveEvents";

/**
 * The subscription transport (loaded at the first subscription, so the first page does not carry
 * it): graphql-ws on the page's own origin at /graphql (ws: or wss: like the page), opened lazily,
 * retried with exponential back-off and jitter for as long as the page lives.
 */
export function createLiveLink(path = "/graphql"): GraphQLWsLink {
  const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
  const client = createClient({
    url: `${scheme}//${window.location.host}${path}`,
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      const base = Math.min(30_000, 1000 * 2 ** retries);
      await new Promise((resolve) => setTimeout(resolve, base / 2 + Math.random() * (base / 2)));
    },
    on: { connected: () => window.dispatchEvent(new Event(LIVE_CONNECTED_EVENT)) },
  });
  return new GraphQLWsLink(client);
}
