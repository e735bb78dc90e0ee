import type { DataSource, EntityManager } from "typeorm";
import { CARD_SELECT } from "../../catalog/index.js";
import { LISTING_COLUMNS, LISTING_JOINS, type ListingRow } from "./listing-select.repo.js";

/*
 * The order book's SQL (spec §2 and §7: order_book, order_book_v2). Built for a book of any size
 * (migration 1795561000000): a page finds its ids on one covering index in the page's own order and
 * stops after the page (no derived card table to sort, nothing counted), then joins the seller and
 * the card to those 20 rows only. The count is a statement of its own, run only when asked for.
 */

type Db = Pick<EntityManager, "query">;

export type OrderBookSortKey = "LISTED_NEWEST" | "LISTED_OLDEST" | "PRICE_LOW" | "PRICE_HIGH" | "ENDING_SOON";

/** A checked filter (services/order-book-query.service.ts validates what the caller sent). */
export interface OrderBookFilterSql {
  /** 1 open orders; 2 the open ones and the sold ones. */
  status: 1 | 2;
  type?: "direct" | "auction";
  chainId?: number;
  publisherId?: number;
  /** Bounds on the shown price, micro-USDT. */
  minPrice?: bigint;
  maxPrice?: bigint;
  /** An escaped LIKE pattern over the card, artist and publisher names. */
  searchPattern?: string;
  now: Date;
}

/**
 * Each sort is one column of the listing and the id in the same direction, which is the order of
 * one index (ix_book_created, ix_book_price, ix_book_ending): the page is read off the index, not
 * sorted. `book_price` is the shown price (a direct sale's unit price, an auction's highest bid or
 * start price); `book_ends_at` puts listings without an end last. Among equal prices PRICE_LOW lists
 * the earlier listing first (price-time priority), PRICE_HIGH the later one.
 */
const SORTS: Record<OrderBookSortKey, { column: string; direction: "ASC" | "DESC" }> = {
  LISTED_NEWEST: { column: "created_at", direction: "DESC" },
  LISTED_OLDEST: { column: "created_at", direction: "ASC" },
  PRICE_LOW: { column: "book_price", direction: "ASC" },
  PRICE_HIGH: { column: "book_price", direction: "DESC" },
  ENDING_SOON: { column: "book_ends_at", direction: "ASC" },
};

const orderBy = (sort: OrderBookSortKey, alias: string, idColumn = `${alias}.id`) => {
  const { column, direction } = SORTS[sort];
  return `${alias}.${column} ${direction}, ${idColumn} ${direction}`;
};

/** The WHERE of one listing status (`open`: not past its deadline either) with the filter's parameters. */
function statusWhere(
  filter: OrderBookFilterSql,
  status: "open" | "sold",
): { sql: string; params: unknown[] } {
  const where = ["l.status = ?"];
  const params: unknown[] = [status];
  if (status === "open") {
    where.push("l.book_ends_at > ?");
    params.push(filter.now);
  }
  if (filter.type) {
    where.push("l.type = ?");
    params.push(filter.type);
  }
  if (filter.chainId !== undefined) {
    where.push("l.card_chain_id = ?");
    params.push(filter.chainId);
  }
  if (filter.publisherId !== undefined) {
    where.push("l.card_publisher_id = ?");
    params.push(filter.publisherId);
  }
  if (filter.minPrice !== undefined) {
    where.push("l.book_price >= ?");
    params.push(filter.minPrice.toString());
  }
  if (filter.maxPrice !== undefined) {
    where.push("l.book_price <= ?");
    params.push(filter.maxPrice.toString());
  }
  if (filter.searchPattern !== undefined) {
    where.push("(cv.name LIKE ? OR cv.artist_name LIKE ? OR cv.publisher_name LIKE ?)");
    params.push(filter.searchPattern, filter.searchPattern, filter.searchPattern);
  }
  return { sql: where.join(" AND "), params };
}

