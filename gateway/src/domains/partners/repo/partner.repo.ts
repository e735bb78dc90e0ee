import type { EntityManager } from "typeorm";

/** SQL of the partner table (the only code naming it). */

export interface PartnerRow {
  id: number;
  name: string;
  scopes: string;
  callback_url: string;
  /** Sealed (webhook-secret-box.ts); `whsec_…` in clear only on rows from before sealing. */
  webhook_secret: string;
  key_hash: string;
  key_prefix: string;
  previous_key_hash: string | null;
  previous_key_until: Date | null;
  publisher_id: number | null;
  active: number;
  version: number;
  created_at: Date;
}

type Db = Pick<EntityManager, "query">;

const COLUMNS = `id, name, scopes, callback_url, webhook_secret, key_hash, key_prefix, previous_key_hash,
  previous_key_until, publisher_id, active, version, created_at`;

/** The active partner whose current key, or previous key still inside its overlap, hashes to `hash`. */
export async function findPartnerByKeyHash(db: Db, hash: string): Promise<PartnerRow | undefined> {
  const [row] = (await db.query(
    `SELECT ${COLUMNS} FROM partner
      WHERE active = 1 AND (key_hash = ? OR (previous_key_hash = ? AND previous_key_until > CURRENT_TIMESTAMP(3)))
      LIMIT 1`,
    [hash, hash],
  )) as PartnerRow[];
  return row;
}

export async function findPartner(db: Db, id: string): Promise<PartnerRow | undefined> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM partner WHERE id = ?`, [id])) as PartnerRow[];
  return row;
}

export async function listPartners(db: Db): Promise<PartnerRow[]> {
  return (await db.query(`SELECT ${COLUMNS} FROM partner ORDER BY id`)) as PartnerRow[];
}

export interface NewPartner {
  name: string;
  scopes: string;
  callbackUrl: string;
  /** The sealed secret. */
  webhookSecret: string;
  keyHash: string;
  keyPrefix: string;
  publisherId: string | null;
}

export async function insertPartner(em: EntityManager, p: NewPartner): Promise<string> {
  const result = (await em.query(
    `INSERT INTO partner (name, scopes, callback_url, webhook_secret, key_hash, key_prefix, publisher_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [p.name, p.scopes, p.callbackUrl, p.webhookSecret, p.keyHash, p.keyPrefix, p.publisherId],
  )) as { insertId: number };
  return String(result.insertId);
}

/** Conditional on the version the editor read: false when someone else changed it first. */
export async function updatePartnerSettings(
  em: EntityManager,
  id: string,
  version: number,
  s: { name: string; scopes: string; callbackUrl: string; publisherId: string | null; active: boolean },
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE partner SET name = ?, scopes = ?, callback_url = ?, publisher_id = ?, active = ?,
            version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
      WHERE id = ? AND version = ?`,
    [s.name, s.scopes, s.callbackUrl, s.publisherId, s.active ? 1 : 0, id, version],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/**
 * A new key: the current hash becomes the previous one, valid for `overlapSeconds` more (0: it stops
 * at once). Conditional on the version.
 */
export async function rotatePartnerKeyRow(
  em: EntityManager,
  id: string,
  version: number,
  keyHash: string,
  keyPrefix: string,
  overlapSeconds: number,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE partner SET previous_key_hash = IF(? > 0, key_hash, NULL),
            previous_key_until = IF(? > 0, CURRENT_TIMESTAMP(3) + INTERVAL ? SECOND, NULL),
            key_hash = ?, key_prefix = ?, version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
      WHERE id = ? AND version = ?`,
    [overlapSeconds, overlapSeconds, overlapSeconds, keyHash, keyPrefix, id, version],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** A new (sealed) webhook secret, conditional on the version. */
export async function replaceWebhookSecret(
  em: EntityManager,
  id: string,
  version: number,
  secret: string,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE partner SET webhook_secret = ?, version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
      WHERE id = ? AND version = ?`,
    [secret, id, version],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Rows whose secret is not sealed under the current key (`prefix`): in clear, or under an older key. */
export async function findSecretsNotSealedUnder(
  db: Db,
  prefix: string,
  limit: number,
): Promise<{ id: number; webhook_secret: string }[]> {
  return (await db.query(
    `SELECT id, webhook_secret FROM partner WHERE LEFT(webhook_secret, ?) <> ? ORDER BY id LIMIT ?`,
    [prefix.length, prefix, limit],
  )) as { id: number; webhook_secret: string }[];
}

/**
 * The same secret sealed again (sealing a clear row, or under the current key), conditional on the
 * value read, so a staff rotation in between wins. Not a staff edit: the version stays.
 */
export async function resealWebhookSecretRow(
  db: Db,
  id: number,
  read: string,
  sealed: string,
): Promise<number> {
  const result = (await db.query(
    `UPDATE partner SET webhook_secret = ? WHERE id = ? AND webhook_secret = ?`,
    [sealed, id, read],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** Demo seed: a partner's id by its name. */
export async function findPartnerIdByName(db: Db, name: string): Promise<string | null> {
  const [row] = (await db.query(`SELECT id FROM partner WHERE name = ? LIMIT 1`, [name])) as { id: number }[];
  return row ? String(row.id) : null;
}

/** The staff audit log's view of a partner: what a change can change, never the key or the secret. */
export async function partnerAuditState(db: Db, id: string): Promise<Record<string, unknown> | null> {
  const [row] = (await db.query(
    `SELECT id, name, scopes, callback_url, key_prefix, previous_key_until, publisher_id, active, version
       FROM partner WHERE id = ?`,
    [id],
  )) as Record<string, unknown>[];
  return row ?? null;
}
