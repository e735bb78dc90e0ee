import { JALLERY_PRODUCT_NAME } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { findUserIdByEmail } from "../domains/accounts/index.js";
import { findSellableReleasedCardIds } from "../domains/catalog/index.js";
import { mintUnits } from "../domains/holdings/index.js";
import { findProductIdByName, insertFeatureProduct } from "../domains/primary/index.js";
import {
  DEMO_COVER_KEY,
  findShowroomIdByName,
  findTemplateIdByName,
  insertAccessRow,
  seedEstablishedShowroom,
  insertTemplate,
} from "../domains/showrooms/index.js";
import { withTransaction } from "../infra/transaction.js";

/** Room types offered in the demo (columns × slots; slots = the room's NFT max limit). */
const DEMO_TEMPLATES = [
  { name: "Gallery wall", columns: 4, slotCount: 8 },
  { name: "Cabinet", columns: 3, slotCount: 9 },
  { name: "Spotlight", columns: 2, slotCount: 4 },
  { name: "Grand hall", columns: 6, slotCount: 24 },
];

const DEMO_ROOM = "Collector's first light";

/**
 * Showroom demo: the room templates, the Jallery product (Jpoint or card, unlimited), and a published
 * room of the demo collector with three cards in its slots. Idempotent: keyed by names.
 */
export async function seedShowrooms(
  dataSource: DataSource,
  now = new Date(),
): Promise<{ showrooms: number }> {
  for (const t of DEMO_TEMPLATES) {
    if (!(await findTemplateIdByName(dataSource, t.name))) await insertTemplate(dataSource, t);
  }
  if (!(await findProductIdByName(dataSource.manager, JALLERY_PRODUCT_NAME))) {
    await insertFeatureProduct(dataSource.manager, {
      name: JALLERY_PRODUCT_NAME,
      description:
        "Jallery unlocks showrooms: build up to 3 rooms, fill their slots with cards you own and publish them.",
      priceTwd: 300,
      priceJpoint: 300,
      releaseAt: new Date(now.getTime() - 86_400_000),
    });
  }
  const collectorId = await findUserIdByEmail(dataSource, "collector@vitrine.local");
  if (!collectorId || (await findShowroomIdByName(dataSource, DEMO_ROOM))) return { showrooms: 1 };
  const templateId = (await findTemplateIdByName(dataSource, "Gallery wall"))!;
  // Three released cards past the first 16 (the market seed's), one unit each for the room.
  const cards = (await findSellableReleasedCardIds(dataSource, now, 19)).slice(16);
  await withTransaction(dataSource, async (em) => {
    await insertAccessRow(em, collectorId, null);
    for (const cardId of cards) await mintUnits(em, cardId, collectorId, 1);
    await seedEstablishedShowroom(em, {
      userId: collectorId,
      name: DEMO_ROOM,
      templateId,
      description: "Three favourites from the first releases, hung side by side.",
      coverKey: DEMO_COVER_KEY,
      cardIds: cards,
    });
  });
  return { showrooms: 1 };
}
