import type { CardRow } from "../repo/card-select.repo.js";

/**
 * The read model of a card as the API shows it. One SQL (`CARD_SELECT` in repo/card-select.repo.ts)
 * yields flat rows that map to this shape with the artist, publisher, series and chain already inside,
 * so a list costs one query.
 */
export interface ChainView {
  id: string;
  code: string;
  name: string;
}
export interface PublisherView {
  id: string;
  name: string;
  logoUrl: string;
}
export interface CardView {
  id: string;
  name: string;
  imageUrl: string;
  artist: { id: string; name: string };
  publisher: PublisherView;
  series: { id: string; name: string } | null;
  chain: ChainView;
  workNumber: string | null;
  edition: string | null;
  size: string | null;
  creationYear: number | null;
  totalIssued: number;
  releaseAt: Date;
  contractId: string;
  contractAddress: string;
  tokenAddress: string;
  tokenId: string;
  likes: number;
  /** Issuer restrictions (spec §6). */
  sellable: boolean;
  giftable: boolean;
  withdrawable: boolean;
}

/**
 * A card's picture. With the uploaded artwork's version the URL names those exact bytes (served for good
 * from /media/card-artwork/); without it, /media/cards/<id>.svg answers the generated picture or, once
 * artwork was uploaded, redirects to the current artwork's URL (that answer is revalidated every time).
 */
export const cardImageUrl = (id: number | string, artworkVersion?: string | null) =>
  artworkVersion ? cardArtworkUrl(id, artworkVersion) : `/media/cards/${id}.svg`;
export const cardArtworkUrl = (id: number | string, version: string) =>
  `/media/card-artwork/${id}-${version}.webp`;
export const publisherLogoUrl = (id: number | string) => `/media/publishers/${id}.svg`;

export function toPublisherView(id: number | string, name: string): PublisherView {
  return { id: String(id), name, logoUrl: publisherLogoUrl(id) };
}

export function toCardView(row: CardRow): CardView {
  return {
    id: String(row.id),
    name: row.name,
    imageUrl: cardImageUrl(row.id, row.artwork_version),
    artist: { id: String(row.artist_id), name: row.artist_name },
    publisher: toPublisherView(row.publisher_id, row.publisher_name),
    series: row.series_id === null ? null : { id: String(row.series_id), name: row.series_name ?? "" },
    chain: { id: String(row.chain_id), code: row.chain_code, name: row.chain_name },
    workNumber: row.work_number,
    edition: row.edition,
    size: row.size,
    creationYear: row.creation_year === null ? null : Number(row.creation_year),
    totalIssued: Number(row.total_issued),
    releaseAt: new Date(row.release_at),
    contractId: row.contract_id,
    contractAddress: row.contract_address,
    tokenAddress: row.token_address,
    tokenId: row.token_id,
    likes: Number(row.likes),
    sellable: Boolean(Number(row.sellable)),
    giftable: Boolean(Number(row.giftable)),
    withdrawable: Boolean(Number(row.withdrawable)),
  };
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
