import type { EntityManager } from "typeorm";
import { LISTING_JOINS, LISTING_SELECT, type ListingRow } from "./listing-select.repo.js";

type Db = Pick<EntityManager, "query">;

/** The WHERE of the staff console's open-listing search: every open listing, or those matching `search`. */
function openWhere(search: string | null): { sql: string; params: unknown[] } {
  if (!search) return { sql: `l.status = 'open'`, params: [] };
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    sql: `l.status = 'open' AND (l.id = ? OR cv.name LIKE ? OR su.nickname LIKE ? OR su.public_id = ?)`,
    params: [/^\d{1,20}$/.test(search) ? search : "0", like, like, search],
  };
}

/** Open listings for listing moderation, newest first: by listing id, card name, seller nickname or public id. */
export async function findOpenListingRowsForStaff(
  db: Db,
  search: string | null,
  window: { limit: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const where = openWhere(search);
  const rows = (await db.query(`${LISTING_SELECT} WHERE ${where.sql} ORDER BY l.id DESC LIMIT ? OFFSET ?`, [
    ...where.params,
    window.limit,
    window.offset,
  ])) as ListingRow[];
  const [count] = (await db.query(
    `SELECT COUNT(*) AS total FROM market_listing l ${LISTING_JOINS} WHERE ${where.sql}`,
    where.params,
  )) as { total: number | string }[];
  return { rows, total: Number(count?.total ?? 0) };
}
