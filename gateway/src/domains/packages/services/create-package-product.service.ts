import { MAX_LENGTH } from "@vitrine/schema";
import { z } from "zod";
import type { DataSource, EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import { PackageProductType, type CreatePackageProductInput } from "../graphql/packages.types.js";
import { newSeed, seedHashOf } from "./package-draw.js";
import { loadPackageProduct, type PackageProductRow } from "./package-view.js";

const wholeAmount = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,11}$/, "a whole amount above 0");

export const packageProductRule = z
  .object({
    name: z.string().trim().min(1).max(MAX_LENGTH.productName),
    description: z.string().trim().max(MAX_LENGTH.description).nullish(),
    seriesId: z
      .string()
      .regex(/^\d{1,10}$/)
      .nullish(),
    priceTwd: wholeAmount,
    priceJpoint: wholeAmount.nullish(),
    totalSupply: z.number().int().min(1).max(1_000_000),
    releaseAt: z.date(),
    openAt: z.date(),
    cardsPerPackage: z.number().int().min(1).max(20),
    pool: z
      .array(
        z.object({
          cardId: z.string().regex(/^\d{1,10}$/),
          rarity: z.string().regex(/^[A-Z][A-Z0-9_]{0,15}$/, "upper-case letters, digits, _ (≤ 16)"),
          weight: z.number().int().min(1).max(1_000_000),
        }),
      )
      .min(1, "the pool needs at least one card")
      .max(500),
  })
  .refine((i) => !Number.isNaN(i.releaseAt.getTime()) && !Number.isNaN(i.openAt.getTime()), {
    path: ["releaseAt"],
    message: "invalid date",
  })
  .refine((i) => i.openAt.getTime() >= i.releaseAt.getTime(), {
    path: ["openAt"],
    message: "openAt must not be before releaseAt",
  })
  .refine((i) => new Set(i.pool.map((e) => e.cardId)).size === i.pool.length, {
    path: ["pool"],
    message: "a card appears once in a pool",
  });

export type PackageProductDraft = z.output<typeof packageProductRule>;

/**
 * Staff: creates a PACKAGE product with its pool (docs/PACKAGES.md). Validates first (400 with the
 * field; 404 for an unknown series or card with data.cardId), then checks every pool card can cover the
 * worst case — all totalSupply × cardsPerPackage slots drawing that one card — beyond what is already
 * held and what other products still reserve, else 2035 POOL_SUPPLY_TOO_LOW (data: cardId, needed,
 * available). The secret seed is drawn here; only its SHA-256 is published until the sale is over.
 */
export async function createPackageProduct(
  dataSource: DataSource,
  input: CreatePackageProductInput,
): Promise<PackageProductType> {
  const draft = parseInput(packageProductRule, input);
  const productId = await withTransaction(dataSource, (em) => insertPackageProduct(em, draft));
  return toPackageProduct(await loadPackageProduct(dataSource.manager, productId));
}

