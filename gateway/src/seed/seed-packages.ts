import type { EntityManager } from "typeorm";
import { DomainError } from "../shared/domain-error.js";
import { zodErrorData } from "../shared/zod-reason.js";
import { addCardTotalIssued, findCardsByNames, findSeriesIdBySlug } from "../domains/catalog/index.js";
import { insertPackageProduct, packageProductRule, unitsFree } from "../domains/packages/index.js";
import { countPackageProductsNamed, findProductIdByName } from "../domains/primary/index.js";

const DAY = 86_400_000;

/**
 * Extra units above a demo package's worst case, so later demo mints of the same cards (the market seed
 * gives a few units of the first released cards to the demo seller) never eat into what the packages need.
 */
const MARGIN = 100;

interface DemoPackage {
  name: string;
  description: string;
  series: string;
  priceTwd: string;
  priceJpoint: string;
  totalSupply: number;
  cardsPerPackage: number;
  /** Days from the first seed; negative is in the past. */
  releaseInDays: number;
  openInDays: number;
  pool: { card: string; rarity: string; weight: number }[];
}

/** Two packages over existing demo cards (docs/PACKAGES.md): one open-able now, one opening next week. */
const DEMO_PACKAGES: DemoPackage[] = [
  {
    name: "Night Market Treasures Pack",
    description:
      "Three cards per pack from the night market and lantern series. Open it as soon as you buy it.",
    series: "night-market-tales",
    priceTwd: "300",
    priceJpoint: "300",
    totalSupply: 200,
    cardsPerPackage: 3,
    releaseInDays: -3,
    openInDays: -2,
    pool: [
      { card: "Stinky Tofu Stand", rarity: "COMMON", weight: 20 },
      { card: "Bubble Tea Comet", rarity: "COMMON", weight: 20 },
      { card: "Scallion Pancake Sun", rarity: "COMMON", weight: 20 },
      { card: "Shaved Ice Galaxy", rarity: "RARE", weight: 13 },
      { card: "Claw Machine Dreams", rarity: "RARE", weight: 12 },
      { card: "Lantern Festival No. 1", rarity: "EPIC", weight: 6 },
      { card: "Sky Lantern Wish", rarity: "EPIC", weight: 6 },
      { card: "Dragon Lantern", rarity: "LEGENDARY", weight: 3 },
    ],
  },
  {
    name: "Harbor Lights Sealed Pack",
    description: "Five cards per pack from the harbour at night. Sold now, opens next week.",
    series: "harbor-lights",
    priceTwd: "500",
    priceJpoint: "500",
    totalSupply: 100,
    cardsPerPackage: 5,
    releaseInDays: -1,
    openInDays: 7,
    pool: [
      { card: "Harbor at Dusk", rarity: "COMMON", weight: 35 },
      { card: "Ferry Lights", rarity: "COMMON", weight: 35 },
      { card: "Container Cranes at Night", rarity: "RARE", weight: 15 },
      { card: "Neon Koi", rarity: "RARE", weight: 10 },
      { card: "Lighthouse Pulse", rarity: "EPIC", weight: 4 },
      { card: "Typhoon Signal", rarity: "LEGENDARY", weight: 1 },
    ],
  },
];

/**
 * The demo card packages (run after seedDemo, which creates the cards). Idempotent: a package whose
 * name exists is left alone (its seed, open time and pool stay as first created). Where a pool card's
 * total issue cannot cover the worst case (every slot of every pack drawing it), the seed raises that
 * card's total_issued — only for the cards these packages use, and only upwards.
 */
export async function seedDemoPackages(em: EntityManager, now = new Date()): Promise<{ packages: number }> {
  for (const demo of DEMO_PACKAGES) {
    await em.transaction("READ COMMITTED", async (tx) => {
      if (await findProductIdByName(tx, demo.name, "PACKAGE")) return;
      const cards = await findCardsByNames(
        tx,
        demo.pool.map((e) => e.card),
      );
      const idOf = new Map(cards.map((c) => [c.name, c.id]));
      if (demo.pool.some((e) => !idOf.has(e.card))) return; // the demo catalogue is not seeded
      const seriesId = await findSeriesIdBySlug(tx, demo.series);

      const needed = demo.totalSupply * demo.cardsPerPackage + MARGIN;
      const free = await unitsFree(tx, [...idOf.values()]);
      for (const cardId of idOf.values()) {
        const short = needed - (free.get(cardId) ?? 0);
        if (short > 0) await addCardTotalIssued(tx, cardId, short);
      }

      const draft = {
        name: demo.name,
        description: demo.description,
        seriesId,
        priceTwd: demo.priceTwd,
        priceJpoint: demo.priceJpoint,
        totalSupply: demo.totalSupply,
        releaseAt: new Date(now.getTime() + demo.releaseInDays * DAY),
        openAt: new Date(now.getTime() + demo.openInDays * DAY),
        cardsPerPackage: demo.cardsPerPackage,
        pool: demo.pool.map((e) => ({ cardId: idOf.get(e.card)!, rarity: e.rarity, weight: e.weight })),
      };
      const parsed = packageProductRule.safeParse(draft);
      if (!parsed.success) {
        throw new DomainError("DATA_ERROR", { ...zodErrorData(parsed.error, draft) }, parsed.error.message);
      }
      await insertPackageProduct(tx, parsed.data);
    });
  }
  const packages = await countPackageProductsNamed(
    em,
    DEMO_PACKAGES.map((d) => d.name),
  );
  return { packages };
}
