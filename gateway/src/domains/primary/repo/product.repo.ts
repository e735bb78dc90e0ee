import type { EntityManager } from "typeorm";

/**
 * primary_product: the products of the primary platform (single releases and card packages). The only
 * code naming the table for releases and stock; the package columns are read in package-product.repo.ts.
 */

/** A product row as a purchase reads it (locked). */
export interface ProductRow {
  id: string;
  kind: "RELEASE" | "PACKAGE" | "FEATURE";
  name: string;
  card_id: string | null;
  price_twd: string;
  discount_price_twd: string | null;
  price_jpoint: string | null;
  remaining: number;
  max_per_order: number;
  purchasable: number;
  release_at: Date;
  sale_ends_at: Date | null;
}

/** The product row, locked for the rest of the transaction (stock changes serialise on it). */
export async function lockProductRow(em: EntityManager, productId: string): Promise<ProductRow | null> {
  const [row] = (await em.query(
    `SELECT id, kind, name, card_id, price_twd, discount_price_twd, price_jpoint, remaining, max_per_order,
            purchasable, release_at, sale_ends_at
       FROM primary_product WHERE id = ? FOR UPDATE`,
    [productId],
  )) as ProductRow[];
  if (!row) return null;
  return { ...row, id: String(row.id), card_id: row.card_id === null ? null : String(row.card_id) };
}