/** Validated draft → rows, in the caller's transaction (the demo seed uses it too). Returns the id. */
export async function insertPackageProduct(em: EntityManager, draft: PackageProductDraft): Promise<string> {
  if (draft.seriesId) {
    const [series] = (await em.query(`SELECT id FROM series WHERE id = ?`, [draft.seriesId])) as unknown[];
    if (!series) throw new DomainError("NOT_FOUND", { field: "seriesId" });
  }
  const cardIds = [...new Set(draft.pool.map((e) => e.cardId))].sort((a, b) => Number(a) - Number(b));
  // Card rows locked in id order (as mintUnits locks them): two creations cannot both count the same units.
  const cards = (await em.query(`SELECT id, total_issued FROM card WHERE id IN (?) ORDER BY id FOR UPDATE`, [
    cardIds,
  ])) as { id: number; total_issued: number }[];
  const known = new Set(cards.map((c) => String(c.id)));
  const missing = cardIds.find((id) => !known.has(id));
  if (missing) throw new DomainError("NOT_FOUND", { field: "pool", cardId: missing });

  const free = await unitsFree(em, cardIds);
  const needed = draft.totalSupply * draft.cardsPerPackage;
  for (const cardId of cardIds) {
    const available = free.get(cardId) ?? 0;
    if (available < needed) throw new DomainError("POOL_SUPPLY_TOO_LOW", { cardId, needed, available });
  }

  const seed = newSeed();
  const inserted = (await em.query(
    `INSERT INTO primary_product (kind, name, description, series_id, price_twd, price_jpoint, total_supply, remaining,
                                  release_at, open_at, cards_per_package, seed_hash, seed)
     VALUES ('PACKAGE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      draft.name,
      draft.description ?? "",
      draft.seriesId ?? null,
      draft.priceTwd,
      draft.priceJpoint ?? null,
      draft.totalSupply,
      draft.totalSupply,
      draft.releaseAt,
      draft.openAt,
      draft.cardsPerPackage,
      seedHashOf(seed),
      seed,
    ],
  )) as { insertId: number | string };
  const productId = String(inserted.insertId);
  // One row at a time, in the input's order: the entry ids fix the draw's walk order.
  for (const entry of draft.pool) {
    await em.query(
      `INSERT INTO package_pool_entry (product_id, card_id, rarity, weight) VALUES (?, ?, ?, ?)`,
      [productId, entry.cardId, entry.rarity, entry.weight],
    );
  }
  return productId;
}

/**
 * Units of each card that nothing has claimed yet: total issue − units held − units other products
 * may still need. A RELEASE product of the card needs its remaining stock plus what orders still being
 * paid hold (PROCESSING). A PACKAGE product whose pool holds the card needs, in the worst case,
 * cards_per_package units for every package not opened yet — sold, held by an order, or unsold alike
 * (total_supply − opened packages): opened packages' cards are already held.
 */
export async function unitsFree(em: EntityManager, cardIds: readonly string[]): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT c.id,
            CAST(c.total_issued AS SIGNED)
            - COALESCE((SELECT SUM(h.amount) FROM card_holding h WHERE h.card_id = c.id), 0)
            - COALESCE((SELECT SUM(w.units) FROM card_withdrawal w WHERE w.card_id = c.id AND w.status <> 'FAILED'), 0)
            - COALESCE((SELECT SUM(r.remaining
                                   + COALESCE((SELECT SUM(o.quantity) FROM primary_order o
                                                WHERE o.product_id = r.id AND o.state = 'PROCESSING'), 0))
                          FROM primary_product r
                         WHERE r.kind = 'RELEASE' AND r.card_id = c.id), 0)
            - COALESCE((SELECT SUM((p.total_supply - (SELECT COUNT(*) FROM user_package u
                                                       WHERE u.product_id = p.id AND u.state = 'OPENED'))
                                   * p.cards_per_package)
                          FROM primary_product p JOIN package_pool_entry e ON e.product_id = p.id
                         WHERE p.kind = 'PACKAGE' AND e.card_id = c.id), 0) AS free
       FROM card c WHERE c.id IN (?)`,
    [[...cardIds]],
  )) as { id: number; free: string | number }[];
  return new Map(rows.map((r) => [String(r.id), Number(r.free)]));
}

export function toPackageProduct(row: PackageProductRow): PackageProductType {
  return Object.assign(new PackageProductType(), {
    id: String(row.id),
    name: row.name,
    description: row.description,
    seriesId: row.series_id === null ? null : String(row.series_id),
    priceTwd: String(row.price_twd),
    priceJpoint: row.price_jpoint === null ? null : String(row.price_jpoint),
    totalSupply: Number(row.total_supply),
    remaining: Number(row.remaining),
    releaseAt: new Date(row.release_at),
    openAt: new Date(row.open_at ?? row.release_at),
    cardsPerPackage: Number(row.cards_per_package),
    seedHash: row.seed_hash,
  });
}
