import type { EntityManager } from "typeorm";

/*
 * redeem_event (what an event gives, its window, stock and limits), redeem_event_text (name,
 * description and gift name per language) and redeem_event_card (the card, or the cards to choose from).
 */

type Db = Pick<EntityManager, "query">;

export type RewardKind = "CARD_UNITS" | "CARD_CHOICE" | "JPOINT" | "PHYSICAL_GIFT";

export interface EventRow {
  id: string;
  publisher_id: string | null;
  starts_at: Date;
  ends_at: Date;
  reward_kind: RewardKind;
  units_per_redemption: number;
  jpoint_amount: string | null;
  stock: number;
  redeemed_count: number;
  per_account_limit: number;
  allow_duplicates: number;
  pack_name: string | null;
}

export interface EventTextRow {
  event_id: string;
  locale: string;
  name: string;
  description: string;
  gift_name: string | null;
}

const EVENT_COLUMNS = `id, publisher_id, starts_at, ends_at, reward_kind, units_per_redemption, jpoint_amount,
  stock, redeemed_count, per_account_limit, allow_duplicates, pack_name`;

export interface NewEvent {
  publisherId: string | null;
  startsAt: Date;
  endsAt: Date;
  rewardKind: RewardKind;
  unitsPerRedemption: number;
  jpointAmount: bigint | null;
  stock: number;
  perAccountLimit: number;
  allowDuplicates: boolean;
  packName: string | null;
  createdBy: string | null;
  texts: { locale: string; name: string; description: string; giftName: string | null }[];
  cardIds: string[];
}

/** Stores an event with its texts and cards; returns its id. */
export async function insertEvent(db: Db, e: NewEvent): Promise<string> {
  const result = (await db.query(
    `INSERT INTO redeem_event (publisher_id, starts_at, ends_at, reward_kind, units_per_redemption,
       jpoint_amount, stock, per_account_limit, allow_duplicates, pack_name, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      e.publisherId,
      e.startsAt,
      e.endsAt,
      e.rewardKind,
      e.unitsPerRedemption,
      e.jpointAmount === null ? null : String(e.jpointAmount),
      e.stock,
      e.perAccountLimit,
      e.allowDuplicates ? 1 : 0,
      e.packName,
      e.createdBy,
    ],
  )) as { insertId: number | string };
  const id = String(result.insertId);
  for (const t of e.texts) {
    await db.query(
      `INSERT INTO redeem_event_text (event_id, locale, name, description, gift_name) VALUES (?, ?, ?, ?, ?)`,
      [id, t.locale, t.name, t.description, t.giftName],
    );
  }
  if (e.cardIds.length) {
    await db.query(`INSERT INTO redeem_event_card (event_id, card_id) VALUES ?`, [
      e.cardIds.map((c) => [id, c]),
    ]);
  }
  return id;
}

/** Events by id (unknown ids are absent). */
export async function findEventsByIds(db: Db, ids: readonly string[]): Promise<Map<string, EventRow>> {
  const unique = [...new Set(ids.map(String))];
  if (!unique.length) return new Map();
  const rows = (await db.query(`SELECT ${EVENT_COLUMNS} FROM redeem_event WHERE id IN (?)`, [
    unique,
  ])) as EventRow[];
  return new Map(rows.map((r) => [String(r.id), r]));
}

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  return (await findEventsByIds(db, [id])).get(String(id));
}

/** The texts of these events, every language. */
export async function findEventTexts(db: Db, ids: readonly string[]): Promise<EventTextRow[]> {
  if (!ids.length) return [];
  return (await db.query(
    `SELECT event_id, locale, name, description, gift_name FROM redeem_event_text WHERE event_id IN (?)`,
    [[...new Set(ids.map(String))]],
  )) as EventTextRow[];
}

/** The card ids of these events, in card id order. */
export async function findEventCardIds(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (!ids.length) return map;
  const rows = (await db.query(
    `SELECT event_id, card_id FROM redeem_event_card WHERE event_id IN (?) ORDER BY event_id, card_id`,
    [[...new Set(ids.map(String))]],
  )) as { event_id: string; card_id: string }[];
  for (const r of rows) {
    const list = map.get(String(r.event_id)) ?? [];
    list.push(String(r.card_id));
    map.set(String(r.event_id), list);
  }
  return map;
}

/**
 * Counts one more redemption when stock remains (the event row stays locked until commit, so the
 * redemptions of one event are decided one after another). False when fully redeemed.
 */
export async function takeEventStock(db: Db, eventId: string): Promise<boolean> {
  const result = (await db.query(
    `UPDATE redeem_event SET redeemed_count = redeemed_count + 1 WHERE id = ? AND redeemed_count < stock`,
    [eventId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Event ids, newest first, with the total (staff list). */
export async function findEventIdsPage(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const rows = (await db.query(`SELECT id FROM redeem_event ORDER BY id DESC LIMIT ? OFFSET ?`, [
    limit,
    offset,
  ])) as { id: string }[];
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM redeem_event`)) as { n: string }[];
  return { ids: rows.map((r) => String(r.id)), total: Number(count?.n ?? 0) };
}

/** Ids of the events of these publishers or of these event ids, newest first. */
export async function findEventIdsInScope(
  db: Db,
  publisherIds: readonly string[],
  eventIds: readonly string[],
): Promise<string[]> {
  if (!publisherIds.length && !eventIds.length) return [];
  const rows = (await db.query(
    `SELECT id FROM redeem_event WHERE publisher_id IN (?) OR id IN (?) ORDER BY id DESC LIMIT 500`,
    [publisherIds.length ? publisherIds : [0], eventIds.length ? eventIds : [0]],
  )) as { id: string }[];
  return rows.map((r) => String(r.id));
}

/** Demo seed: the event whose text in `locale` has this name, if any. */
export async function findEventIdByName(db: Db, locale: string, name: string): Promise<string | undefined> {
  const [row] = (await db.query(
    `SELECT event_id FROM redeem_event_text WHERE locale = ? AND name = ? ORDER BY event_id LIMIT 1`,
    [locale, name],
  )) as { event_id: string }[];
  return row ? String(row.event_id) : undefined;
}

/** Whether a redemption event of this id exists: a stamp campaign's REDEEM reference. */
export async function redeemEventExists(db: Db, id: string): Promise<boolean> {
  const rows = (await db.query(`SELECT 1 AS found FROM redeem_event WHERE id = ?`, [id])) as unknown[];
  return rows.length > 0;
}