/** Takes units off the shelf, never below zero: false when fewer than `quantity` are left. */
export async function decrementRemaining(
  em: EntityManager,
  productId: string,
  quantity: number,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE primary_product SET remaining = remaining - ? WHERE id = ? AND remaining >= ?`,
    [quantity, productId, quantity],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Puts units back, never above the product's total supply. */
export async function incrementRemaining(
  em: EntityManager,
  productId: string,
  quantity: number,
): Promise<void> {
  await em.query(
    `UPDATE primary_product SET remaining = remaining + ? WHERE id = ? AND remaining + ? <= total_supply`,
    [quantity, productId, quantity],
  );
}

/** The columns of a product as its page and lists show it. */
export interface ProductListRow {
  id: number | string;
  kind: "RELEASE" | "PACKAGE" | "FEATURE";
  name: string;
  description: string;
  card_id: number | string | null;
  series_id: number | string | null;
  price_twd: string;
  discount_price_twd: string | null;
  price_jpoint: string | null;
  total_supply: number;
  remaining: number;
  max_per_order: number;
  purchasable: number;
  release_at: Date;
  sale_ends_at: Date | null;
  open_at: Date | null;
  cards_per_package: number | null;
  seed_hash: string | null;
}

const PRODUCT_COLUMNS = `id, kind, name, description, card_id, series_id, price_twd, discount_price_twd, price_jpoint,
  total_supply, remaining, max_per_order, purchasable, release_at, sale_ends_at, open_at, cards_per_package, seed_hash`;

/** Stands in for an empty id list in `IN (?)` (no product or card has id 0). */
const none = (ids: readonly string[]) => (ids.length ? [...ids] : ["0"]);

/**
 * Products still on sale or coming soon, newest release first; of one kind or both; with `artist`, only
 * releases of those cards or packages among those product ids. Features (Jallery) are listed only when
 * asked for by kind: they are sold from their own page, not among the cards.
 */
export async function findProductRows(
  em: EntityManager,
  filter: {
    kind: "RELEASE" | "PACKAGE" | "FEATURE" | null;
    artist: { cardIds: readonly string[]; packageProductIds: readonly string[] } | null;
    limit: number;
  },
): Promise<ProductListRow[]> {
  const artist = filter.artist;
  return (await em.query(
    `SELECT ${PRODUCT_COLUMNS} FROM primary_product
      WHERE (? IS NULL AND kind <> 'FEATURE' OR kind = ?) AND (sale_ends_at IS NULL OR sale_ends_at > UTC_TIMESTAMP(3))
        AND (? IS NULL OR card_id IN (?) OR id IN (?))
      ORDER BY release_at DESC, id DESC LIMIT ?`,
    [
      filter.kind,
      filter.kind,
      artist === null ? null : 1,
      none(artist?.cardIds ?? []),
      none(artist?.packageProductIds ?? []),
      filter.limit,
    ],
  )) as ProductListRow[];
}

export async function findProductRowById(em: EntityManager, id: string): Promise<ProductListRow | null> {
  const [row] = (await em.query(`SELECT ${PRODUCT_COLUMNS} FROM primary_product WHERE id = ?`, [
    id,
  ])) as ProductListRow[];
  return row ?? null;
}

/** Units the card's releases still have on the shelf. */
export async function sumRemainingOfCard(em: EntityManager, cardId: string): Promise<number> {
  const [{ promised }] = (await em.query(
    `SELECT COALESCE(SUM(remaining), 0) AS promised FROM primary_product WHERE card_id = ?`,
    [cardId],
  )) as [{ promised: string }];
  return Number(promised);
}

export interface NewReleaseRow {
  name: string;
  description: string;
  cardId: string;
  priceTwd: number | string;
  discountPriceTwd: number | string | null;
  priceJpoint: number | string | null;
  totalSupply: number;
  remaining: number;
  maxPerOrder: number;
  releaseAt: Date;
  saleEndsAt: Date | null;
}

/** A RELEASE product; returns its id. */
export async function insertReleaseProduct(em: EntityManager, r: NewReleaseRow): Promise<string> {
  const result = (await em.query(
    `INSERT INTO primary_product (kind, name, description, card_id, price_twd, discount_price_twd, price_jpoint,
        total_supply, remaining, max_per_order, release_at, sale_ends_at)
     VALUES ('RELEASE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      r.name,
      r.description,
      r.cardId,
      r.priceTwd,
      r.discountPriceTwd,
      r.priceJpoint,
      r.totalSupply,
      r.remaining,
      r.maxPerOrder,
      r.releaseAt,
      r.saleEndsAt,
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** A product's id by its exact name, optionally of one kind (the demo seeds' idempotency check). */
export async function findProductIdByName(
  em: EntityManager,
  name: string,
  kind?: "RELEASE" | "PACKAGE" | "FEATURE",
): Promise<string | null> {
  const [row] = (await em.query(
    kind
      ? `SELECT id FROM primary_product WHERE kind = ? AND name = ?`
      : `SELECT id FROM primary_product WHERE name = ?`,
    kind ? [kind, name] : [name],
  )) as { id: number | string }[];
  return row ? String(row.id) : null;
}

/** How many PACKAGE products bear one of these names. */
export async function countPackageProductsNamed(
  em: EntityManager,
  names: readonly string[],
): Promise<number> {
  const [{ n }] = (await em.query(
    `SELECT COUNT(*) AS n FROM primary_product WHERE kind = 'PACKAGE' AND name IN (?)`,
    [[...names]],
  )) as [{ n: string }];
  return Number(n);
}

/**
 * A FEATURE product (Jallery): no card, whole-number NT$ and Jpoint prices, one per order and a supply
 * that does not run out in practice (the feature is not scarce); returns its id.
 */
export async function insertFeatureProduct(
  em: EntityManager,
  p: { name: string; description: string; priceTwd: number; priceJpoint: number; releaseAt: Date },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO primary_product (kind, name, description, price_twd, price_jpoint, total_supply, remaining,
        max_per_order, release_at)
     VALUES ('FEATURE', ?, ?, ?, ?, 1000000000, 1000000000, 1, ?)`,
    [p.name, p.description, p.priceTwd, p.priceJpoint, p.releaseAt],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export interface ReleaseEdit {
  priceTwd: number;
  discountPriceTwd: number | null;
  priceJpoint: number | null;
  totalSupply: number;
  maxPerOrder: number;
  releaseAt: Date;
  saleEndsAt: Date | null;
}

/**
 * Rewrites a single release's sale terms, only while nothing of it was ever sold or reserved (its stock
 * is whole and no order names it): false otherwise. The caller holds the row's lock (`lockProductRow`).
 */
export async function updateUntouchedRelease(
  em: EntityManager,
  id: string,
  r: ReleaseEdit,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE primary_product
        SET price_twd = ?, discount_price_twd = ?, price_jpoint = ?, total_supply = ?, remaining = ?,
            max_per_order = ?, release_at = ?, sale_ends_at = ?
      WHERE id = ? AND kind = 'RELEASE' AND remaining = total_supply
        AND NOT EXISTS (SELECT 1 FROM primary_order o WHERE o.product_id = ?)`,
    [
      r.priceTwd,
      r.discountPriceTwd,
      r.priceJpoint,
      r.totalSupply,
      r.totalSupply,
      r.maxPerOrder,
      r.releaseAt,
      r.saleEndsAt,
      id,
      id,
    ],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Whether a product was ever sold or reserved: stock taken, or any order naming it. */
export async function productWasSold(em: EntityManager, id: string): Promise<boolean> {
  const [row] = (await em.query(
    `SELECT (p.remaining <> p.total_supply OR EXISTS (SELECT 1 FROM primary_order o WHERE o.product_id = p.id)) AS sold
       FROM primary_product p WHERE p.id = ?`,
    [id],
  )) as { sold: number | string }[];
  return Boolean(Number(row?.sold ?? 0));
}
