import type { EntityManager } from "typeorm";

/* redemption: one per code; unique per member and idempotency key. claim_status only for physical
 * gifts (UNCLAIMED → CLAIMED once, by a conditional update). */

type Db = Pick<EntityManager, "query">;

export interface RedemptionRow {
  id: string;
  event_id: string;
  code_id: string;
  code: string;
  user_id: string;
  idempotency_key: string;
  card_id: string | null;
  units: number;
  jpoint_amount: string | null;
  receiver_name: string | null;
  receiver_phone: string | null;
  receiver_address: string | null;
  claim_status: "CLAIMED" | "UNCLAIMED" | null;
  claimed_at: Date | null;
  redeemed_at: Date;
}

const SELECT = `SELECT r.id, r.event_id, r.code_id, c.code, r.user_id, r.idempotency_key, r.card_id, r.units,
  r.jpoint_amount, r.receiver_name, r.receiver_phone, r.receiver_address, r.claim_status, r.claimed_at,
  r.redeemed_at FROM redemption r JOIN redeem_code c ON c.id = r.code_id`;

export interface NewRedemption {
  eventId: string;
  codeId: string;
  userId: string;
  key: string;
  cardId: string | null;
  units: number;
  jpointAmount: bigint | null;
  receiver: { name: string; phone: string; address: string } | null;
  gift: boolean;
  at: Date;
}

/** Stores a redemption (duplicate key uq_redemption_key on a used idempotency key); returns its id. */
export async function insertRedemption(db: Db, r: NewRedemption): Promise<string> {
  const result = (await db.query(
    `INSERT INTO redemption (event_id, code_id, user_id, idempotency_key, card_id, units, jpoint_amount,
       receiver_name, receiver_phone, receiver_address, claim_status, redeemed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      r.eventId,
      r.codeId,
      r.userId,
      r.key,
      r.cardId,
      r.units,
      r.jpointAmount === null ? null : String(r.jpointAmount),
      r.receiver?.name ?? null,
      r.receiver?.phone ?? null,
      r.receiver?.address ?? null,
      r.gift ? "UNCLAIMED" : null,
      r.at,
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export async function findRedemptionByKey(
  db: Db,
  userId: string,
  key: string,
): Promise<RedemptionRow | undefined> {
  const [row] = (await db.query(`${SELECT} WHERE r.user_id = ? AND r.idempotency_key = ?`, [
    userId,
    key,
  ])) as RedemptionRow[];
  return row;
}

export async function findRedemption(db: Db, id: string): Promise<RedemptionRow | undefined> {
  const [row] = (await db.query(`${SELECT} WHERE r.id = ?`, [id])) as RedemptionRow[];
  return row;
}

/** How many redemptions a member has of an event (read after the event row is locked). */
export async function countMemberRedemptions(db: Db, eventId: string, userId: string): Promise<number> {
  const [row] = (await db.query(`SELECT COUNT(*) AS n FROM redemption WHERE event_id = ? AND user_id = ?`, [
    eventId,
    userId,
  ])) as { n: string }[];
  return Number(row?.n ?? 0);
}

/** A member's redemptions, newest first, and their total. */
export async function findMemberRedemptionsPage(
  db: Db,
  userId: string,
  offset: number,
  limit: number,
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const rows = (await db.query(`${SELECT} WHERE r.user_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`, [
    userId,
    limit,
    offset,
  ])) as RedemptionRow[];
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM redemption WHERE user_id = ?`, [userId])) as {
    n: string;
  }[];
  return { rows, total: Number(count?.n ?? 0) };
}

export interface RedemptionFilter {
  status?: "CLAIMED" | "UNCLAIMED" | null;
  from?: Date | null;
  to?: Date | null;
  code?: string | null;
  /** Resolved from the member e-mail filter ("0" when the e-mail is unknown: nothing matches). */
  userId?: string | null;
}

function whereOf(eventId: string, f: RedemptionFilter): { sql: string; params: unknown[] } {
  const where = ["r.event_id = ?"];
  const params: unknown[] = [eventId];
  const add = (sql: string, value: unknown) => {
    where.push(sql);
    params.push(value);
  };
  if (f.status) add("r.claim_status = ?", f.status);
  if (f.from) add("r.redeemed_at >= ?", f.from);
  if (f.to) add("r.redeemed_at < ?", f.to);
  if (f.code) add("c.code = ?", f.code);
  if (f.userId) add("r.user_id = ?", f.userId);
  return { sql: where.join(" AND "), params };
}

/** One page of an event's redemptions, newest first, and the total under the filter. */
export async function findEventRedemptionsPage(
  db: Db,
  eventId: string,
  filter: RedemptionFilter,
  offset: number,
  limit: number,
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const { sql, params } = whereOf(eventId, filter);
  const rows = (await db.query(`${SELECT} WHERE ${sql} ORDER BY r.id DESC LIMIT ? OFFSET ?`, [
    ...params,
    limit,
    offset,
  ])) as RedemptionRow[];
  const [count] = (await db.query(
    `SELECT COUNT(*) AS n FROM redemption r JOIN redeem_code c ON c.id = r.code_id WHERE ${sql}`,
    params,
  )) as { n: string }[];
  return { rows, total: Number(count?.n ?? 0) };
}

/** The next keyset page (ascending id after `afterId`) of an event's redemptions: for streamed exports. */
export async function findEventRedemptionsAfter(
  db: Db,
  eventId: string,
  filter: RedemptionFilter,
  afterId: string,
  limit: number,
): Promise<RedemptionRow[]> {
  const { sql, params } = whereOf(eventId, filter);
  return (await db.query(`${SELECT} WHERE ${sql} AND r.id > ? ORDER BY r.id LIMIT ?`, [
    ...params,
    afterId,
    limit,
  ])) as RedemptionRow[];
}

/** UNCLAIMED → CLAIMED; false when it was not unclaimed. */
export async function markClaimed(db: Db, id: string, byUserId: string, at: Date): Promise<boolean> {
  const result = (await db.query(
    `UPDATE redemption SET claim_status = 'CLAIMED', claimed_at = ?, claimed_by = ?
     WHERE id = ? AND claim_status = 'UNCLAIMED'`,
    [at, byUserId, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}
