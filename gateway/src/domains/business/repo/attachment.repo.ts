import type { EntityManager } from "typeorm";

/*
 * issuer_application_file: an attachment uploaded from the business form. It belongs to its uploader
 * and to no application until a submission claims it (a conditional update, so one file is never
 * attached twice). The bytes live sealed in UPLOAD_DIR/business, never served statically.
 */

type Db = Pick<EntityManager, "query">;

export interface AttachmentRow {
  id: string;
  key: string;
  userId: string;
  applicationId: string | null;
  mime: string;
  bytes: number;
  originalName: string;
  keyId: string;
}

const COLUMNS = `id, file_key AS \`key\`, user_id AS userId, application_id AS applicationId, mime, bytes,
  original_name AS originalName, key_id AS keyId`;

const toRow = (r: AttachmentRow): AttachmentRow => ({
  ...r,
  id: String(r.id),
  userId: String(r.userId),
  applicationId: r.applicationId === null ? null : String(r.applicationId),
  bytes: Number(r.bytes),
});

export async function insertAttachment(
  db: Db,
  file: { key: string; userId: string; mime: string; bytes: number; originalName: string; keyId: string },
): Promise<void> {
  await db.query(
    `INSERT INTO issuer_application_file (file_key, user_id, mime, bytes, original_name, key_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [file.key, file.userId, file.mime, file.bytes, file.originalName, file.keyId],
  );
}

export async function findAttachmentByKey(db: Db, key: string): Promise<AttachmentRow | null> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM issuer_application_file WHERE file_key = ?`, [
    key,
  ])) as AttachmentRow[];
  return row ? toRow(row) : null;
}

/** The attachments of some applications, in upload order. */
export async function findAttachmentsOf(db: Db, applicationIds: readonly string[]): Promise<AttachmentRow[]> {
  if (applicationIds.length === 0) return [];
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM issuer_application_file WHERE application_id IN (?) ORDER BY id`,
    [applicationIds],
  )) as AttachmentRow[];
  return rows.map(toRow);
}

/**
 * Attaches the member's unclaimed uploads to an application; returns how many rows changed (the
 * caller compares with the number of keys: fewer = a key was unknown, someone else's or taken).
 */
export async function claimAttachments(
  db: Db,
  applicationId: string,
  userId: string,
  keys: readonly string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const result = (await db.query(
    `UPDATE issuer_application_file SET application_id = ?
      WHERE file_key IN (?) AND user_id = ? AND application_id IS NULL`,
    [applicationId, keys, userId],
  )) as { affectedRows: number };
  return result.affectedRows;
}
