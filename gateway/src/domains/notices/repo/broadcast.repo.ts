import type { EntityManager } from "typeorm";

/* notice_broadcast: a staff announcement; last_user_id is how far the fan-out has come (batches in id
 * order), done_at when every member of the segment has their notice. */

type Db = Pick<EntityManager, "query">;

export type BroadcastTexts = Record<string, { title: string; body: string }>;

export interface BroadcastRow {
  id: string;
  segment: "ALL" | "KYC_APPROVED" | "LOCALE";
  locale: string | null;
  texts: BroadcastTexts;
  path: string | null;
  createdBy: string;
  createdAt: Date;
  lastUserId: string;
  recipients: number;
  doneAt: Date | null;
}

interface RawRow {
  id: string | number;
  segment: BroadcastRow["segment"];
  locale: string | null;
  texts: string | BroadcastTexts;
  path: string | null;
  created_by: string | number;
  created_at: Date;
  last_user_id: string | number;
  recipients: number | string;
  done_at: Date | null;
}

const COLUMNS = "id, segment, locale, texts, path, created_by, created_at, last_user_id, recipients, done_at";

function toRow(r: RawRow): BroadcastRow {
  return {
    id: String(r.id),
    segment: r.segment,
    locale: r.locale,
    texts: typeof r.texts === "string" ? (JSON.parse(r.texts) as BroadcastTexts) : r.texts,
    path: r.path,
    createdBy: String(r.created_by),
    createdAt: r.created_at,
    lastUserId: String(r.last_user_id),
    recipients: Number(r.recipients),
    doneAt: r.done_at,
  };
}

export async function insertBroadcast(
  em: Db,
  b: {
    segment: string;
    locale: string | null;
    texts: BroadcastTexts;
    path: string | null;
    createdBy: string;
  },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO notice_broadcast (segment, locale, texts, path, created_by) VALUES (?, ?, ?, ?, ?)`,
    [b.segment, b.locale, JSON.stringify(b.texts), b.path, b.createdBy],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export async function findBroadcast(db: Db, id: string, forUpdate = false): Promise<BroadcastRow | null> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM notice_broadcast WHERE id = ?${forUpdate ? " FOR UPDATE" : ""}`,
    [id],
  )) as RawRow[];
  return rows[0] ? toRow(rows[0]) : null;
}

/** Broadcasts by id, for rendering announcement notices. */
export async function findBroadcastsByIds(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, BroadcastRow>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.query(`SELECT ${COLUMNS} FROM notice_broadcast WHERE id IN (?)`, [ids])) as RawRow[];
  return new Map(rows.map((r) => [String(r.id), toRow(r)]));
}

export async function findBroadcastPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ rows: BroadcastRow[]; total: number }> {
  const rows = (await db.query(`SELECT ${COLUMNS} FROM notice_broadcast ORDER BY id DESC LIMIT ? OFFSET ?`, [
    limit,
    offset,
  ])) as RawRow[];
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM notice_broadcast`)) as { n: string | number }[];
  return { rows: rows.map(toRow), total: Number(count?.n ?? 0) };
}

/**
 * One batch of announcement notices (INSERT IGNORE: a batch run twice adds nothing), then the
 * broadcast's progress moved on — conditional on the position it started from, so two runs of the
 * same batch cannot both count it.
 */
export async function insertAnnouncementBatch(
  em: Db,
  broadcast: BroadcastRow,
  userIds: readonly string[],
  done: boolean,
): Promise<boolean> {
  if (userIds.length > 0) {
    const values = userIds.map(() => "(?, 'ANNOUNCEMENT', ?, '{}', 'broadcast', ?, ?)").join(", ");
    await em.query(
      `INSERT IGNORE INTO notice (user_id, kind, dedupe_key, params, link_type, link_id, broadcast_id) VALUES ${values}`,
      userIds.flatMap((u) => [u, broadcast.id, broadcast.id, broadcast.id]),
    );
  }
  const last = userIds.length > 0 ? userIds[userIds.length - 1]! : broadcast.lastUserId;
  const moved = (await em.query(
    `UPDATE notice_broadcast SET last_user_id = ?, recipients = recipients + ?,
       done_at = IF(?, CURRENT_TIMESTAMP(3), NULL)
     WHERE id = ? AND last_user_id = ? AND done_at IS NULL`,
    [last, userIds.length, done, broadcast.id, broadcast.lastUserId],
  )) as { affectedRows: number };
  return moved.affectedRows === 1;
}
