import type { ContentRevisionAction } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/* content_revision: one row per revision of an item — who, what kind of change, which fields, a snapshot. */

type Db = Pick<EntityManager, "query">;

export interface RevisionRow {
  revision: number;
  action: ContentRevisionAction;
  changedFields: string[];
  editorId: string | null;
  createdAt: Date;
}

export async function insertRevision(
  db: Db,
  r: {
    itemId: string;
    revision: number;
    action: ContentRevisionAction;
    changedFields: string[];
    editorId: string | null;
    snapshot: unknown;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO content_revision (item_id, revision, action, changed_fields_json, editor_id, snapshot_json)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [r.itemId, r.revision, r.action, JSON.stringify(r.changedFields), r.editorId, JSON.stringify(r.snapshot)],
  );
}

/** An item's revisions, newest first, and their total. */
export async function listRevisions(
  db: Db,
  itemId: string,
  offset: number,
  limit: number,
): Promise<{ items: RevisionRow[]; total: number }> {
  const rows = (await db.query(
    `SELECT revision, action, changed_fields_json, editor_id, created_at FROM content_revision
     WHERE item_id = ? ORDER BY revision DESC LIMIT ? OFFSET ?`,
    [itemId, limit, offset],
  )) as {
    revision: number;
    action: ContentRevisionAction;
    changed_fields_json: string;
    editor_id: string | number | null;
    created_at: Date;
  }[];
  const count = (await db.query(`SELECT COUNT(*) AS n FROM content_revision WHERE item_id = ?`, [
    itemId,
  ])) as { n: number | string }[];
  return {
    items: rows.map((r) => ({
      revision: Number(r.revision),
      action: r.action,
      changedFields: JSON.parse(r.changed_fields_json) as string[],
      editorId: r.editor_id === null ? null : String(r.editor_id),
      createdAt: r.created_at,
    })),
    total: Number(count[0]?.n ?? 0),
  };
}
