import type { KycImageKind } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * kyc_file: one row per uploaded ID photo (the file itself lives on disk, sealed under a data key
 * that the row holds wrapped by the key-encryption key). Key changes are conditional updates.
 */

type Db = Pick<EntityManager, "query">;

export interface KycFileRow {
  id: string;
  key: string;
  userId: string;
  kind: KycImageKind;
  mime: string;
  /** Null for a file stored before encryption at rest (still plaintext until read or swept). */
  keyId: string | null;
  wrappedKey: string | null;
}

const KYC_FILE_COLUMNS = `id, file_key AS \`key\`, user_id AS userId, kind, mime, key_id AS keyId,
  wrapped_key AS wrappedKey`;

const toKycFileRow = (row: KycFileRow): KycFileRow => ({
  ...row,
  id: String(row.id),
  userId: String(row.userId),
});

/** Stores an uploaded file's row. */
export async function insertKycFile(
  db: Db,
  file: {
    userId: string;
    key: string;
    kind: KycImageKind;
    mime: string;
    bytes: number;
    keyId: string;
    wrappedKey: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO kyc_file (user_id, file_key, kind, mime, bytes, key_id, wrapped_key)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [file.userId, file.key, file.kind, file.mime, file.bytes, file.keyId, file.wrappedKey],
  );
}

/** A file's row by its key. */
export async function findKycFileByKey(db: Db, key: string): Promise<KycFileRow | null> {
  const [row] = (await db.query(`SELECT ${KYC_FILE_COLUMNS} FROM kyc_file WHERE file_key = ?`, [
    key,
  ])) as KycFileRow[];
  return row ? toKycFileRow(row) : null;
}

/** A file's row by id (as stored: ids not normalised). */
export async function findKycFileById(db: Db, id: string): Promise<KycFileRow | undefined> {
  const [fresh] = (await db.query(`SELECT ${KYC_FILE_COLUMNS} FROM kyc_file WHERE id = ?`, [
    id,
  ])) as KycFileRow[];
  return fresh;
}

/** Gives a file without a key its wrapped data key; returns the number of rows changed. */
export async function claimKycFileKey(
  db: Db,
  id: string,
  keyId: string,
  wrappedKey: string,
): Promise<number> {
  const result = (await db.query(
    `UPDATE kyc_file SET key_id = ?, wrapped_key = ? WHERE id = ? AND key_id IS NULL`,
    [keyId, wrappedKey, id],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Replaces the wrap read earlier by a new one; returns the number of rows changed. */
export async function rewrapKycFileKey(
  db: Db,
  id: string,
  from: { keyId: string; wrappedKey: string },
  to: { keyId: string; wrappedKey: string },
): Promise<number> {
  const result = (await db.query(
    `UPDATE kyc_file SET key_id = ?, wrapped_key = ? WHERE id = ? AND key_id = ? AND wrapped_key = ?`,
    [to.keyId, to.wrappedKey, id, from.keyId, from.wrappedKey],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Files stored in plaintext or under another key than `currentKeyId`, a batch in id order. */
export async function findKycFilesNotUnder(
  db: Db,
  currentKeyId: string,
  limit: number,
): Promise<KycFileRow[]> {
  return (
    (await db.query(
      `SELECT ${KYC_FILE_COLUMNS} FROM kyc_file WHERE key_id IS NULL OR key_id <> ? ORDER BY id LIMIT ?`,
      [currentKeyId, limit],
    )) as KycFileRow[]
  ).map(toKycFileRow);
}

/** The kinds of the member's files among `keys`. */
export async function findKindsOfUserFiles(
  db: Db,
  userId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const files = (await db.query(
    `SELECT file_key AS fileKey, kind FROM kyc_file WHERE user_id = ? AND file_key IN (?, ?, ?, ?)`,
    [userId, ...keys],
  )) as { fileKey: string; kind: string }[];
  return new Map(files.map((f) => [f.fileKey, f.kind]));
}

/** The keys of the member's files. */
export async function findKycFileKeysOfUser(db: Db, userId: string): Promise<string[]> {
  const files = (await db.query(`SELECT file_key AS \`key\` FROM kyc_file WHERE user_id = ?`, [userId])) as {
    key: string;
  }[];
  return files.map((f) => f.key);
}

/** Removes the member's file rows. */
export async function deleteKycFilesOfUser(em: Db, userId: string): Promise<void> {
  await em.query(`DELETE FROM kyc_file WHERE user_id = ?`, [userId]);
}
