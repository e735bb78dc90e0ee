import { MAX_NUMBER, Money, ORDER_BOOK_PAGE_SIZE, SEARCH_TEXT_MAX, searchTextRule } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { pageWindow } from "../../../shared/paging.js";
import { likeContains } from "../../catalog/index.js";
import { countOrderBook, findOrderBookRows, type OrderBookFilterSql } from "../repo/order-book.repo.js";
import { toListing } from "./listing-view.js";
import type { ListingView, OrderBookQuery } from "./views.js";

/**
 * The marketplace listing (order_book / order_book_v2, spec §2 and §7): one page of 20 listings with
 * their card, artist, publisher, series, chain and seller in ONE statement that reads the page off an
 * index (repo/order-book.repo.ts), so a page costs the same with 500 or 100,000 listings in the book.
 * Whether a next page exists comes from reading one row more than the page. The total is a COUNT over
 * the whole filtered book: it runs only when the caller selects `total` (a second statement).
 */

export type { OrderBookQuery };

/** One page of the order book; `total` is counted when first read (a getter), never otherwise. */
export interface OrderBookPage {
  items: ListingView[];
  page: number;
  pageSize: number;
  hasNext: boolean;
  readonly total: Promise<number>;
}

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

/** The checked filter as the repository takes it; validation failures are 400 before any SQL. */
export function orderBookFilter(filter: OrderBookQuery, now: Date): OrderBookFilterSql {
  const status = filter.status ?? 1;
  if (status !== 1 && status !== 2)
    throw new DomainError("DATA_ERROR", { field: "status" }, "status is 1 or 2");
  const checked: OrderBookFilterSql = { status, now };
  if (filter.type) checked.type = filter.type === "AUCTION" ? "auction" : "direct";
  const chainId = positiveId(filter.chainId, "chainId");
  if (chainId !== null) checked.chainId = chainId;
  const publisherId = positiveId(filter.publisherId, "publisherId");
  if (publisherId !== null) checked.publisherId = publisherId;
  const min = priceBound(filter.minPrice, "minPrice");
  const max = priceBound(filter.maxPrice, "maxPrice");
  if (min !== null && max !== null && min > max) {
    throw new DomainError("DATA_ERROR", { field: "minPrice" }, "minPrice must not exceed maxPrice");
  }
  if (min !== null) checked.minPrice = min;
  if (max !== null) checked.maxPrice = max;
  if (filter.search !== null && filter.search !== undefined && filter.search.trim() !== "") {
    const parsed = searchTextRule.safeParse(filter.search);
    if (!parsed.success)
      throw new DomainError(
        "DATA_ERROR",
        { field: "search", reason: "validation.tooLong" },
        `search is 1 to ${SEARCH_TEXT_MAX} characters`,
      );
    checked.searchPattern = likeContains(parsed.data);
  }
  return checked;
}

/**
 * One page of the order book: one statement, plus the count only if `total` is read. `spend` is
 * called before each expensive read — a search (a LIKE over names, no index) and the count — and may
 * refuse it (the per-IP budget of expensive public reads); a plain page is an index read and is not
 * charged.
 */
export async function orderBookPage(
  dataSource: DataSource,
  filter: OrderBookQuery,
  viewerId: string | null,
  spend: () => Promise<void> = async () => {},
  now = new Date(),
): Promise<OrderBookPage> {
  // Deeper pages only scan rows nobody reads (paging rule: 1 … PAGE_MAX).
  const window = pageWindow(filter.page, ORDER_BOOK_PAGE_SIZE);
  const checked = orderBookFilter(filter, now);
  if (checked.searchPattern !== undefined) await spend();
  const rows = await findOrderBookRows(
    dataSource,
    checked,
    filter.sort ?? "LISTED_NEWEST",
    window.limit + 1,
    window.offset,
  );
  let total: Promise<number> | undefined;
  return {
    items: rows.slice(0, window.limit).map((row) => toListing(row, viewerId, now)),
    page: window.page,
    pageSize: window.pageSize,
    hasNext: rows.length > window.limit,
    get total() {
      return (total ??= spend().then(() => countOrderBook(dataSource, checked)));
    },
  };
}