/** Listings of one status matching the filter, aliased `l` (with the card view `cv` for a search). */
function fromListings(filter: OrderBookFilterSql): string {
  return filter.searchPattern === undefined
    ? "market_listing l"
    : `market_listing l JOIN (${CARD_SELECT}) cv ON cv.id = l.card_id`;
}

/**
 * The ids of one page, in order. Status 2 merges the open and the sold listings: each is read off
 * the sort's index up to the end of the page and the two short lists are merged, instead of sorting
 * every open and sold listing.
 */
function pageIds(filter: OrderBookFilterSql, sort: OrderBookSortKey, limit: number, offset: number) {
  const key = SORTS[sort].column;
  const from = fromListings(filter);
  if (filter.status === 1) {
    const open = statusWhere(filter, "open");
    return {
      sql: `SELECT l.id FROM ${from} WHERE ${open.sql} ORDER BY ${orderBy(sort, "l")} LIMIT ? OFFSET ?`,
      params: [...open.params, limit, offset],
    };
  }
  const branches = (["open", "sold"] as const).map((status) => statusWhere(filter, status));
  const branchSql = branches.map(
    (b) => `(SELECT l.id, l.${key} FROM ${from} WHERE ${b.sql} ORDER BY ${orderBy(sort, "l")} LIMIT ?)`,
  );
  return {
    sql: `SELECT u.id FROM (${branchSql.join(" UNION ALL ")}) u ORDER BY ${orderBy(sort, "u")} LIMIT ? OFFSET ?`,
    params: [...branches.flatMap((b) => [...b.params, offset + limit]), limit, offset],
  };
}

/** The mysql2 pool under TypeORM's MySQL driver (undefined with a replication cluster). */
type MysqlPool = {
  query(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): void;
};

/**
 * One read straight on the driver's mysql2 pool: the same connection options (and so the same row
 * values) as `dataSource.query`, without the query runner, entity manager, event broadcast and
 * promise wrappers TypeORM builds around every statement — most of what a page cost above its SQL in
 * Node. Logged through the data source's logger like any other statement.
 */
function poolQuery(dataSource: DataSource, sql: string, params: unknown[]): Promise<unknown> {
  const pool = (dataSource.driver as unknown as { pool?: MysqlPool }).pool;
  if (!pool) return dataSource.query(sql, params);
  dataSource.logger.logQuery(sql, params);
  return new Promise((resolve, reject) =>
    pool.query(sql, params, (error, rows) => {
      if (!error) return resolve(rows);
      dataSource.logger.logQueryError(error, sql, params);
      reject(error);
    }),
  );
}

/**
 * Up to `limit` listings of the filtered book in the sort's order from `offset`, as ListingRows: one
 * statement (the page's ids from the index, then the listing, seller and card of those rows only).
 */
export async function findOrderBookRows(
  dataSource: DataSource,
  filter: OrderBookFilterSql,
  sort: OrderBookSortKey,
  limit: number,
  offset: number,
): Promise<ListingRow[]> {
  const ids = pageIds(filter, sort, limit, offset);
  return (await poolQuery(
    dataSource,
    `SELECT ${LISTING_COLUMNS}
       FROM (${ids.sql}) pg
       JOIN market_listing l ON l.id = pg.id ${LISTING_JOINS}
      ORDER BY ${orderBy(sort, "l")}`,
    ids.params,
  )) as ListingRow[];
}

/** How many listings match the filter (every one of them is counted: run it only when asked for). */
export async function countOrderBook(db: Db, filter: OrderBookFilterSql): Promise<number> {
  const statuses = filter.status === 1 ? (["open"] as const) : (["open", "sold"] as const);
  const parts = statuses.map((status) => statusWhere(filter, status));
  const rows = (await db.query(
    `SELECT COUNT(*) AS total FROM ${fromListings(filter)} WHERE ${parts.map((p) => `(${p.sql})`).join(" OR ")}`,
    parts.flatMap((p) => p.params),
  )) as { total: string }[];
  return Number(rows[0]?.total ?? 0);
}
