import { idRule, MAX_LENGTH } from "@vitrine/schema";
import { z } from "zod";
import type { DataSource, EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findCardsTotalIssued, lockCardsTotalIssued, seriesExists } from "../../catalog/index.js";
import { sumUnitsHeld } from "../../holdings/index.js";
import {
  findPackageSupplies,
  findReleaseReservations,
  insertPackageProductRow,
} from "../../primary/index.js";
import { sumUnitsInCardWithdrawals } from "../../wallet/index.js";
import { findPoolEntriesWithCards, insertPoolEntry } from "../repo/pool.repo.js";
import { countOpenedPackages } from "../repo/user-package.repo.js";
import { newSeed, seedHashOf } from "./package-draw.js";
import { loadPackageProduct, type PackageProductRow } from "./package-view.js";
import type { CreatePackageProductInput, PackageProductView } from "./views.js";

export const wholeAmount = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,11}$/, "a whole amount above 0");

/** A pool: weighted cards, each once (entry order is the draw's walk order). */
export const poolRule = z
  .array(
    z.object({
      cardId: idRule,
      rarity: z.string().regex(/^[A-Z][A-Z0-9_]{0,15}$/, "upper-case letters, digits, _ (≤ 16)"),
      weight: z.number().int().min(1).max(1_000_000),
    }),
  )
  .min(1, "the pool needs at least one card")
  .max(500);

/** A package's release and opening: both real dates, the opening not before the release. */
export function withPackageDates<T extends z.ZodType<{ releaseAt: Date; openAt: Date }>>(rule: T): T {
  return rule
    .refine((i) => !Number.isNaN(i.releaseAt.getTime()) && !Number.isNaN(i.openAt.getTime()), {
      path: ["releaseAt"],
      message: "invalid date",
    })
    .refine((i) => i.openAt.getTime() >= i.releaseAt.getTime(), {
      path: ["openAt"],
      message: "openAt must not be before releaseAt",
    });
}

export const packageProductRule = withPackageDates(
  z.object({
    name: z.string().trim().min(1).max(MAX_LENGTH.productName),
    description: z.string().trim().max(MAX_LENGTH.description).nullish(),
    seriesId: idRule.nullish(),
    priceTwd: wholeAmount,
    priceJpoint: wholeAmount.nullish(),
    totalSupply: z.number().int().min(1).max(1_000_000),
    releaseAt: z.date(),
    openAt: z.date(),
    cardsPerPackage: z.number().int().min(1).max(20),
    pool: poolRule,
  }),
).refine((i) => new Set(i.pool.map((e) => e.cardId)).size === i.pool.length, {
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
): Promise<PackageProductView> {
  const draft = parseInput(packageProductRule, input);
  const productId = await withTransaction(dataSource, (em) => insertPackageProduct(em, draft));
  return toPackageProduct(await loadPackageProduct(dataSource.manager, productId));
}

/** Validated draft → rows, in the caller's transaction (the demo seed uses it too). Returns the id. */
export async function insertPackageProduct(em: EntityManager, draft: PackageProductDraft): Promise<string> {
  if (draft.seriesId) {
    if (!(await seriesExists(em, draft.seriesId))) throw new DomainError("NOT_FOUND", { field: "seriesId" });
  }
  const cardIds = [...new Set(draft.pool.map((e) => e.cardId))].sort((a, b) => Number(a) - Number(b));
  // Card rows locked in id order (as mintUnits locks them): two creations cannot both count the same units.
  const known = new Set((await lockCardsTotalIssued(em, cardIds)).keys());
  const missing = cardIds.find((id) => !known.has(id));
  if (missing) throw new DomainError("NOT_FOUND", { field: "pool", cardId: missing });

  const free = await unitsFree(em, cardIds);
  const needed = draft.totalSupply * draft.cardsPerPackage;
  for (const cardId of cardIds) {
    const available = free.get(cardId) ?? 0;
    if (available < needed) throw new DomainError("POOL_SUPPLY_TOO_LOW", { cardId, needed, available });
  }

  const seed = newSeed();
  const productId = await insertPackageProductRow(em, {
    name: draft.name,
    description: draft.description ?? "",
    seriesId: draft.seriesId ?? null,
    priceTwd: draft.priceTwd,
    priceJpoint: draft.priceJpoint ?? null,
    totalSupply: draft.totalSupply,
    releaseAt: draft.releaseAt,
    openAt: draft.openAt,
    cardsPerPackage: draft.cardsPerPackage,
    seedHash: seedHashOf(seed),
    seed,
  });
  // One row at a time, in the input's order: the entry ids fix the draw's walk order.
  for (const entry of draft.pool) {
    await insertPoolEntry(em, {
      productId,
      cardId: entry.cardId,
      rarity: entry.rarity,
      weight: entry.weight,
    });
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
  const issued = await findCardsTotalIssued(em, cardIds);
  const ids = [...issued.keys()];
  const held = await sumUnitsHeld(em, ids);
  const withdrawn = await sumUnitsInCardWithdrawals(em, ids);
  const releases = await findReleaseReservations(em, ids);
  const entries = await findPoolEntriesWithCards(em, ids);
  const productIds = [...new Set(entries.map((e) => e.productId))];
  const supplies = await findPackageSupplies(em, productIds);
  const opened = await countOpenedPackages(em, productIds);
  const packages = new Map<string, number>();
  for (const { productId, cardId } of entries) {
    const supply = supplies.get(productId);
    if (!supply) continue; // only PACKAGE products count
    const unopened = supply.totalSupply - (opened.get(productId) ?? 0);
    packages.set(cardId, (packages.get(cardId) ?? 0) + unopened * supply.cardsPerPackage);
  }
  return new Map(
    ids.map((id) => [
      id,
      issued.get(id)! -
        (held.get(id) ?? 0) -
        (withdrawn.get(id) ?? 0) -
        (releases.get(id) ?? 0) -
        (packages.get(id) ?? 0),
    ]),
  );
}

export function toPackageProduct(row: PackageProductRow): PackageProductView {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    seriesId: row.series_id === null ? null : String(row.series_id),
    priceTwd: String(row.price_twd),
    priceJpoint: row.price_jpoint === null ? null : String(row.price_jpoint),
    totalSupply: Number(row.total_supply),
    remaining: Number(row.remaining),
    maxPerOrder: Number(row.max_per_order),
    releaseAt: new Date(row.release_at),
    openAt: new Date(row.open_at ?? row.release_at),
    saleEndsAt: row.sale_ends_at === null ? null : new Date(row.sale_ends_at),
    cardsPerPackage: Number(row.cards_per_package),
    seedHash: row.seed_hash,
  };
}
