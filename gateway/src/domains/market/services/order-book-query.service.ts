import { MAX_NUMBER, Money, ORDER_BOOK_PAGE_SIZE, SEARCH_TEXT_MAX, searchTextRule } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { likeContains } from "../../catalog/index.js";
import { findOrderBookPage, LISTING_PRICE_SQL, OPEN_LISTING_SQL } from "../repo/market-reads.repo.js";
import { toListing } from "./listing-view.js";
import type { ListingView, OrderBookQuery, OrderBookSort } from "./views.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";

/**
 * The marketplace listing (order_book / order_book_v2, spec §2 and §7): one page of 20 listings with
 * their card, artist, publisher, series, chain and seller folded into ONE SQL, plus ONE COUNT. Nothing
 * is looked up per row, so a page costs the same two statements whether it holds 1 or 20 listings.
 */

export type { OrderBookQuery };

const ORDER_BY: Record<OrderBookSort, string> = {
  LISTED_NEWEST: "l.created_at DESC, l.id DESC",
  LISTED_OLDEST: "l.created_at ASC, l.id ASC",
  PRICE_LOW: `${LISTING_PRICE_SQL} ASC, l.id DESC`,
  PRICE_HIGH: `${LISTING_PRICE_SQL} DESC, l.id DESC`,
  // Listings without an end come last; among the rest the nearest end first.
  ENDING_SOON: "l.ends_at IS NULL, l.ends_at ASC, l.id ASC",
};

function priceBound(text: string | null | undefined, field: string): bigint | null {
  if (text === null || text === undefined || text.trim() === "") return null;
  let minor: bigint;
  try {
    minor = Money.parse("USDT", text).minor;
  } catch {
    throw new DomainError("DATA_ERROR", { field }, `${field} must be a USDT amount such as "12.5"`);
  }
  if (minor < 0n || minor > Money.parse("USDT", String(MAX_NUMBER)).minor) {
    throw new DomainError("DATA_ERROR", { field }, `${field} must be from 0 to ${MAX_NUMBER}`);
  }
  return minor;
}

function positiveId(value: string | null | undefined, field: string): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (!/^\d{1,10}$/.test(value)) throw new DomainError("DATA_ERROR", { field }, `${field} must be an id`);
  return Number(value);
}

/** The WHERE clause and its parameters for a filter; validation failures are 400 before any SQL. */
export function orderBookWhere(filter: OrderBookQuery, now: Date): { where: string; params: unknown[] } {
  const status = filter.status ?? 1;
  if (status !== 1 && status !== 2)
    throw new DomainError("DATA_ERROR", { field: "status" }, "status is 1 or 2");
  const where: string[] = [];
  const params: unknown[] = [];
  if (status === 1) {
    where.push(OPEN_LISTING_SQL);
    params.push(now);
  } else {
    // Latest orders: the open ones plus the completed (sold) ones; cancelled listings and auctions that
    // closed without a bid never traded and are left out.
    where.push(`((${OPEN_LISTING_SQL}) OR l.status = 'sold')`);
    params.push(now);
  }
  if (filter.type) {
    where.push("l.type = ?");
    params.push(filter.type === "AUCTION" ? "auction" : "direct");
  }
  const chainId = positiveId(filter.chainId, "chainId");
  if (chainId !== null) {
    where.push("cv.chain_id = ?");
    params.push(chainId);
  }
  const publisherId = positiveId(filter.publisherId, "publisherId");
  if (publisherId !== null) {
    where.push("cv.publisher_id = ?");
    params.push(publisherId);
  }
  const min = priceBound(filter.minPrice, "minPrice");
  const max = priceBound(filter.maxPrice, "maxPrice");
  if (min !== null && max !== null && min > max) {
    throw new DomainError("DATA_ERROR", { field: "minPrice" }, "minPrice must not exceed maxPrice");
  }
  if (min !== null) {
    where.push(`${LISTING_PRICE_SQL} >= ?`);
    params.push(min.toString());
  }
  if (max !== null) {
    where.push(`${LISTING_PRICE_SQL} <= ?`);
    params.push(max.toString());
  }
  if (filter.search !== null && filter.search !== undefined && filter.search.trim() !== "") {
    const parsed = searchTextRule.safeParse(filter.search);
    if (!parsed.success)
      throw new DomainError(
        "DATA_ERROR",
        { field: "search", reason: "validation.tooLong" },
        `search is 1 to ${SEARCH_TEXT_MAX} characters`,
      );
    where.push("(cv.name LIKE ? OR cv.artist_name LIKE ? OR cv.publisher_name LIKE ?)");
    const pattern = likeContains(parsed.data);
    params.push(pattern, pattern, pattern);
  }
  return { where: `WHERE ${where.join(" AND ")}`, params };
}

/** One page of the order book: two statements (page with joins, count), run side by side on the pool. */
export async function orderBookPage(
  dataSource: DataSource,
  filter: OrderBookQuery,
  viewerId: string | null,
  now = new Date(),
): Promise<Page<ListingView>> {
  // Deeper pages only scan rows nobody reads (paging rule: 1 … PAGE_MAX).
  const window = pageWindow(filter.page, ORDER_BOOK_PAGE_SIZE);
  const sort = filter.sort ?? "LISTED_NEWEST";
  const { where, params } = orderBookWhere(filter, now);
  const { rows, total } = await findOrderBookPage(
    dataSource,
    where,
    params,
    ORDER_BY[sort],
    window.limit,
    window.offset,
  );
  return toPage(
    rows.map((row) => toListing(row, viewerId, now)),
    total,
    window,
  );
}
