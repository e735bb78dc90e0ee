import type { EntityManager } from "typeorm";

/* notice: one row per member, kind and event (UNIQUE user_id, kind, dedupe_key). Texts are not stored:
 * params (ids and amounts) are rendered in the reader's language when read. */

type Db = Pick<EntityManager, "query">;

export interface NoticeRow {
  id: string;
  userId: string;
  kind: string;
  params: Record<string, string>;
  linkType: string | null;
  linkId: string | null;
  broadcastId: string | null;
  createdAt: Date;
  readAt: Date | null;
}

interface RawRow {
  id: string | number;
  user_id: string | number;
  kind: string;
  params: string | Record<string, string>;
  link_type: string | null;
  link_id: string | null;
  broadcast_id: string | number | null;
  created_at: Date;
  read_at: Date | null;
}

const COLUMNS = "id, user_id, kind, params, link_type, link_id, broadcast_id, created_at, read_at";

function toRow(r: RawRow): NoticeRow {
  return {
    id: String(r.id),
    userId: String(r.user_id),
    kind: r.kind,
    params: typeof r.params === "string" ? (JSON.parse(r.params) as Record<string, string>) : r.params,
    linkType: r.link_type,
    linkId: r.link_id,
    broadcastId: r.broadcast_id === null ? null : String(r.broadcast_id),
    createdAt: r.created_at,
    readAt: r.read_at,
  };
}

export interface NewNotice {
  userId: string;
  kind: string;
  key: string;
  params: Record<string, string>;
  linkType: string | null;
  linkId: string | null;
  emailPending: boolean;
}

/** INSERT IGNORE on (user, kind, key): the new row's id, or null when the event was already recorded. */
export async function insertNoticeOnce(em: Db, n: NewNotice): Promise<string | null> {
  const result = (await em.query(
    `INSERT IGNORE INTO notice (user_id, kind, dedupe_key, params, link_type, link_id, email_state)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      n.userId,
      n.kind,
      n.key,
      JSON.stringify(n.params),
      n.linkType,
      n.linkId,
      n.emailPending ? "pending" : "none",
    ],
  )) as { affectedRows: number; insertId: number | string };
  return result.affectedRows === 1 ? String(result.insertId) : null;
}

export async function findNotice(db: Db, userId: string, id: string): Promise<NoticeRow | null> {
  const rows = (await db.query(`SELECT ${COLUMNS} FROM notice WHERE id = ? AND user_id = ?`, [
    id,
    userId,
  ])) as RawRow[];
  return rows[0] ? toRow(rows[0]) : null;
}

/** A member's notices, newest first, one window; `unreadOnly` keeps those not read yet. */
export async function findNoticesPage(
  db: Db,
  userId: string,
  unreadOnly: boolean,
  offset: number,
  limit: number,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = `user_id = ?${unreadOnly ? " AND read_at IS NULL" : ""}`;
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM notice WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    [userId, limit, offset],
  )) as RawRow[];
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM notice WHERE ${where}`, [userId])) as {
    n: string | number;
  }[];
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0) };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = (await db.query(`SELECT COUNT(*) AS n FROM notice WHERE user_id = ? AND read_at IS NULL`, [
    userId,
  ])) as { n: string | number }[];
  return Number(row?.n ?? 0);
}

/** Unread → read for the member's own notice; false when it was read already or is not theirs. */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE notice SET read_at = CURRENT_TIMESTAMP(3) WHERE id = ? AND user_id = ? AND read_at IS NULL`,
    [id, userId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Every unread notice of the member read; how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const result = (await db.query(
    `UPDATE notice SET read_at = CURRENT_TIMESTAMP(3) WHERE user_id = ? AND read_at IS NULL`,
    [userId],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** The member's notices waiting for a digest mail, locked so a second digest run waits and then finds none. */
export async function lockPendingEmail(em: Db, userId: string): Promise<NoticeRow[]> {
  const rows = (await em.query(
    `SELECT ${COLUMNS} FROM notice WHERE user_id = ? AND email_state = 'pending' ORDER BY id LIMIT 100 FOR UPDATE`,
    [userId],
  )) as RawRow[];
  return rows.map(toRow);
}

/** pending → sent for the notices one digest mail carries. */
export async function markEmailed(em: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = (await em.query(
    `UPDATE notice SET email_state = 'sent' WHERE id IN (?) AND email_state = 'pending'`,
    [ids],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Pending mails of one kind dropped when the member turns that kind's e-mail off. */
export async function cancelPendingEmail(em: Db, userId: string, kind: string): Promise<void> {
  await em.query(
    `UPDATE notice SET email_state = 'none' WHERE user_id = ? AND kind = ? AND email_state = 'pending'`,
    [userId, kind],
  );
}

/** The member's notice for one event (an announcement: kind ANNOUNCEMENT, key the broadcast id). */
export async function findNoticeByKey(
  db: Db,
  userId: string,
  kind: string,
  key: string,
): Promise<NoticeRow | null> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM notice WHERE user_id = ? AND kind = ? AND dedupe_key = ?`,
    [userId, kind, key],
  )) as RawRow[];
  return rows[0] ? toRow(rows[0]) : null;
}
