import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { markPackageSeedRevealed } from "../../primary/index.js";
import { findPackageBySerial } from "../repo/user-package.repo.js";
import { DRAW_ALGORITHM, drawPackage } from "./package-draw.js";
import { loadCards, loadDraws, loadPackageProduct, loadPool, toDraw } from "./package-view.js";
import type { PackageDrawView, PackageVerificationView } from "./views.js";

/**
 * Public: what anyone needs to recompute a package product's draws — the algorithm id, the seed hash,
 * the seed once revealed (never before), the pool in walk order with weights — and, for `serial`, the
 * cards recomputed from the seed (after the reveal) next to the cards recorded when it was opened.
 */
export async function packageVerification(
  dataSource: DataSource,
  productId: string,
  serial?: number | null,
): Promise<PackageVerificationView> {
  const em = dataSource.manager;
  const product = await loadPackageProduct(em, productId);
  if (
    serial != null &&
    (!Number.isSafeInteger(serial) || serial < 1 || serial > Number(product.total_supply))
  ) {
    throw new DomainError("DATA_ERROR", { field: "serial" });
  }
  const pool = await loadPool(em, product.id);
  const cards = await loadCards(
    em,
    pool.map((e) => e.cardId),
  );
  const revealed = product.reveal_reason !== null;

  let recomputed: PackageDrawView[] | null = null;
  let recorded: PackageDrawView[] | null = null;
  if (serial != null) {
    if (revealed) {
      recomputed = drawPackage({
        seed: product.seed,
        productId: product.id,
        serial,
        cardsPerPackage: Number(product.cards_per_package),
        pool,
      }).map(({ slot, entry }) => toDraw(slot, entry.rarity, cards.get(entry.cardId)!));
    }
    const pkg = await findPackageBySerial(em, product.id, serial);
    if (pkg?.state === "OPENED") recorded = (await loadDraws(em, [String(pkg.id)])).get(String(pkg.id)) ?? [];
  }
  const matches =
    recomputed && recorded
      ? recomputed.length === recorded.length &&
        recomputed.every((d, i) => d.slot === recorded[i]!.slot && d.card.id === recorded[i]!.card.id)
      : null;

  return {
    productId: product.id,
    algorithm: DRAW_ALGORITHM,
    seedHash: product.seed_hash,
    seed: revealed ? product.seed : null,
    revealed,
    revealReason: product.reveal_reason,
    cardsPerPackage: Number(product.cards_per_package),
    totalSupply: Number(product.total_supply),
    totalWeight: pool.reduce((sum, e) => sum + e.weight, 0),
    pool: pool.map((e) => ({
      entryId: e.id,
      card: cards.get(e.cardId)!,
      rarity: e.rarity,
      weight: e.weight,
    })),
    serial: serial ?? null,
    recomputed,
    recorded,
    matches,
  };
}

/** Staff: publishes the seed now (idempotent; the first reveal time is kept). */
export async function revealPackageSeed(
  dataSource: DataSource,
  productId: string,
): Promise<PackageVerificationView> {
  const product = await loadPackageProduct(dataSource.manager, productId);
  await markPackageSeedRevealed(dataSource.manager, product.id);
  return packageVerification(dataSource, product.id);
}
