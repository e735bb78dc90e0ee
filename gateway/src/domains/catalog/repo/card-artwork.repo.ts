import type { EntityManager } from "typeorm";

/* card_artwork: the artwork staff uploaded for a card (one per card, replaced in place). */

type Db = Pick<EntityManager, "query">;

export interface StoredArtwork {
  cardId: string;
  version: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

/** Writes (or replaces) a card's artwork. */
export async function upsertCardArtwork(
  db: Db,
  a: StoredArtwork & { bytes: Buffer; uploadedBy: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO card_artwork (card_id, version, content_type, width, height, byte_size, bytes, uploaded_by, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, UTC_TIMESTAMP(3))
     ON DUPLICATE KEY UPDATE version = VALUES(version), content_type = VALUES(content_type), width = VALUES(width),
       height = VALUES(height), byte_size = VALUES(byte_size), bytes = VALUES(bytes),
       uploaded_by = VALUES(uploaded_by), updated_at = VALUES(updated_at)`,
    [a.cardId, a.version, a.contentType, a.width, a.height, a.byteSize, a.bytes, a.uploadedBy],
  );
}

/** The current artwork's version of a card, or null when it has none (the generated picture is shown). */
export async function findCardArtworkVersion(db: Db, cardId: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT version FROM card_artwork WHERE card_id = ?`, [cardId])) as {
    version: string;
  }[];
  return row?.version ?? null;
}

/** The stored artwork bytes of a card at one version; null when the card has no artwork at that version. */
export async function findCardArtworkBytes(
  db: Db,
  cardId: string,
  version: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = (await db.query(
    `SELECT content_type, bytes FROM card_artwork WHERE card_id = ? AND version = ?`,
    [cardId, version],
  )) as { content_type: string; bytes: Buffer }[];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}

/** The artwork facts of a card (no bytes), or null. */
export async function findCardArtwork(db: Db, cardId: string): Promise<StoredArtwork | null> {
  const [row] = (await db.query(
    `SELECT card_id, version, content_type, width, height, byte_size FROM card_artwork WHERE card_id = ?`,
    [cardId],
  )) as {
    card_id: number;
    version: string;
    content_type: string;
    width: number;
    height: number;
    byte_size: number;
  }[];
  return row
    ? {
        cardId: String(row.card_id),
        version: row.version,
        contentType: row.content_type,
        width: Number(row.width),
        height: Number(row.height),
        byteSize: Number(row.byte_size),
      }
    : null;
}
