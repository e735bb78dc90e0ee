import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { CARD_SELECT, toCardView, type CardRow, type CardView } from "../../catalog/services/card-view.js";

/** A product of the primary platform as shown on its product page and in lists. */
export interface ProductView {
  id: string;
  kind: "RELEASE" | "PACKAGE";
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

const PRODUCT_COLUMNS = `id, kind, name, description, card_id, series_id, price_twd, discount_price_twd, price_jpoint,
  total_supply, remaining, max_per_order, purchasable, release_at, sale_ends_at, open_at, cards_per_package, seed_hash`;

type Row = Record<string, unknown>;

/**
 * Products for sale or coming soon (newest release first), one kind or both, optionally one artist's
 * (a release of their card, or a package whose pool holds one; 604 for an unknown artist). Cards are
 * loaded in one more query.
 */
export async function listProducts(
  em: EntityManager,
  filter: { kind?: "RELEASE" | "PACKAGE" | null; artistId?: string | null; limit?: number },
): Promise<ProductView[]> {
  const artistId = filter.artistId ?? null;
  if (artistId !== null) {
    const known = /^\d{1,10}$/.test(artistId)
      ? ((await em.query(`SELECT id FROM artist WHERE id = ?`, [artistId])) as unknown[])
      : [];
    if (known.length === 0) throw new DomainError("ARTIST_NOT_FOUND");
  }
  const rows = (await em.query(
    `SELECT ${PRODUCT_COLUMNS} FROM primary_product
      WHERE (? IS NULL OR kind = ?) AND (sale_ends_at IS NULL OR sale_ends_at > UTC_TIMESTAMP(3))
        AND (? IS NULL OR card_id IN (SELECT id FROM card WHERE artist_id = ?)
             OR id IN (SELECT e.product_id FROM package_pool_entry e JOIN card c ON c.id = e.card_id
                        WHERE c.artist_id = ?))
      ORDER BY release_at DESC, id DESC LIMIT ?`,
    [
      filter.kind ?? null,
      filter.kind ?? null,
      artistId,
      artistId,
      artistId,
      Math.min(filter.limit ?? 50, 100),
    ],
  )) as Row[];
  return withCards(em, rows);
}

export async function getProduct(em: EntityManager, id: string): Promise<ProductView | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const rows = (await em.query(`SELECT ${PRODUCT_COLUMNS} FROM primary_product WHERE id = ?`, [id])) as Row[];
  return (await withCards(em, rows))[0] ?? null;
}

async function withCards(em: EntityManager, rows: Row[]): Promise<ProductView[]> {
  const cardIds = [...new Set(rows.map((r) => r.card_id).filter((v) => v !== null))] as number[];
  const cards = new Map<string, CardView>();
  if (cardIds.length) {
    const cardRows = (await em.query(`${CARD_SELECT} WHERE c.id IN (?)`, [cardIds])) as CardRow[];
    for (const c of cardRows) {
      const view = toCardView(c);
      cards.set(String(view.id), view);
    }
  }
  return rows.map((r) => ({
    id: String(r.id),
    kind: r.kind as ProductView["kind"],
    name: r.name as string,
    description: r.description as string,
    card: r.card_id === null ? null : (cards.get(String(r.card_id)) ?? null),
    seriesId: r.series_id === null ? null : String(r.series_id),
    priceTwd: BigInt(r.price_twd as string),
    discountPriceTwd: r.discount_price_twd === null ? null : BigInt(r.discount_price_twd as string),
    priceJpoint: r.price_jpoint === null ? null : BigInt(r.price_jpoint as string),
    totalSupply: Number(r.total_supply),
    remaining: Number(r.remaining),
    maxPerOrder: Number(r.max_per_order),
    purchasable: Boolean(Number(r.purchasable)),
    releaseAt: r.release_at as Date,
    saleEndsAt: (r.sale_ends_at as Date | null) ?? null,
    openAt: (r.open_at as Date | null) ?? null,
    cardsPerPackage: r.cards_per_package === null ? null : Number(r.cards_per_package),
    seedHash: (r.seed_hash as string | null) ?? null,
  }));
}
