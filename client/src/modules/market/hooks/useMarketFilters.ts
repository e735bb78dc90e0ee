import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { ListingType, OrderBookFilter, OrderBookSort } from "../../../gql/graphql";

export const SORTS: OrderBookSort[] = [
  "LISTED_NEWEST",
  "LISTED_OLDEST",
  "PRICE_LOW",
  "PRICE_HIGH",
  "ENDING_SOON",
];
export const TYPES: ListingType[] = ["DIRECT", "AUCTION"];

export interface MarketFilters {
  status: 1 | 2;
  sort: OrderBookSort;
  type: ListingType | null;
  chain: string | null;
  publisher: string | null;
  min: string;
  max: string;
  search: string;
  page: number;
}

type Key = "status" | "sort" | "type" | "chain" | "publisher" | "min" | "max" | "search" | "page";

/**
 * The marketplace filters, kept in the URL query (status, sort, type, chain, publisher, min, max, search,
 * page), so that a filtered view can be shared, reloaded and walked back through with the browser.
 */
export function useMarketFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<MarketFilters>(() => {
    const sort = params.get("sort") as OrderBookSort | null;
    const type = params.get("type") as ListingType | null;
    const page = Number(params.get("page") ?? "1");
    return {
      status: params.get("status") === "2" ? 2 : 1,
      sort: sort && SORTS.includes(sort) ? sort : "LISTED_NEWEST",
      type: type && TYPES.includes(type) ? type : null,
      chain: params.get("chain") || null,
      publisher: params.get("publisher") || null,
      min: params.get("min") ?? "",
      max: params.get("max") ?? "",
      search: params.get("search") ?? "",
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);

  /** Sets some keys (empty removes them); any change but paging goes back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<Key, string | null>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === "") next.delete(key);
          else next.set(key, value);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      });
    },
    [setParams],
  );

  const variables = useMemo<OrderBookFilter>(
    () => ({
      status: filters.status,
      sort: filters.sort,
      type: filters.type,
      chainId: filters.chain,
      publisherId: filters.publisher,
      minPrice: filters.min || null,
      maxPrice: filters.max || null,
      search: filters.search || null,
      page: filters.page,
    }),
    [filters],
  );

  return { filters, update, variables };
}
