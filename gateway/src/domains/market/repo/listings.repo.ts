import type { EntityManager } from "typeorm";

/*
 * market_listing's writes and the locked reads around them. Every state change is one conditional
 * UPDATE on the expected state; the functions answer whether exactly one row changed.
 */

type Db = Pick<EntityManager, "query">;

const changedOne = (result: unknown) => (result as { affectedRows: number }).affectedRows === 1;

export interface NewListingRow {
  sellerId: string;
  cardId: string;
  type: "direct" | "auction";
  units: number;
  unitPrice: string | null;
  startPrice: string | null;
  buyNowPrice: string | null;
  startsAt: Date;
  endsAt: Date | null;
}

/** Inserts an open listing; returns its id. */
export async function insertListing(em: Db, row: NewListingRow): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, unit_price, start_price,
                                 buy_now_price, starts_at, ends_at)
     VALUES (?, ?, ?, 'open', ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.sellerId,
      row.cardId,
      row.type,
      row.units,
      row.units,
      row.unitPrice,
      row.startPrice,
      row.buyNowPrice,
      row.startsAt,
      row.endsAt,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** A listing row for a seller's edit. */
export interface OwnedListing {
  id: string;
  seller_id: string;
  card_id: string;
  type: "direct" | "auction";
  status: string;
  remaining: number;
  bid_count: number;
  starts_at: Date;
  ends_at: Date | null;
  start_price: string | null;
  buy_now_price: string | null;
}

/** The listing's row, locked (FOR UPDATE), or undefined. */
export async function lockListingForEdit(em: Db, listingId: string): Promise<OwnedListing | undefined> {
  const [row] = (await em.query(
    `SELECT id, seller_id, card_id, type, status, remaining, bid_count, starts_at, ends_at, start_price, buy_now_price
       FROM market_listing WHERE id = ? FOR UPDATE`,
    [listingId],
  )) as OwnedListing[];
  return row;
}

/** open → cancelled, for a direct listing or an auction without bids. */
export async function cancelOpenListing(em: Db, listingId: string): Promise<boolean> {
  return changedOne(
    await em.query(
      `UPDATE market_listing SET status = 'cancelled', closed_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND status = 'open' AND (type = 'direct' OR bid_count = 0)`,
      [listingId],
    ),
  );
}

/** A new unit price of an open, unexpired direct listing. */
export async function updateDirectUnitPrice(em: Db, listingId: string, unitPrice: string): Promise<boolean> {
  return changedOne(
    await em.query(
      `UPDATE market_listing SET unit_price = ?
        WHERE id = ? AND type = 'direct' AND status = 'open' AND (ends_at IS NULL OR ends_at > UTC_TIMESTAMP(3))`,
      [unitPrice, listingId],
    ),
  );
}

/** An auction's creation time, buy-now price, whether it has ended, and the database's now. */
export async function findAuctionEditFacts(
  em: Db,
  listingId: string,
): Promise<{ createdAt: Date; buyNowPrice: string | null; ended: number; now: Date } | undefined> {
  const [row] = (await em.query(
    `SELECT created_at AS createdAt, buy_now_price AS buyNowPrice, ends_at <= UTC_TIMESTAMP(3) AS ended, UTC_TIMESTAMP(3) AS now
       FROM market_listing WHERE id = ?`,
    [listingId],
  )) as { createdAt: Date; buyNowPrice: string | null; ended: number; now: Date }[];
  return row;
}

/** New auction terms while it is open and nobody has bid (a null `endsAt` keeps the closing time). */
export async function updateAuctionTerms(
  em: Db,
  listingId: string,
  startPrice: string,
  buyNowPrice: string | null,
  endsAt: Date | null,
): Promise<boolean> {
  return changedOne(
    await em.query(
      `UPDATE market_listing SET start_price = ?, buy_now_price = ?, ends_at = COALESCE(?, ends_at)
        WHERE id = ? AND status = 'open' AND bid_count = 0`,
      [startPrice, buyNowPrice, endsAt, listingId],
    ),
  );
}

/** What a purchase checks of a listing; `not_started`/`past_deadline` are computed by the SQL. */
export interface PurchasableListing {
  id: string;
  seller_id: string;
  card_id: string;
  type: string;
  status: string;
  remaining: number;
  unit_price: string | null;
  not_started: number;
  past_deadline: number;
}

const PURCHASABLE_COLUMNS = `id, seller_id, card_id, type, status, remaining, unit_price,
            starts_at > UTC_TIMESTAMP(3) AS not_started,
            (ends_at IS NOT NULL AND ends_at <= UTC_TIMESTAMP(3)) AS past_deadline`;

/** The listing as a purchase sees it, locked (FOR UPDATE), or undefined. */
export async function lockListingForPurchase(
  em: Db,
  listingId: string,
): Promise<PurchasableListing | undefined> {
  const [row] = (await em.query(`SELECT ${PURCHASABLE_COLUMNS} FROM market_listing WHERE id = ? FOR UPDATE`, [
    listingId,
  ])) as PurchasableListing[];
  return row;
}

/** The listing as a purchase quote sees it (no lock), or undefined. */
export async function findListingForQuote(
  db: Db,
  listingId: string,
): Promise<PurchasableListing | undefined> {
  const [row] = (await db.query(
    `SELECT type, seller_id, status, remaining, unit_price,
            starts_at > UTC_TIMESTAMP(3) AS not_started,
            (ends_at IS NOT NULL AND ends_at <= UTC_TIMESTAMP(3)) AS past_deadline
       FROM market_listing WHERE id = ?`,
    [listingId],
  )) as PurchasableListing[];
  return row;
}

/**
 * Takes `units` off an open, started, unexpired direct listing; sold when none remain. Status is
 * assigned before remaining, so it reads the old remaining whether the server assigns left to right
 * (MySQL, MariaDB default) or simultaneously (MariaDB SIMULTANEOUS_ASSIGNMENT).
 */
export async function takeDirectListingUnits(em: Db, listingId: string, units: number): Promise<boolean> {
  return changedOne(
    await em.query(
      `UPDATE market_listing
          SET status = IF(remaining = ?, 'sold', status),
              closed_at = IF(remaining = ?, UTC_TIMESTAMP(3), closed_at),
              remaining = remaining - ?
        WHERE id = ? AND type = 'direct' AND status = 'open' AND remaining >= ?
          AND starts_at <= UTC_TIMESTAMP(3) AND (ends_at IS NULL OR ends_at > UTC_TIMESTAMP(3))`,
      [units, units, units, listingId, units],
    ),
  );
}

/** Ids of open direct listings past their sales deadline, the oldest deadline first. */
export async function findOverdueDirectListingIds(db: Db, limit: number): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM market_listing
      WHERE status = 'open' AND type = 'direct' AND ends_at <= UTC_TIMESTAMP(3)
      ORDER BY ends_at LIMIT ?`,
    [limit],
  )) as { id: string }[];
  return rows.map((r) => String(r.id));
}

/** Seller, card and remaining units of a listing, locked (FOR UPDATE), or undefined. */
export async function lockListingUnits(
  em: Db,
  listingId: string,
): Promise<{ seller_id: string; card_id: string; remaining: number } | undefined> {
  const [row] = (await em.query(
    `SELECT seller_id, card_id, remaining FROM market_listing WHERE id = ? FOR UPDATE`,
    [listingId],
  )) as { seller_id: string; card_id: string; remaining: number }[];
  return row;
}

/** open → closed for a direct listing past its sales deadline. */
export async function closeOverdueDirectListing(em: Db, listingId: string): Promise<boolean> {
  return changedOne(
    await em.query(
      `UPDATE market_listing SET status = 'closed', closed_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND type = 'direct' AND status = 'open' AND ends_at <= UTC_TIMESTAMP(3)`,
      [listingId],
    ),
  );
}

/** open → sold (with a leading bid) or closed (without) for an auction past its closing time. */
export async function closeOverdueAuction(em: Db, listingId: string): Promise<boolean> {
  return changedOne(
    await em.query(
      `UPDATE market_listing
          SET status = IF(highest_bid_id IS NULL, 'closed', 'sold'),
              remaining = IF(highest_bid_id IS NULL, remaining, 0), closed_at = UTC_TIMESTAMP(3)
        WHERE id = ? AND type = 'auction' AND status = 'open' AND ends_at <= UTC_TIMESTAMP(3)`,
      [listingId],
    ),
  );
}

/** Ids of open auctions past their closing time (at most 500), the oldest first. */
export async function findOverdueAuctionIds(db: Db): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM market_listing WHERE status = 'open' AND ends_at <= UTC_TIMESTAMP(3) AND type = 'auction'
      ORDER BY ends_at LIMIT 500`,
  )) as { id: string }[];
  return rows.map((r) => String(r.id));
}

/** open → sold at once (a bid reached the buy-now price). */
export async function closeOnBuyNow(em: Db, listingId: string): Promise<boolean> {
  return changedOne(
    await em.query(
      `UPDATE market_listing SET status = 'sold', remaining = 0, closed_at = UTC_TIMESTAMP(3) WHERE id = ? AND status = 'open'`,
      [listingId],
    ),
  );
}

/** How many listings a seller has (any state). */
export async function countSellerListings(db: Db, sellerId: string): Promise<number> {
  const [row] = (await db.query("SELECT COUNT(*) AS n FROM market_listing WHERE seller_id = ?", [
    sellerId,
  ])) as {
    n: string;
  }[];
  return Number(row?.n ?? 0);
}

/** Whether a listing with this id exists (any state). */
export async function listingExists(db: Db, listingId: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 AS one FROM market_listing WHERE id = ?`, [listingId])) as unknown[];
  return rows.length > 0;
}
