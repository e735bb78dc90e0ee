import type { ShowroomStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/**
 * showroom: one member's room. `name` and `template_id` are written once by INSERT and never by any
 * UPDATE here (spec §4: fixed after creation). Every state change is a conditional update.
 */

type Db = Pick<EntityManager, "query">;

interface Affected {
  affectedRows: number;
}

export interface ShowroomRow {
  id: string;
  userId: string;
  name: string;
  templateId: string;
  slotCount: number;
  columns: number;
  description: string;
  coverKey: string | null;
  status: ShowroomStatus;
  establishedAt: Date | null;
  publishedAt: Date | null;
  takenDownAt: Date | null;
  takenDownReason: string | null;
  likeCount: number;
  createdAt: Date;
}

interface Raw {
  id: number | string;
  user_id: number | string;
  name: string;
  template_id: number | string;
  slot_count: number;
  columns_count: number;
  description: string;
  cover_key: string | null;
  status: ShowroomStatus;
  established_at: Date | null;
  published_at: Date | null;
  taken_down_at: Date | null;
  taken_down_reason: string | null;
  like_count: number;
  created_at: Date;
}

const COLUMNS = `id, user_id, name, template_id, slot_count, columns_count, description, cover_key, status,
  established_at, published_at, taken_down_at, taken_down_reason, like_count, created_at`;

const toRow = (r: Raw): ShowroomRow => ({
  id: String(r.id),
  userId: String(r.user_id),
  name: r.name,
  templateId: String(r.template_id),
  slotCount: Number(r.slot_count),
  columns: Number(r.columns_count),
  description: r.description,
  coverKey: r.cover_key,
  status: r.status,
  establishedAt: r.established_at,
  publishedAt: r.published_at,
  takenDownAt: r.taken_down_at,
  takenDownReason: r.taken_down_reason,
  likeCount: Number(r.like_count),
  createdAt: r.created_at,
});

/** A new room (DRAFT = not established). ER_DUP_ENTRY on uq_showroom_name when the name is taken. */
export async function insertShowroom(
  db: Db,
  r: { userId: string; name: string; templateId: string; slotCount: number; columns: number },
): Promise<string> {
  const result = (await db.query(
    `INSERT INTO showroom (user_id, name, template_id, slot_count, columns_count) VALUES (?, ?, ?, ?, ?)`,
    [r.userId, r.name, r.templateId, r.slotCount, r.columns],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export async function findShowroom(db: Db, id: string, lock = false): Promise<ShowroomRow | null> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM showroom WHERE id = ?${lock ? " FOR UPDATE" : ""}`, [
    id,
  ])) as Raw[];
  return row ? toRow(row) : null;
}

export async function findShowroomsOfOwner(db: Db, userId: string): Promise<ShowroomRow[]> {
  const rows = (await db.query(`SELECT ${COLUMNS} FROM showroom WHERE user_id = ? ORDER BY id`, [
    userId,
  ])) as Raw[];
  return rows.map(toRow);
}

/** The owner's rooms locked (the per-member room limit is counted under this lock). */
export async function lockOwnerRoomCount(db: Db, userId: string): Promise<number> {
  const rows = (await db.query(`SELECT id FROM showroom WHERE user_id = ? FOR UPDATE`, [
    userId,
  ])) as unknown[];
  return rows.length;
}

/**
 * Description, cover and visibility. Establishes a DRAFT room (established_at set once); keeps
 * published_at from the first publication. Never leaves TAKEN_DOWN for PUBLISHED (the WHERE refuses).
 */
export async function updateShowroomDetails(
  db: Db,
  id: string,
  userId: string,
  d: { description: string; coverKey: string; status: "PUBLISHED" | "PRIVATE" },
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE showroom
        SET description = ?, cover_key = ?, status = ?,
            established_at = COALESCE(established_at, UTC_TIMESTAMP(3)),
            published_at = IF(? = 'PUBLISHED', COALESCE(published_at, UTC_TIMESTAMP(3)), published_at)
      WHERE id = ? AND user_id = ? AND NOT (status = 'TAKEN_DOWN' AND ? = 'PUBLISHED')`,
    [d.description, d.coverKey, d.status, d.status, id, userId, d.status],
  )) as Affected;
  return result.affectedRows === 1;
}

/** Permanent deletion of an established room by its owner (slots and likes go with it, ON DELETE CASCADE). */
export async function deleteEstablishedShowroom(db: Db, id: string, userId: string): Promise<boolean> {
  const result = (await db.query(
    `DELETE FROM showroom WHERE id = ? AND user_id = ? AND established_at IS NOT NULL`,
    [id, userId],
  )) as Affected;
  return result.affectedRows === 1;
}

/** Staff take a published room down with a reason; only from PUBLISHED, so it happens once. */
export async function takeShowroomDown(
  db: Db,
  id: string,
  staffId: string,
  reason: string,
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE showroom SET status = 'TAKEN_DOWN', taken_down_at = UTC_TIMESTAMP(3), taken_down_reason = ?,
            taken_down_by = ?
      WHERE id = ? AND status = 'PUBLISHED'`,
    [reason, staffId, id],
  )) as Affected;
  return result.affectedRows === 1;
}

/** One page of published rooms, newest or most liked first, with the total. */
export async function findPublishedShowrooms(
  db: Db,
  order: "NEWEST" | "MOST_LIKED",
  limit: number,
  offset: number,
): Promise<{ rows: ShowroomRow[]; total: number }> {
  const orderBy =
    order === "MOST_LIKED" ? "like_count DESC, published_at DESC, id DESC" : "published_at DESC, id DESC";
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM showroom WHERE status = 'PUBLISHED' ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    [limit, offset],
  )) as Raw[];
  const [{ n }] = (await db.query(`SELECT COUNT(*) AS n FROM showroom WHERE status = 'PUBLISHED'`)) as [
    { n: string },
  ];
  return { rows: rows.map(toRow), total: Number(n) };
}

/** The id of the room with this name (the demo seed's idempotency check). */
export async function findShowroomIdByName(db: Db, name: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT id FROM showroom WHERE name = ?`, [name])) as {
    id: number | string;
  }[];
  return row ? String(row.id) : null;
}
