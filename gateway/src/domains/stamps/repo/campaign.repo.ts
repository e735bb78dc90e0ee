import type { EntityManager } from "typeorm";

/** SQL of stamp_campaign and stamp (the only code naming them). */

export interface CampaignRow {
  id: number;
  texts: string;
  starts_at: Date;
  ends_at: Date;
  winners_count: number;
  seed: string;
  seed_hash: string;
  seed_revealed_at: Date | null;
  drawn_at: Date | null;
  completer_count: number | null;
  version: number;
}

export interface StampRow {
  id: number;
  campaign_id: number;
  position: number;
  action: "VENUE_QR" | "PURCHASE" | "QUIZ" | "REDEEM";
  ref_id: number | null;
  texts: string;
  qr_key: string;
  retired: number;
}

type Db = Pick<EntityManager, "query">;
const CAMPAIGN_COLUMNS = `id, texts, starts_at, ends_at, winners_count, seed, seed_hash, seed_revealed_at,
  drawn_at, completer_count, version`;
const STAMP_COLUMNS = `id, campaign_id, position, action, ref_id, texts, qr_key, retired`;

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | undefined> {
  const [row] = (await db.query(`SELECT ${CAMPAIGN_COLUMNS} FROM stamp_campaign WHERE id = ?`, [
    id,
  ])) as CampaignRow[];
  return row;
}

export async function lockCampaign(em: EntityManager, id: string): Promise<CampaignRow | undefined> {
  const [row] = (await em.query(`SELECT ${CAMPAIGN_COLUMNS} FROM stamp_campaign WHERE id = ? FOR UPDATE`, [
    id,
  ])) as CampaignRow[];
  return row;
}

/** Campaigns newest first: all of them (staff), or those started by `now` (members). */
export async function listCampaigns(db: Db, startedBy: Date | null, limit = 100): Promise<CampaignRow[]> {
  return (await db.query(
    `SELECT ${CAMPAIGN_COLUMNS} FROM stamp_campaign ${startedBy ? "WHERE starts_at <= ?" : ""}
     ORDER BY ends_at DESC, id DESC LIMIT ${Number(limit)}`,
    startedBy ? [startedBy] : [],
  )) as CampaignRow[];
}

export async function insertCampaign(
  em: EntityManager,
  c: { texts: string; startsAt: Date; endsAt: Date; winnersCount: number; seed: string; seedHash: string },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO stamp_campaign (texts, starts_at, ends_at, winners_count, seed, seed_hash)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [c.texts, c.startsAt, c.endsAt, c.winnersCount, c.seed, c.seedHash],
  )) as { insertId: number };
  return String(result.insertId);
}

/** Conditional on the version the editor read and on no draw yet: false when either moved. */
export async function updateCampaign(
  em: EntityManager,
  id: string,
  version: number,
  c: { texts: string; startsAt: Date; endsAt: Date; winnersCount: number },
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE stamp_campaign SET texts = ?, starts_at = ?, ends_at = ?, winners_count = ?,
       version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND version = ? AND drawn_at IS NULL`,
    [c.texts, c.startsAt, c.endsAt, c.winnersCount, id, version],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** The draw's state change, once: false when the campaign was drawn already. */
export async function markCampaignDrawn(
  em: EntityManager,
  id: string,
  completers: number,
  at: Date,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE stamp_campaign SET drawn_at = ?, seed_revealed_at = ?, completer_count = ?,
       version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND drawn_at IS NULL`,
    [at, at, completers, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export async function findStamps(
  db: Db,
  campaignIds: readonly string[],
  withRetired = false,
): Promise<StampRow[]> {
  if (campaignIds.length === 0) return [];
  return (await db.query(
    `SELECT ${STAMP_COLUMNS} FROM stamp WHERE campaign_id IN (?) ${withRetired ? "" : "AND retired = 0"}
     ORDER BY campaign_id, position, id`,
    [campaignIds],
  )) as StampRow[];
}

export async function findStamp(db: Db, id: string): Promise<StampRow | undefined> {
  const [row] = (await db.query(`SELECT ${STAMP_COLUMNS} FROM stamp WHERE id = ?`, [id])) as StampRow[];
  return row;
}

export async function insertStamp(
  em: EntityManager,
  s: {
    campaignId: string;
    position: number;
    action: string;
    refId: string | null;
    texts: string;
    qrKey: string;
  },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO stamp (campaign_id, position, action, ref_id, texts, qr_key) VALUES (?, ?, ?, ?, ?, ?)`,
    [s.campaignId, s.position, s.action, s.refId, s.texts, s.qrKey],
  )) as { insertId: number };
  return String(result.insertId);
}

export async function updateStamp(
  em: EntityManager,
  s: {
    id: string;
    campaignId: string;
    position: number;
    action: string;
    refId: string | null;
    texts: string;
  },
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE stamp SET position = ?, action = ?, ref_id = ?, texts = ?, retired = 0 WHERE id = ? AND campaign_id = ?`,
    [s.position, s.action, s.refId, s.texts, s.id, s.campaignId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Retires the campaign's stamps not in `keep` (awards stay; a retired stamp no longer counts). */
export async function retireStampsExcept(
  em: EntityManager,
  campaignId: string,
  keep: string[],
): Promise<void> {
  await em.query(
    `UPDATE stamp SET retired = 1 WHERE campaign_id = ? ${keep.length ? "AND id NOT IN (?)" : ""}`,
    keep.length ? [campaignId, keep] : [campaignId],
  );
}

/** Stamps of campaigns open at `at` that this action earns. */
export async function findStampsForAction(
  db: Db,
  action: string,
  refId: string,
  at: Date,
): Promise<StampRow[]> {
  return (await db.query(
    `SELECT s.id, s.campaign_id, s.position, s.action, s.ref_id, s.texts, s.qr_key, s.retired
     FROM stamp s JOIN stamp_campaign c ON c.id = s.campaign_id
     WHERE s.action = ? AND s.ref_id = ? AND s.retired = 0 AND c.starts_at <= ? AND c.ends_at > ?`,
    [action, refId, at, at],
  )) as StampRow[];
}

/** Campaigns that ended by `now` and were not drawn (the sweep's backup of the draw job). */
export async function findUndrawnEnded(db: Db, now: Date): Promise<string[]> {
  const rows = (await db.query(
    `SELECT id FROM stamp_campaign WHERE drawn_at IS NULL AND ends_at <= ? ORDER BY id LIMIT 100`,
    [now],
  )) as { id: number }[];
  return rows.map((r) => String(r.id));
}

/** Demo seed: a campaign's id by its default-language title. */
export async function findCampaignIdByTitle(db: Db, title: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT id FROM stamp_campaign WHERE JSON_UNQUOTE(JSON_EXTRACT(texts, '$.tw.title')) = ? LIMIT 1`,
    [title],
  )) as { id: number }[];
  return row ? String(row.id) : null;
}
