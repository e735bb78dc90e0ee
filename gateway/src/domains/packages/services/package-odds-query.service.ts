import type { DataSource } from "typeorm";
import { compareRarity, percentages } from "./package-odds.js";
import { loadCards, loadPackageProduct, loadPool } from "./package-view.js";
import type { PackageOddsView } from "./views.js";

/**
 * A package product's published odds (public): per card and per rarity, weight / total weight as a
 * percentage with two decimals (each list adds up to exactly 100.00), plus the seed hash. Four SQL
 * statements (product, packages issued, pool, cards).
 */
export async function packageOdds(dataSource: DataSource, productId: string): Promise<PackageOddsView> {
  const em = dataSource.manager;
  const product = await loadPackageProduct(em, productId);
  const pool = await loadPool(em, product.id);
  const cards = await loadCards(
    em,
    pool.map((e) => e.cardId),
  );
  const total = pool.reduce((sum, e) => sum + e.weight, 0);

  const cardPercents = percentages(pool.map((e) => e.weight));
  const byRarity = new Map<string, { weight: number; cards: number }>();
  for (const e of pool) {
    const r = byRarity.get(e.rarity) ?? { weight: 0, cards: 0 };
    r.weight += e.weight;
    r.cards += 1;
    byRarity.set(e.rarity, r);
  }
  const rarityNames = [...byRarity.keys()].sort(compareRarity);
  const rarityPercents = percentages(rarityNames.map((name) => byRarity.get(name)!.weight));

  return {
    productId: product.id,
    name: product.name,
    cardsPerPackage: Number(product.cards_per_package),
    totalWeight: total,
    seedHash: product.seed_hash,
    rarities: rarityNames.map((rarity, i) => ({
      rarity,
      weight: byRarity.get(rarity)!.weight,
      percent: rarityPercents[i]!,
      cards: byRarity.get(rarity)!.cards,
    })),
    cards: pool.map((e, i) => ({
      card: cards.get(e.cardId)!,
      rarity: e.rarity,
      weight: e.weight,
      percent: cardPercents[i]!,
    })),
  };
}
