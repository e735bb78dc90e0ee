import { idRule } from "@vitrine/schema";
import { z } from "zod";
import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findCardsTotalIssued, lockCardsTotalIssued } from "../../catalog/index.js";
import { findPackageProductRow, productWasSold, updateUntouchedPackage } from "../../primary/index.js";
import { findPoolRows } from "../repo/pool.repo.js";
import {
  poolRule,
  toPackageProduct,
  unitsFree,
  wholeAmount,
  withPackageDates,
} from "./create-package-product.service.js";
import { loadPackageProduct } from "./package-view.js";
import type { PackageProductView, UpdatePackageProductInput } from "./views.js";

export const packageEditRule = withPackageDates(
  z.object({
    id: idRule,
    priceTwd: wholeAmount,
    priceJpoint: wholeAmount.nullish(),
    totalSupply: z.number().int().min(1).max(1_000_000),
    maxPerOrder: z.number().int().min(1).max(1_000_000).nullish(),
    releaseAt: z.date(),
    openAt: z.date(),
    saleEndsAt: z.date().nullish(),
    cardsPerPackage: z.number().int().min(1).max(20).nullish(),
    pool: poolRule.nullish(),
  }),
)
  // A passed sale end publishes the seed (SALE_ENDED): the sale would be over before it began.
  .refine((i) => !i.saleEndsAt || i.saleEndsAt.getTime() > Math.max(i.releaseAt.getTime(), Date.now()), {
    path: ["saleEndsAt"],
    message: "saleEndsAt must be after releaseAt and in the future",
  });

/**
 * Staff: new schedule, prices, supply, per-order limit and sale end of a package product while nothing
 * of it was sold or reserved and its seed is still secret (else 2204 PACKAGE_NOT_EDITABLE). Its contents
 * — pool, weights, rarities, cards per package — and its seed are committed by the seed hash published
 * at creation (docs/PACKAGES.md): `cardsPerPackage` and `pool` may be sent back unchanged, any
 * difference is 2205 PACKAGE_CONTENTS_COMMITTED. A larger supply must still be coverable by every pool
 * card in the worst case (2035, as at creation). Under the product row lock, by a conditional update.
 */
export async function updatePackageProduct(
  dataSource: DataSource,
  input: UpdatePackageProductInput,
): Promise<PackageProductView> {
  const edit = parseInput(packageEditRule, input);
  await withTransaction(dataSource, async (em) => {
    const product = await findPackageProductRow(em, edit.id, true);
    if (!product || product.seed === null || product.cards_per_package === null) {
      throw new DomainError("NOT_FOUND");
    }
    const cardsPerPackage = Number(product.cards_per_package);
    const pool = await findPoolRows(em, edit.id);
    if (edit.pool) {
      // An unknown card is named as such (404), like at creation, before any comparison.
      const known = await findCardsTotalIssued(em, [...new Set(edit.pool.map((e) => e.cardId))]);
      const missing = edit.pool.find((e) => !known.has(e.cardId));
      if (missing) throw new DomainError("NOT_FOUND", { field: "pool", cardId: missing.cardId });
    }
    const samePool =
      !edit.pool ||
      (edit.pool.length === pool.length &&
        edit.pool.every(
          (e, i) =>
            e.cardId === String(pool[i]!.card_id) &&
            e.rarity === pool[i]!.rarity &&
            e.weight === Number(pool[i]!.weight),
        ));
    const sameSize = edit.cardsPerPackage == null || edit.cardsPerPackage === cardsPerPackage;
    if (!samePool || !sameSize) {
      throw new DomainError("PACKAGE_CONTENTS_COMMITTED", { field: samePool ? "cardsPerPackage" : "pool" });
    }
    if (
      product.seed_revealed_at !== null ||
      Number(product.sale_ended) ||
      (await productWasSold(em, edit.id))
    ) {
      throw new DomainError("PACKAGE_NOT_EDITABLE");
    }
    // Only more packs need more units: this product's own worst case is already set aside in unitsFree.
    const extra = (edit.totalSupply - Number(product.total_supply)) * cardsPerPackage;
    if (extra > 0) {
      const cardIds = [...new Set(pool.map((e) => String(e.card_id)))].sort((a, b) => Number(a) - Number(b));
      await lockCardsTotalIssued(em, cardIds);
      const free = await unitsFree(em, cardIds);
      for (const cardId of cardIds) {
        const available = free.get(cardId) ?? 0;
        if (available < extra) {
          throw new DomainError("POOL_SUPPLY_TOO_LOW", {
            cardId,
            needed: edit.totalSupply * cardsPerPackage,
            available: available + Number(product.total_supply) * cardsPerPackage,
          });
        }
      }
    }
    const done = await updateUntouchedPackage(em, edit.id, {
      priceTwd: edit.priceTwd,
      priceJpoint: edit.priceJpoint ?? null,
      totalSupply: edit.totalSupply,
      maxPerOrder: edit.maxPerOrder ?? 10,
      releaseAt: edit.releaseAt,
      openAt: edit.openAt,
      saleEndsAt: edit.saleEndsAt ?? null,
    });
    if (!done) throw new DomainError("PACKAGE_NOT_EDITABLE");
  });
  return toPackageProduct(await loadPackageProduct(dataSource.manager, edit.id));
}
