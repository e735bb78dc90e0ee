import type { EntityManager } from "typeorm";

/* redeem_code: printed or imported codes, each for one event, optionally bound to an e-mail (a voucher)
 * and to a pack name; UNREDEEMED → REDEEMED once, by a conditional update. */

type Db = Pick<EntityManager, "query">;

export type CodeStatus = "UNREDEEMED" | "REDEEMED";

export interface CodeRow {
  id: string;
  code: string;
  event_id: string;
  bound_email: string | null;
  pack_name: string | null;
  status: CodeStatus;
  redeemed_by: string | null;
  redeemed_at: Date | null;
}

const COLUMNS = `id, code, event_id, bound_email, pack_name, status, redeemed_by, redeemed_at`;

export interface NewCode {
  code: string;
  boundEmail: string | null;
  packName: string | null;
}

/** Stores codes for an event, skipping any code that already exists; returns how many were stored. */
export async function insertCodesIgnoringDuplicates(
  db: Db,
  eventId: string,
  codes: readonly NewCode[],
): Promise<number> {
  if (!codes.length) return 0;
  const result = (await db.query(
    `INSERT IGNORE INTO redeem_code (code, event_id, bound_email, pack_name) VALUES ?`,
    [codes.map((c) => [c.code, eventId, c.boundEmail, c.packName])],
  )) as { affectedRows: number };
  return result.affectedRows;
}

export async function findCodeByCode(db: Db, code: string): Promise<CodeRow | undefined> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM redeem_code WHERE code = ?`, [code])) as CodeRow[];
  return row;
}

export async function findCodesByIds(db: Db, ids: readonly string[]): Promise<Map<string, CodeRow>> {
  if (!ids.length) return new Map();
  const rows = (await db.query(`SELECT ${COLUMNS} FROM redeem_code WHERE id IN (?)`, [
    [...new Set(ids.map(String))],
  ])) as CodeRow[];
  return new Map(rows.map((r) => [String(r.id), r]));
}

/** UNREDEEMED → REDEEMED by this user; false when the code was already used. */
export async function markCodeRedeemed(db: Db, codeId: string, userId: string, at: Date): Promise<boolean> {
  const result = (await db.query(
    `UPDATE redeem_code SET status = 'REDEEMED', redeemed_by = ?, redeemed_at = ?
     WHERE id = ? AND status = 'UNREDEEMED'`,
    [userId, at, codeId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export interface CodeFilter {
  status?: CodeStatus | null;
  code?: string | null;
}

/** One page of an event's codes, newest first, and the total under the filter. */
export async function findEventCodesPage(
  db: Db,
  eventId: string,
  filter: CodeFilter,
  offset: number,
  limit: number,
): Promise<{ rows: CodeRow[]; total: number }> {
  const where = ["event_id = ?"];
  const params: unknown[] = [eventId];
  if (filter.status) {
    where.push("status = ?");
    params.push(filter.status);
  }
  if (filter.code) {
    where.push("code LIKE ?");
    params.push(`${filter.code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const sql = where.join(" AND ");
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM redeem_code WHERE ${sql} ORDER BY id DESC LIMIT ? OFFSET ?`,
    [...params, limit, offset],
  )) as CodeRow[];
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM redeem_code WHERE ${sql}`, params)) as {
    n: string;
  }[];
  return { rows, total: Number(count?.n ?? 0) };
}
