import type { Locale, StoreItemKind } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/** SQL of jpower_store_item and jpower_store_item_text (the only code naming them). */

export interface StoreItemRow {
  id: number;
  kind: StoreItemKind;
  card_id: number | null;
  price: string;
  stock: number;
  sold: number;
  per_member_limit: number;
  image_url: string;
  starts_at: Date | null;
  ends_at: Date | null;
  active: number;
  version: number;
}

export interface StoreItemTextRow {
  item_id: number;
  language: Locale;
  name: string;
  description: string;
}

export interface StoreItemFields {
  kind: StoreItemKind;
  cardId: string | null;
  price: string;
  stock: number;
  perMemberLimit: number;
  imageUrl: string;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

type Db = Pick<EntityManager, "query">;

const COLUMNS = `id, kind, card_id, price, stock, sold, per_member_limit, image_url, starts_at, ends_at, active,
  version`;

export async function findStoreItems(db: Db, ids: readonly string[]): Promise<StoreItemRow[]> {
  if (ids.length === 0) return [];
  return (await db.query(`SELECT ${COLUMNS} FROM jpower_store_item WHERE id IN (?)`, [
    ids,
  ])) as StoreItemRow[];
}

/** Items in the store (active, window not over), or every item for staff; newest first, at most 200. */
export async function listStoreItems(db: Db, onSaleAt: Date | null): Promise<StoreItemRow[]> {
  const where = onSaleAt ? `WHERE active = 1 AND (ends_at IS NULL OR ends_at > ?)` : "";
  return (await db.query(
    `SELECT ${COLUMNS} FROM jpower_store_item ${where} ORDER BY id DESC LIMIT 200`,
    onSaleAt ? [onSaleAt] : [],
  )) as StoreItemRow[];
}

export async function lockStoreItem(em: EntityManager, id: string): Promise<StoreItemRow | undefined> {
  const [row] = (await em.query(`SELECT ${COLUMNS} FROM jpower_store_item WHERE id = ? FOR UPDATE`, [
    id,
  ])) as StoreItemRow[];
  return row;
}

export async function findStoreItemTexts(db: Db, ids: readonly string[]): Promise<StoreItemTextRow[]> {
  if (ids.length === 0) return [];
  return (await db.query(
    `SELECT item_id, language, name, description FROM jpower_store_item_text WHERE item_id IN (?)`,
    [ids],
  )) as StoreItemTextRow[];
}

export async function insertStoreItem(em: EntityManager, f: StoreItemFields): Promise<string> {
  const result = (await em.query(
    `INSERT INTO jpower_store_item (kind, card_id, price, stock, per_member_limit, image_url, starts_at, ends_at,
       active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      f.kind,
      f.cardId,
      f.price,
      f.stock,
      f.perMemberLimit,
      f.imageUrl,
      f.startsAt,
      f.endsAt,
      f.active ? 1 : 0,
    ],
  )) as { insertId: number };
  return String(result.insertId);
}

/** Conditional on the version the editor read: false when someone else changed it first. */
export async function updateStoreItem(
  em: EntityManager,
  id: string,
  version: number,
  f: StoreItemFields,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE jpower_store_item SET kind = ?, card_id = ?, price = ?, stock = ?, per_member_limit = ?, image_url = ?,
       starts_at = ?, ends_at = ?, active = ?, version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND version = ?`,
    [
      f.kind,
      f.cardId,
      f.price,
      f.stock,
      f.perMemberLimit,
      f.imageUrl,
      f.startsAt,
      f.endsAt,
      f.active ? 1 : 0,
      id,
      version,
    ],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export async function replaceStoreItemTexts(
  em: EntityManager,
  id: string,
  texts: readonly { language: Locale; name: string; description: string }[],
): Promise<void> {
  await em.query(`DELETE FROM jpower_store_item_text WHERE item_id = ?`, [id]);
  if (texts.length === 0) return;
  await em.query(`INSERT INTO jpower_store_item_text (item_id, language, name, description) VALUES ?`, [
    texts.map((t) => [id, t.language, t.name, t.description]),
  ]);
}

/**
 * Takes `quantity` from the stock: one conditional update (`stock >= ?`), which also locks the item
 * row until commit, so purchases of one item queue here. False when there is not enough left.
 */
export async function takeStoreStock(em: EntityManager, id: string, quantity: number): Promise<boolean> {
  const result = (await em.query(
    `UPDATE jpower_store_item SET stock = stock - ?, sold = sold + ? WHERE id = ? AND stock >= ?`,
    [quantity, quantity, id, quantity],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Puts a cancelled order's units back. */
export async function returnStoreStock(em: EntityManager, id: string, quantity: number): Promise<void> {
  await em.query(
    `UPDATE jpower_store_item SET stock = stock + ?, sold = GREATEST(sold, ?) - ? WHERE id = ?`,
    [quantity, quantity, quantity, id],
  );
}

/** Demo seed: an item's id by its tw name. */
export async function findStoreItemIdByName(db: Db, name: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT item_id FROM jpower_store_item_text WHERE language = 'tw' AND name = ? LIMIT 1`,
    [name],
  )) as { item_id: number }[];
  return row ? String(row.item_id) : null;
}
