import type { EntityManager } from "typeorm";

/**
 * primary_product as the packages domain needs it: PACKAGE products with their seed, pool size and open
 * time, and what RELEASE products still promise of a card (the packages' supply check). Reached through
 * primary's index.ts.
 */

export interface NewPackageProductRow {
  name: string;
  description: string;
  seriesId: string | null;
  priceTwd: string;
  priceJpoint: string | null;
  totalSupply: number;
  releaseAt: Date;
  openAt: Date;
  cardsPerPackage: number;
  seedHash: string;
  seed: string;
}

/** A PACKAGE product (remaining = total supply); returns its id. */
export async function insertPackageProductRow(em: EntityManager, r: NewPackageProductRow): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO primary_product (kind, name, description, series_id, price_twd, price_jpoint, total_supply, remaining,
                                  release_at, open_at, cards_per_package, seed_hash, seed)
     VALUES ('PACKAGE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      r.name,
      r.description,
      r.seriesId,
      r.priceTwd,
      r.priceJpoint,
      r.totalSupply,
      r.totalSupply,
      r.releaseAt,
      r.openAt,
      r.cardsPerPackage,
      r.seedHash,
      r.seed,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** A drawable PACKAGE product's supply, locked (package serials are issued under this lock). */
export async function lockPackageProductSupply(
  em: EntityManager,
  productId: string,
): Promise<{ id: string; total_supply: number } | null> {
  const [product] = (await em.query(
    `SELECT id, total_supply FROM primary_product
      WHERE id = ? AND kind = 'PACKAGE' AND seed IS NOT NULL AND cards_per_package IS NOT NULL FOR UPDATE`,
    [productId],
  )) as { id: string; total_supply: number }[];
  return product ?? null;
}

/** A package product with its secret and reveal facts; `sale_ended` is judged by the database clock. */
export interface PackageProductFullRow {
  id: string;
  kind: "RELEASE" | "PACKAGE";
  name: string;
  description: string;
  series_id: string | null;
  price_twd: string;
  price_jpoint: string | null;
  total_supply: number;
  remaining: number;
  max_per_order: number;
  release_at: Date;
  open_at: Date | null;
  sale_ends_at: Date | null;
  cards_per_package: number | null;
  seed_hash: string | null;
  seed: string | null;
  seed_revealed_at: Date | null;
  /** 1 when sale_ends_at has passed (UTC in SQL), else 0. */
  sale_ended: number | string;
}

/** A PACKAGE product by id; `lock` takes its row lock (FOR UPDATE) for the caller's transaction. */
export async function findPackageProductRow(
  em: EntityManager,
  productId: string,
  lock = false,
): Promise<PackageProductFullRow | null> {
  const [row] = (await em.query(
    `SELECT p.id, p.kind, p.name, p.description, p.series_id, p.price_twd, p.price_jpoint, p.total_supply,
            p.remaining, p.max_per_order, p.release_at, p.open_at, p.sale_ends_at, p.cards_per_package,
            p.seed_hash, p.seed, p.seed_revealed_at,
            (p.sale_ends_at IS NOT NULL AND p.sale_ends_at <= UTC_TIMESTAMP(3)) AS sale_ended
       FROM primary_product p WHERE p.id = ? AND p.kind = 'PACKAGE'${lock ? " FOR UPDATE" : ""}`,
    [productId],
  )) as PackageProductFullRow[];
  return row ?? null;
}

export interface PackageTermsEdit {
  priceTwd: string;
  priceJpoint: string | null;
  totalSupply: number;
  maxPerOrder: number;
  releaseAt: Date;
  openAt: Date;
  saleEndsAt: Date | null;
}

/**
 * Rewrites a package product's sale terms, only while it is untouched: stock whole, no order naming it,
 * seed neither revealed by staff nor public by a passed sale end. The pool, pack size and seed are not
 * columns of this statement. False when the conditions no longer hold; the caller holds the row lock.
 */
export async function updateUntouchedPackage(
  em: EntityManager,
  id: string,
  r: PackageTermsEdit,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE primary_product
        SET price_twd = ?, price_jpoint = ?, total_supply = ?, remaining = ?, max_per_order = ?,
            release_at = ?, open_at = ?, sale_ends_at = ?
      WHERE id = ? AND kind = 'PACKAGE' AND remaining = total_supply AND seed_revealed_at IS NULL
        AND (sale_ends_at IS NULL OR sale_ends_at > UTC_TIMESTAMP(3))
        AND NOT EXISTS (SELECT 1 FROM primary_order o WHERE o.product_id = ?)`,
    [
      r.priceTwd,
      r.priceJpoint,
      r.totalSupply,
      r.totalSupply,
      r.maxPerOrder,
      r.releaseAt,
      r.openAt,
      r.saleEndsAt,
      id,
      id,
    ],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Staff reveal: publishes the seed now (the first reveal time is kept). */
export async function markPackageSeedRevealed(em: EntityManager, productId: string): Promise<void> {
  await em.query(
    `UPDATE primary_product SET seed_revealed_at = COALESCE(seed_revealed_at, UTC_TIMESTAMP(3))
      WHERE id = ? AND kind = 'PACKAGE'`,
    [productId],
  );
}

/** What a package's owner needs of its product; `not_open_yet` by the database clock. */
export interface PackageInfoRow {
  id: string;
  name: string;
  total_supply: number;
  cards_per_package: number;
  open_at: Date | null;
  seed_hash: string;
  seed: string;
  not_open_yet: number | string;
}

/** Products by id (any kind; the caller's packages point at PACKAGE products). */
export async function findPackageInfoByIds(
  em: EntityManager,
  productIds: readonly string[],
): Promise<Map<string, PackageInfoRow>> {
  const ids = [...new Set(productIds.map(String))];
  if (ids.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT p.id, p.name, p.total_supply, p.cards_per_package, p.open_at, p.seed_hash, p.seed,
            (p.open_at IS NOT NULL AND p.open_at > UTC_TIMESTAMP(3)) AS not_open_yet
       FROM primary_product p WHERE p.id IN (?)`,
    [ids],
  )) as PackageInfoRow[];
  return new Map(rows.map((r) => [String(r.id), { ...r, id: String(r.id) }]));
}

/** PACKAGE products among `productIds` with their supply and pack size. */
export async function findPackageSupplies(
  em: EntityManager,
  productIds: readonly string[],
): Promise<Map<string, { totalSupply: number; cardsPerPackage: number }>> {
  const ids = [...new Set(productIds.map(String))];
  if (ids.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT id, total_supply, cards_per_package FROM primary_product WHERE kind = 'PACKAGE' AND id IN (?)`,
    [ids],
  )) as { id: number | string; total_supply: number | string; cards_per_package: number | string | null }[];
  return new Map(
    rows.map((r) => [
      String(r.id),
      { totalSupply: Number(r.total_supply), cardsPerPackage: Number(r.cards_per_package) },
    ]),
  );
}

/**
 * Units of each card its RELEASE products still promise: their remaining stock plus what orders still
 * being paid hold (PROCESSING). Cards without a release are absent.
 */
export async function findReleaseReservations(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT r.card_id,
            SUM(r.remaining + COALESCE((SELECT SUM(o.quantity) FROM primary_order o
                                         WHERE o.product_id = r.id AND o.state = 'PROCESSING'), 0)) AS reserved
       FROM primary_product r
      WHERE r.kind = 'RELEASE' AND r.card_id IN (?)
      GROUP BY r.card_id`,
    [[...cardIds]],
  )) as { card_id: number | string; reserved: string | number }[];
  return new Map(rows.map((r) => [String(r.card_id), Number(r.reserved)]));
}
