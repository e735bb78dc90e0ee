import type { EntityManager } from "typeorm";

/** SQL of partner_event and partner_delivery (the only code naming them). */

export interface EventRow {
  id: number;
  event_id: string;
  partner_id: number;
  binding_id: number;
  type: string;
  body: string;
  state: "PENDING" | "DELIVERED" | "FAILED";
  attempts: number;
  last_status: number | null;
  delivered_at: Date | null;
  created_at: Date;
}

type Db = Pick<EntityManager, "query">;
const COLUMNS = `id, event_id, partner_id, binding_id, type, body, state, attempts, last_status, delivered_at, created_at`;

export async function insertEvent(
  em: EntityManager,
  e: { eventId: string; partnerId: string; bindingId: string; type: string; body: string },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO partner_event (event_id, partner_id, binding_id, type, body) VALUES (?, ?, ?, ?, ?)`,
    [e.eventId, e.partnerId, e.bindingId, e.type, e.body],
  )) as { insertId: number };
  return String(result.insertId);
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM partner_event WHERE id = ?`, [id])) as EventRow[];
  return row;
}

export async function findEventByEventId(db: Db, eventId: string): Promise<EventRow | undefined> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM partner_event WHERE event_id = ?`, [
    eventId,
  ])) as EventRow[];
  return row;
}

/** A partner's events, newest first (the delivery log). */
export async function listEvents(db: Db, partnerId: string, limit: number): Promise<EventRow[]> {
  return (await db.query(
    `SELECT ${COLUMNS} FROM partner_event WHERE partner_id = ? ORDER BY id DESC LIMIT ?`,
    [partnerId, limit],
  )) as EventRow[];
}

/** A binding's events, newest first (the member's activity a partner reads). */
export async function listBindingEvents(db: Db, bindingId: string, limit: number): Promise<EventRow[]> {
  return (await db.query(
    `SELECT ${COLUMNS} FROM partner_event WHERE binding_id = ? ORDER BY id DESC LIMIT ?`,
    [bindingId, limit],
  )) as EventRow[];
}

/** Records one attempt and moves the event's counters (a delivered event stays delivered). */
export async function recordAttempt(
  db: Db,
  eventRowId: string,
  a: { statusCode: number | null; ok: boolean; error: string | null; durationMs: number; final: boolean },
): Promise<number> {
  const result = (await db.query(
    `UPDATE partner_event SET attempts = attempts + 1, last_status = ?,
            state = CASE WHEN state = 'DELIVERED' THEN state WHEN ? THEN 'DELIVERED' WHEN ? THEN 'FAILED' ELSE 'PENDING' END,
            delivered_at = IF(? AND delivered_at IS NULL, CURRENT_TIMESTAMP(3), delivered_at)
      WHERE id = ?`,
    [a.statusCode, a.ok ? 1 : 0, a.final ? 1 : 0, a.ok ? 1 : 0, eventRowId],
  )) as { affectedRows: number };
  const [row] = (await db.query(`SELECT attempts FROM partner_event WHERE id = ?`, [eventRowId])) as {
    attempts: number;
  }[];
  await db.query(
    `INSERT INTO partner_delivery (event_row_id, attempt, status_code, ok, error, duration_ms)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [eventRowId, row?.attempts ?? 0, a.statusCode, a.ok ? 1 : 0, a.error, a.durationMs],
  );
  return result.affectedRows;
}

/** A staff redelivery puts a delivered or failed event back to PENDING (true when it changed). */
export async function reopenEvent(em: EntityManager, eventRowId: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE partner_event SET state = 'PENDING' WHERE id = ? AND state <> 'PENDING'`,
    [eventRowId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export interface DeliveryRow {
  id: number;
  event_row_id: number;
  attempt: number;
  status_code: number | null;
  ok: number;
  error: string | null;
  duration_ms: number;
  created_at: Date;
}

export async function listDeliveries(db: Db, eventRowIds: readonly string[]): Promise<DeliveryRow[]> {
  if (eventRowIds.length === 0) return [];
  return (await db.query(
    `SELECT id, event_row_id, attempt, status_code, ok, error, duration_ms, created_at
       FROM partner_delivery WHERE event_row_id IN (?) ORDER BY id`,
    [eventRowIds],
  )) as DeliveryRow[];
}

/** Demo seed: whether a partner already has events (the seed adds its examples once). */
export async function countPartnerEvents(db: Db, partnerId: string): Promise<number> {
  const [row] = (await db.query(`SELECT COUNT(*) AS n FROM partner_event WHERE partner_id = ?`, [
    partnerId,
  ])) as {
    n: string;
  }[];
  return Number(row?.n ?? 0);
}
