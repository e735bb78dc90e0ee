/*
 * The one SELECT of a card with its artist, publisher, series and chain, as flat rows (`CardRow`) that
 * services map to `CardView`. Other domains that must filter or sort listings by card facts in one
 * statement join it as a derived table (`JOIN (${CARD_SELECT}) cv ON cv.id = …`) through catalog's
 * index.ts, so the catalog's table names stay in this file.
 */

export const CARD_SELECT = `
  SELECT c.id, c.name, c.work_number, c.edition, c.size, c.creation_year, c.total_issued, c.release_at,
         c.contract_id, c.contract_address, c.token_address, c.token_id, c.likes,
         c.sellable, c.giftable, c.withdrawable,
         a.id AS artist_id, a.name AS artist_name,
         p.id AS publisher_id, p.name AS publisher_name,
         s.id AS series_id, s.name AS series_name,
         ch.id AS chain_id, ch.code AS chain_code, ch.name AS chain_name,
         cw.version AS artwork_version
    FROM card c
    JOIN artist a ON a.id = c.artist_id
    JOIN publisher p ON p.id = c.publisher_id
    LEFT JOIN series s ON s.id = c.series_id
    JOIN chain ch ON ch.id = c.chain_id
    LEFT JOIN card_artwork cw ON cw.card_id = c.id`;

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
  /** The uploaded artwork's version; null (or absent from a narrower select) when the art is generated. */
  artwork_version?: string | null;
}
