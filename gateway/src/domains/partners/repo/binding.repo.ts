import type { EntityManager } from "typeorm";

/** SQL of partner_binding and partner_bind_request (the only code naming them). */

export interface BindingRow {
  id: number;
  partner_id: number;
  user_id: number;
  member_ref: string;
  method: "CODE" | "FAST";
  state: "ACTIVE" | "REVOKED";
  bound_at: Date;
  revoked_at: Date | null;
}

type Db = Pick<EntityManager, "query">;
const COLUMNS = `id, partner_id, user_id, member_ref, method, state, bound_at, revoked_at`;

/** Binds (or binds again, keeping the partner-scoped id) a member to a partner; returns the row id. */
export async function upsertBinding(
  em: EntityManager,
  partnerId: string,
  userId: string,
  memberRef: string,
  method: "CODE" | "FAST",
): Promise<void> {
  await em.query(
    `INSERT INTO partner_binding (partner_id, user_id, member_ref, method) VALUES (?, ?, ?, ?)
     ON DUPLICATE KEY UPDATE
       bound_at = IF(state = 'REVOKED', CURRENT_TIMESTAMP(3), bound_at),
       method = IF(state = 'REVOKED', VALUES(method), method),
       state = 'ACTIVE', revoked_at = NULL`,
    [partnerId, userId, memberRef, method],
  );
}

export async function findBindingOf(
  db: Db,
  partnerId: string,
  userId: string,
): Promise<BindingRow | undefined> {
  const [row] = (await db.query(
    `SELECT ${COLUMNS} FROM partner_binding WHERE partner_id = ? AND user_id = ?`,
    [partnerId, userId],
  )) as BindingRow[];
  return row;
}

/**
 * Whether the event's binding is active and was already active when the event was recorded (an event
 * from before a revoke and a later re-bind does not count): the check every webhook delivery makes.
 */
export async function eventBindingActive(db: Db, eventRowId: string): Promise<boolean> {
  const rows = (await db.query(
    `SELECT b.id FROM partner_event e JOIN partner_binding b ON b.id = e.binding_id
      WHERE e.id = ? AND b.state = 'ACTIVE' AND b.bound_at <= e.created_at`,
    [eventRowId],
  )) as { id: number }[];
  return rows.length === 1;
}

/** A partner's active binding by the partner-scoped member id. */
export async function findActiveBindingByRef(
  db: Db,
  partnerId: string,
  memberRef: string,
): Promise<BindingRow | undefined> {
  const [row] = (await db.query(
    `SELECT ${COLUMNS} FROM partner_binding WHERE partner_id = ? AND member_ref = ? AND state = 'ACTIVE'`,
    [partnerId, memberRef],
  )) as BindingRow[];
  return row;
}

/**
 * Active bindings of a member to partners that are switched on and hold `scope` (webhook fan-out:
 * events are the member's activity, so only partners allowed to read it get them).
 */
export async function findActiveBindingsOfUser(db: Db, userId: string, scope: string): Promise<BindingRow[]> {
  return (await db.query(
    `SELECT b.id, b.partner_id, b.user_id, b.member_ref, b.method, b.state, b.bound_at, b.revoked_at
       FROM partner_binding b
       JOIN partner p ON p.id = b.partner_id AND p.active = 1 AND FIND_IN_SET(?, p.scopes) > 0
      WHERE b.user_id = ? AND b.state = 'ACTIVE' ORDER BY b.id`,
    [scope, userId],
  )) as BindingRow[];
}

export interface MemberBindingRow extends BindingRow {
  partner_name: string;
  scopes: string;
}

/** Every binding of a member with its partner's name and scopes (account settings). */
export async function findBindingsOfUser(db: Db, userId: string): Promise<MemberBindingRow[]> {
  return (await db.query(
    `SELECT b.id, b.partner_id, b.user_id, b.member_ref, b.method, b.state, b.bound_at, b.revoked_at,
            p.name AS partner_name, p.scopes
       FROM partner_binding b JOIN partner p ON p.id = b.partner_id
      WHERE b.user_id = ? ORDER BY b.state, b.bound_at DESC`,
    [userId],
  )) as MemberBindingRow[];
}

/** A partner's active bindings, newest first. */
export async function listActiveBindings(
  db: Db,
  partnerId: string,
  limit: number,
  offset: number,
): Promise<BindingRow[]> {
  return (await db.query(
    `SELECT ${COLUMNS} FROM partner_binding WHERE partner_id = ? AND state = 'ACTIVE'
      ORDER BY id DESC LIMIT ? OFFSET ?`,
    [partnerId, limit, offset],
  )) as BindingRow[];
}

/** Revokes the member's own active binding; false when there is none with that id. */
export async function revokeBindingRow(em: EntityManager, id: string, userId: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE partner_binding SET state = 'REVOKED', revoked_at = CURRENT_TIMESTAMP(3)
      WHERE id = ? AND user_id = ? AND state = 'ACTIVE'`,
    [id, userId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export interface BindRequestRow {
  id: number;
  partner_id: number;
  user_id: number | null;
  code_hash: string;
  attempts: number;
  state: "PENDING" | "BOUND" | "CLOSED";
  expired: number;
}

export async function insertBindRequest(
  em: EntityManager,
  partnerId: string,
  userId: string | null,
  codeHash: string,
  validSeconds: number,
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO partner_bind_request (partner_id, user_id, code_hash, expires_at)
     VALUES (?, ?, ?, CURRENT_TIMESTAMP(3) + INTERVAL ? SECOND)`,
    [partnerId, userId, codeHash, validSeconds],
  )) as { insertId: number };
  return String(result.insertId);
}

/** Closes the partner's earlier pending requests for the same member (only the newest code works). */
export async function closePendingRequests(em: EntityManager, partnerId: string, userId: string) {
  await em.query(
    `UPDATE partner_bind_request SET state = 'CLOSED'
      WHERE partner_id = ? AND user_id = ? AND state = 'PENDING'`,
    [partnerId, userId],
  );
}

export async function lockBindRequest(
  em: EntityManager,
  id: string,
  partnerId: string,
): Promise<BindRequestRow | undefined> {
  const [row] = (await em.query(
    `SELECT id, partner_id, user_id, code_hash, attempts, state,
            expires_at <= CURRENT_TIMESTAMP(3) AS expired
       FROM partner_bind_request WHERE id = ? AND partner_id = ? FOR UPDATE`,
    [id, partnerId],
  )) as BindRequestRow[];
  return row;
}

/** Counts a wrong code; the request closes when it reaches `maxAttempts`. */
export async function countWrongCode(em: EntityManager, id: string, maxAttempts: number): Promise<void> {
  await em.query(
    `UPDATE partner_bind_request SET attempts = attempts + 1,
            state = IF(attempts >= ?, 'CLOSED', state)
      WHERE id = ? AND state = 'PENDING'`,
    [maxAttempts, id],
  );
}

export async function setBindRequestState(
  em: EntityManager,
  id: string,
  state: "BOUND" | "CLOSED",
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE partner_bind_request SET state = ? WHERE id = ? AND state = 'PENDING'`,
    [state, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}
