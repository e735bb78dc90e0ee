import type { DataSource } from "typeorm";
import { cardImageUrl, likeContains, publisherLogoUrl } from "./card-view.js";

export type SearchItemKind = "ARTWORK" | "PUBLISHER";

export interface SearchItemView {
  type: SearchItemKind;
  id: string;
  name: string;
  imageUrl: string;
}

/**
 * Header suggestions: released artworks and publishers whose name contains the text. Names that
 * start with the text rank first. Up to `limit` artworks and `limit` publishers.
 */
export async function searchCatalog(
  dataSource: DataSource,
  text: string,
  limit: number,
  now = new Date(),
): Promise<SearchItemView[]> {
  const needle = text.trim();
  if (!needle) return [];
  const pattern = likeContains(needle);
  const prefix = `${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const cards: { id: number; name: string }[] = await dataSource.query(
    `SELECT id, name FROM card WHERE name LIKE ? AND release_at <= ?
      ORDER BY (name LIKE ?) DESC, likes DESC, id DESC LIMIT ?`,
    [pattern, now, prefix, limit],
  );
  const publishers: { id: number; name: string }[] = await dataSource.query(
    `SELECT id, name FROM publisher WHERE name LIKE ? ORDER BY (name LIKE ?) DESC, name LIMIT ?`,
    [pattern, prefix, limit],
  );
  return [
    ...cards.map((c) => ({
      type: "ARTWORK" as const,
      id: String(c.id),
      name: c.name,
      imageUrl: cardImageUrl(c.id),
    })),
    ...publishers.map((p) => ({
      type: "PUBLISHER" as const,
      id: String(p.id),
      name: p.name,
      imageUrl: publisherLogoUrl(p.id),
    })),
  ];
}
