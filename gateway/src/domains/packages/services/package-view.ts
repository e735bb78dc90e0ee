import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findCardViewsByIds, type CardView } from "../../catalog/index.js";
import { findPackageProductRow } from "../../primary/index.js";
import { findDrawRows } from "../repo/draw.repo.js";
import { findPoolRows } from "../repo/pool.repo.js";
import { countIssuedPackages } from "../repo/user-package.repo.js";
import type { PoolEntry } from "./package-draw.js";
import type { PackageDrawView, SeedRevealReason } from "./views.js";

/**
 * The read model shared by the package services: a PACKAGE product with its reveal state, its pool in
 * draw order, and cards by id — each a fixed number of SQL statements whatever the number of rows.
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
  max_per_order: number;
  release_at: Date;
  open_at: Date | null;
  sale_ends_at: Date | null;
  cards_per_package: number;
  seed_hash: string;
  seed: string;
  seed_revealed_at: Date | null;
  issued: number;
  /** Computed on read: the reason the seed is public, or null while it is secret. */
  reveal_reason: SeedRevealReason | null;
}

/**
 * Reveal condition, checked on read (no job): staff revealed it, or the sale is over — sale_ends_at
 * passed (by the database clock), or sold out with every serial issued (no order still holding stock
 * can issue another one).
 */
function revealReason(
  row: {
    seed_revealed_at: Date | null;
    sale_ended: number | string;
    remaining: number;
    total_supply: number;
  },
  issued: number,
): SeedRevealReason | null {
  if (row.seed_revealed_at !== null) return "STAFF";
  if (Number(row.sale_ended)) return "SALE_ENDED";
  if (Number(row.remaining) === 0 && issued >= Number(row.total_supply)) return "SOLD_OUT";
  return null;
}

/** A PACKAGE product, or 404 (unknown id, or not a package); 400 for a malformed id. */
export async function loadPackageProduct(em: EntityManager, productId: string): Promise<PackageProductRow> {
  assertRowId("productId", productId);
  const row = await findPackageProductRow(em, String(productId));
  if (!row || row.seed === null || row.cards_per_package === null) throw new DomainError("NOT_FOUND");
  const issued = await countIssuedPackages(em, String(row.id));
  const { sale_ended: _saleEnded, kind: _kind, ...rest } = row;
  return {
    ...rest,
    id: String(row.id),
    cards_per_package: row.cards_per_package,
    seed: row.seed,
    seed_hash: row.seed_hash!,
    issued,
    reveal_reason: revealReason(row, issued),
  };
}

/** The product's pool in draw order (ascending entry id). */
export async function loadPool(em: EntityManager, productId: string): Promise<PoolEntry[]> {
  const rows = await findPoolRows(em, productId);
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
): Promise<Map<string, CardView>> {
  return findCardViewsByIds(em, cardIds);
}

export function toDraw(slot: number, rarity: string, card: CardView): PackageDrawView {
  return { slot, rarity, card };
}

/** The recorded draws of several packages at once, grouped by package id, each in slot order. */
export async function loadDraws(
  em: EntityManager,
  packageIds: readonly string[],
): Promise<Map<string, PackageDrawView[]>> {
  const result = new Map<string, PackageDrawView[]>();
  if (packageIds.length === 0) return result;
  const rows = await findDrawRows(em, packageIds);
  const cards = await findCardViewsByIds(
    em,
    rows.map((r) => String(r.card_id)),
  );
  for (const row of rows) {
    const card = cards.get(String(row.card_id));
    if (!card) continue;
    const key = String(row.package_id);
    const list = result.get(key) ?? [];
    list.push(toDraw(Number(row.slot), row.rarity, card));
    result.set(key, list);
  }
  return result;
}
