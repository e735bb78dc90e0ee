/**
 * The read model of a card as the API shows it. One SQL (`CARD_SELECT`) yields flat rows that map to
 * this shape with the artist, publisher, series and chain already inside, so a list costs one query.
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

export const CARD_SELECT = `
  SELECT c.id, c.name, c.work_number, c.edition, c.size, c.creation_year, c.total_issued, c.release_at,
         c.contract_id, c.contract_address, c.token_address, c.token_id, c.likes,
         c.sellable, c.giftable, c.withdrawable,
         a.id AS artist_id, a.name AS artist_name,
         p.id AS publisher_id, p.name AS publisher_name,
         s.id AS series_id, s.name AS series_name,
         ch.id AS chain_id, ch.code AS chain_code, ch.name AS chain_name
    FROM card c
    JOIN artist a ON a.id = c.artist_id
    JOIN publisher p ON p.id = c.publisher_id
    LEFT JOIN series s ON s.id = c.series_id
    JOIN chain ch ON ch.id = c.chain_id`;

export interface CardRow {
  id: number;
  name: string;
  work_number: string | null;
  edition: string | null;
  size: string | null;
  creation_year: number | null;
  total_issued: number;
  release_at: Date;
  contract_id: string;
  contract_address: string;
  token_address: string;
  token_id: string;
  likes: number;
  sellable: number | boolean;
  giftable: number | boolean;
  withdrawable: number | boolean;
  artist_id: number;
  artist_name: string;
  publisher_id: number;
  publisher_name: string;
  series_id: number | null;
  series_name: string | null;
  chain_id: number;
  chain_code: string;
  chain_name: string;
}

export const cardImageUrl = (id: number | string) => `/media/cards/${id}.svg`;
export const publisherLogoUrl = (id: number | string) => `/media/publishers/${id}.svg`;

export function toPublisherView(id: number | string, name: string): PublisherView {
  return { id: String(id), name, logoUrl: publisherLogoUrl(id) };
}

export function toCardView(row: CardRow): CardView {
  return {
    id: String(row.id),
    name: row.name,
    imageUrl: cardImageUrl(row.id),
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
