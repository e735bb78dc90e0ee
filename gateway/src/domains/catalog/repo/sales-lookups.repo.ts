import type { EntityManager } from "typeorm";
import { toCardView, type CardView } from "../services/card-view.js";
import { CARD_SELECT, type CardRow } from "./card-select.repo.js";

/** Catalog reads of primary sales and card packages: cards as the API shows them, artists, series. */

/** Cards by id as the API shows them, in one query; unknown ids are absent. */
export async function findCardViewsByIds(
  em: EntityManager,
  cardIds: readonly (string | number)[],
): Promise<Map<string, CardView>> {
  const ids = [...new Set(cardIds.map(String))];
  if (ids.length === 0) return new Map();
  const rows = (await em.query(`${CARD_SELECT} WHERE c.id IN (?)`, [ids])) as CardRow[];
  return new Map(rows.map((row) => [String(row.id), toCardView(row)]));
}

/** The ids of an artist's cards, or null when there is no such artist. */
export async function findArtistCardIds(em: EntityManager, artistId: string): Promise<string[] | null> {
  const known = (await em.query(`SELECT id FROM artist WHERE id = ?`, [artistId])) as unknown[];
  if (known.length === 0) return null;
  const cards = (await em.query(`SELECT id FROM card WHERE artist_id = ?`, [artistId])) as {
    id: number | string;
  }[];
  return cards.map((c) => String(c.id));
}

export async function seriesExists(em: EntityManager, seriesId: string): Promise<boolean> {
  const [series] = (await em.query(`SELECT id FROM series WHERE id = ?`, [seriesId])) as unknown[];
  return Boolean(series);
}

/** Demo seeds: a series' id by its slug. */
export async function findSeriesIdBySlug(em: EntityManager, slug: string): Promise<string | null> {
  const [series] = (await em.query(`SELECT id FROM series WHERE slug = ?`, [slug])) as { id: number }[];
  return series ? String(series.id) : null;
}

/** Demo seeds: cards (id, name) with one of these names, in id order. */
export async function findCardsByNames(
  em: EntityManager,
  names: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (names.length === 0) return [];
  const cards = (await em.query(`SELECT id, name FROM card WHERE name IN (?) ORDER BY id`, [[...names]])) as {
    id: number;
    name: string;
  }[];
  return cards.map((c) => ({ id: String(c.id), name: c.name }));
}

/** Demo seeds: `limit` cards (id, name) in id order after skipping `offset`. */
export async function findCardsInIdOrder(
  em: EntityManager,
  limit: number,
  offset: number,
): Promise<{ id: string; name: string }[]> {
  const cards = (await em.query(`SELECT id, name FROM card ORDER BY id LIMIT ? OFFSET ?`, [
    limit,
    offset,
  ])) as {
    id: number;
    name: string;
  }[];
  return cards.map((c) => ({ id: String(c.id), name: c.name }));
}
