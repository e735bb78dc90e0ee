import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { CardType } from "../../catalog/graphql/catalog.types.js";
import { CARD_SELECT, toCardView, type CardRow } from "../../catalog/services/card-view.js";
import { PackageDrawType, SeedRevealReasonEnum } from "../graphql/packages.types.js";
import type { PoolEntry } from "./package-draw.js";

/**
 * The read model shared by the package services: a PACKAGE product with its reveal state, its pool in
 * draw order, and cards by id — each one SQL statement whatever the number of rows.
 */

export interface PackageProductRow {
  id: string;
  name: string;
  description: string;
  series_id: string | null;
  price_twd: string;
  price_jpoint: string | null;
  total_supply: number;
  remaining: number;
  release_at: Date;
  open_at: Date | null;
  sale_ends_at: Date | null;
  cards_per_package: number;
  seed_hash: string;
  seed: string;
  seed_revealed_at: Date | null;
  issued: string;
  /** Computed on read: the reason the seed is public, or null while it is secret. */
  reveal_reason: SeedRevealReasonEnum | null;
}

/**
 * Reveal condition, checked on read (no job): staff revealed it, or the sale is over — sale_ends_at
 * passed, or sold out with every serial issued (no order still holding stock can issue another one).
 */
const PRODUCT_SELECT = `
  SELECT p.id, p.name, p.description, p.series_id, p.price_twd, p.price_jpoint, p.total_supply, p.remaining,
         p.release_at, p.open_at, p.sale_ends_at, p.cards_per_package, p.seed_hash, p.seed, p.seed_revealed_at,
         (SELECT COUNT(*) FROM user_package up WHERE up.product_id = p.id) AS issued,
         CASE
           WHEN p.seed_revealed_at IS NOT NULL THEN 'STAFF'
           WHEN p.sale_ends_at IS NOT NULL AND p.sale_ends_at <= UTC_TIMESTAMP(3) THEN 'SALE_ENDED'
           WHEN p.remaining = 0
                AND (SELECT COUNT(*) FROM user_package up2 WHERE up2.product_id = p.id) >= p.total_supply
             THEN 'SOLD_OUT'
           ELSE NULL
         END AS reveal_reason
    FROM primary_product p`;

/** A PACKAGE product, or 404 (unknown id, or not a package). */
export async function loadPackageProduct(em: EntityManager, productId: string): Promise<PackageProductRow> {
  if (!/^\d{1,19}$/.test(String(productId))) throw new DomainError("NOT_FOUND");
  const [row] = (await em.query(`${PRODUCT_SELECT} WHERE p.id = ? AND p.kind = 'PACKAGE'`, [
    productId,
  ])) as PackageProductRow[];
  if (!row || row.seed === null || row.cards_per_package === null) throw new DomainError("NOT_FOUND");
  return { ...row, id: String(row.id) };
}

interface PoolRow {
  id: string;
  card_id: string;
  rarity: string;
  weight: number;
}

/** The product's pool in draw order (ascending entry id). */
export async function loadPool(em: EntityManager, productId: string): Promise<PoolEntry[]> {
  const rows = (await em.query(
    `SELECT id, card_id, rarity, weight FROM package_pool_entry WHERE product_id = ? ORDER BY id`,
    [productId],
  )) as PoolRow[];
  return rows.map((r) => ({
    id: String(r.id),
    cardId: String(r.card_id),
    rarity: r.rarity,
    weight: Number(r.weight),
  }));
}

/** Cards by id as the API shows them, in one query. */
export async function loadCards(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<Map<string, CardType>> {
  const ids = [...new Set(cardIds)];
  if (ids.length === 0) return new Map();
  const rows = (await em.query(`${CARD_SELECT} WHERE c.id IN (?)`, [ids])) as CardRow[];
  return new Map(rows.map((row) => [String(row.id), Object.assign(new CardType(), toCardView(row))]));
}

export function toDraw(slot: number, rarity: string, card: CardType): PackageDrawType {
  return Object.assign(new PackageDrawType(), { slot, rarity, card });
}

export type DrawRow = CardRow & { d_package_id: string; d_slot: number; d_rarity: string };

/** The recorded draws of several packages at once, grouped by package id, each in slot order. */
export async function loadDraws(
  em: EntityManager,
  packageIds: readonly string[],
): Promise<Map<string, PackageDrawType[]>> {
  const result = new Map<string, PackageDrawType[]>();
  if (packageIds.length === 0) return result;
  const rows = (await em.query(
    `SELECT d.user_package_id AS d_package_id, d.slot AS d_slot, e.rarity AS d_rarity, cv.*
       FROM package_draw d
       JOIN package_pool_entry e ON e.id = d.pool_entry_id
       JOIN (${CARD_SELECT}) cv ON cv.id = d.card_id
      WHERE d.user_package_id IN (?)
      ORDER BY d.user_package_id, d.slot`,
    [[...packageIds]],
  )) as DrawRow[];
  for (const row of rows) {
    const key = String(row.d_package_id);
    const list = result.get(key) ?? [];
    list.push(toDraw(Number(row.d_slot), row.d_rarity, Object.assign(new CardType(), toCardView(row))));
    result.set(key, list);
  }
  return result;
}
