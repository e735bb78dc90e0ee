import type { EntityManager } from "typeorm";

/** showroom_template: the room types staff manage (columns × slot_count; slot_count = NFT max limit). */

type Db = Pick<EntityManager, "query">;

export interface TemplateRow {
  id: string;
  name: string;
  columns: number;
  slotCount: number;
  retiredAt: Date | null;
}

interface RawTemplate {
  id: number | string;
  name: string;
  columns_count: number;
  slot_count: number;
  retired_at: Date | null;
}

const COLUMNS = `id, name, columns_count, slot_count, retired_at`;

const toRow = (r: RawTemplate): TemplateRow => ({
  id: String(r.id),
  name: r.name,
  columns: Number(r.columns_count),
  slotCount: Number(r.slot_count),
  retiredAt: r.retired_at,
});

/** Every template (staff) or only the ones members may choose, oldest first. */
export async function findTemplates(db: Db, includeRetired: boolean): Promise<TemplateRow[]> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM showroom_template WHERE (? = 1 OR retired_at IS NULL) ORDER BY id`,
    [includeRetired ? 1 : 0],
  )) as RawTemplate[];
  return rows.map(toRow);
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRow | null> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM showroom_template WHERE id = ?`, [
    id,
  ])) as RawTemplate[];
  return row ? toRow(row) : null;
}

export async function insertTemplate(
  db: Db,
  t: { name: string; columns: number; slotCount: number },
): Promise<string> {
  const result = (await db.query(
    `INSERT INTO showroom_template (name, columns_count, slot_count) VALUES (?, ?, ?)`,
    [t.name, t.columns, t.slotCount],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/**
 * Renames a template or changes its layout. Rooms copied columns and slot count when they were created,
 * so an edit shapes new rooms only (a room's type and NFT max limit never change).
 */
export async function updateTemplate(
  db: Db,
  id: string,
  t: { name: string; columns: number; slotCount: number },
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE showroom_template SET name = ?, columns_count = ?, slot_count = ? WHERE id = ?`,
    [t.name, t.columns, t.slotCount, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Retires (or brings back) a template: retired ones are not offered for new rooms. */
export async function setTemplateRetired(db: Db, id: string, retired: boolean): Promise<boolean> {
  const result = (await db.query(
    `UPDATE showroom_template SET retired_at = IF(?, COALESCE(retired_at, UTC_TIMESTAMP(3)), NULL) WHERE id = ?`,
    [retired ? 1 : 0, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** The id of the template with this exact name (the demo seed's idempotency check). */
export async function findTemplateIdByName(db: Db, name: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT id FROM showroom_template WHERE name = ?`, [name])) as {
    id: number | string;
  }[];
  return row ? String(row.id) : null;
}
