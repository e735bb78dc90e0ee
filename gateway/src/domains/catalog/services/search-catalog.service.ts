import type { DataSource } from "typeorm";
import { searchPublisherNames, searchReleasedCardNames } from "../repo/catalog.repo.js";
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
  const cards = await searchReleasedCardNames(dataSource, pattern, prefix, now, limit);
  const publishers = await searchPublisherNames(dataSource, pattern, prefix, limit);
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
