import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { createApolloClient } from "../../src/app/apollo";
import { MarketChainsQuery, OrderBookQuery } from "../../src/modules/market/graphql/queries";
import { server } from "../../src/shared/test/server";

const GRAPHQL_URL = "http://localhost/graphql";
const emptyPage = { __typename: "ListingPage", items: [], page: 1, pageSize: 20, hasNext: false };

describe("the order book as an automatic persisted query over GET", () => {
  it("sends a hash by GET, the text once after a miss, and other operations as POSTs", async () => {
    const seen: { method: string; hash?: string; query: boolean; operation: string | null }[] = [];
    const known = new Set<string>();
    server.use(
      http.get(GRAPHQL_URL, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const extensions = JSON.parse(params.get("extensions") ?? "{}");
        const hash = extensions.persistedQuery?.sha256Hash as string;
        seen.push({
          method: "GET",
          hash,
          query: params.has("query"),
          operation: params.get("operationName"),
        });
        expect(request.headers.get("apollo-require-preflight")).toBe("true");
        if (!known.has(hash)) {
          return HttpResponse.json({
            errors: [
              { message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } },
            ],
          });
        }
        return HttpResponse.json({ data: { orderBook: emptyPage } });
      }),
      http.post(GRAPHQL_URL, async ({ request }) => {
        const body = (await request.json()) as {
          query?: string;
          operationName: string;
          extensions?: { persistedQuery?: { sha256Hash: string } };
        };
        const hash = body.extensions?.persistedQuery?.sha256Hash;
        seen.push({ method: "POST", hash, query: !!body.query, operation: body.operationName });
        if (hash && body.query) known.add(hash);
        return HttpResponse.json(
          body.operationName === "OrderBook"
            ? { data: { orderBook: emptyPage } }
            : { data: { chains: [{ __typename: "Chain", id: "1", code: "ETH", name: "Ethereum" }] } },
        );
      }),
    );
    const client = createApolloClient(GRAPHQL_URL, { persistedQueries: true });
    await client.query({ query: OrderBookQuery, variables: { filter: { page: 1 } } });
    await client.query({ query: OrderBookQuery, variables: { filter: { page: 2 } } });
    await client.query({ query: MarketChainsQuery });

    expect(seen.map(({ method, query, operation }) => [method, query, operation])).toEqual([
      ["GET", false, "OrderBook"],
      ["POST", true, "OrderBook"],
      ["GET", false, "OrderBook"],
      ["POST", true, "MarketChains"],
    ]);
    expect(seen[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(seen[2]!.hash).toBe(seen[0]!.hash);
    expect(seen[3]!.hash).toBeUndefined();
  });

  it("is off in tests unless asked for (msw answers operations by their text)", async () => {
    const methods: string[] = [];
    server.use(
      http.post(GRAPHQL_URL, () => {
        methods.push("POST");
        return HttpResponse.json({ data: { orderBook: emptyPage } });
      }),
    );
    await createApolloClient(GRAPHQL_URL).query({ query: OrderBookQuery, variables: { filter: {} } });
    expect(methods).toEqual(["POST"]);
  });
});
