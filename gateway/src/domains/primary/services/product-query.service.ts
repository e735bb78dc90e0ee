import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findArtistCardIds, findCardViewsByIds, type CardView } from "../../catalog/index.js";
import { findPackageProductIdsWithCards } from "../../packages/index.js";
import { findProductRowById, findProductRows, type ProductListRow } from "../repo/product.repo.js";

/** A product of the primary platform as shown on its product page and in lists. */
export interface ProductView {
  id: string;
  kind: "RELEASE" | "PACKAGE" | "FEATURE";
  name: string;
  description: string;
  card: CardView | null;
  seriesId: string | null;
  priceTwd: bigint;
  discountPriceTwd: bigint | null;
  priceJpoint: bigint | null;
  totalSupply: number;
  remaining: number;
  maxPerOrder: number;
  purchasable: boolean;
  releaseAt: Date;
  saleEndsAt: Date | null;
  openAt: Date | null;
  cardsPerPackage: number | null;
  seedHash: string | null;
}

/**
 * Products for sale or coming soon (newest release first), one kind or both, optionally one artist's
 * (a release of their card, or a package whose pool holds one; 604 for an unknown artist). Cards are
 * loaded in one more query.
 */
export async function listProducts(
  em: EntityManager,
  filter: { kind?: "RELEASE" | "PACKAGE" | "FEATURE" | null; artistId?: string | null; limit?: number },
): Promise<ProductView[]> {
  const artistId = filter.artistId ?? null;
  let artist: { cardIds: string[]; packageProductIds: string[] } | null = null;
  if (artistId !== null) {
    const cardIds = await findArtistCardIds(em, assertRowId("artistId", artistId));
    if (cardIds === null) throw new DomainError("ARTIST_NOT_FOUND");
    artist = { cardIds, packageProductIds: await findPackageProductIdsWithCards(em, cardIds) };
  }
  const rows = await findProductRows(em, {
    kind: filter.kind ?? null,
    artist,
    limit: Math.min(filter.limit ?? 50, 100),
  });
  return withCards(em, rows);
}

/** One product (the product page); 404 NOT_FOUND when there is none, never null (docs/ERRORS.md, R4). */
export async function getProduct(em: EntityManager, id: string): Promise<ProductView> {
  const row = await findProductRowById(em, assertRowId("id", id));
  if (!row) throw new DomainError("NOT_FOUND");
  return (await withCards(em, [row]))[0]!;
}

async function withCards(em: EntityManager, rows: ProductListRow[]): Promise<ProductView[]> {
  const cards = await findCardViewsByIds(
    em,
    rows.flatMap((r) => (r.card_id === null ? [] : [String(r.card_id)])),
  );
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind,
    name: r.name,
    description: r.description,
    card: r.card_id === null ? null : (cards.get(String(r.card_id)) ?? null),
    seriesId: r.series_id === null ? null : String(r.series_id),
    priceTwd: BigInt(r.price_twd),
    discountPriceTwd: r.discount_price_twd === null ? null : BigInt(r.discount_price_twd),
    priceJpoint: r.price_jpoint === null ? null : BigInt(r.price_jpoint),
    totalSupply: Number(r.total_supply),
    remaining: Number(r.remaining),
    maxPerOrder: Number(r.max_per_order),
    purchasable: Boolean(Number(r.purchasable)),
    releaseAt: r.release_at,
    saleEndsAt: r.sale_ends_at ?? null,
    openAt: r.open_at ?? null,
    cardsPerPackage: r.cards_per_package === null ? null : Number(r.cards_per_package),
    seedHash: r.seed_hash ?? null,
  }));
}
