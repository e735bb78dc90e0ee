import type { EntityManager } from "typeorm";
import { CARD_SELECT, type CardRow } from "./card-select.repo.js";

/* Staff catalogue writes: a new card, and the lookups its form picks from. */

type Db = Pick<EntityManager, "query">;

export interface NamedRow {
  id: string;
  name: string;
}

/** Every artist, publisher, chain and series (with its publisher) by name: the card form's pickers. */
export async function findCardFormOptions(db: Db): Promise<{
  artists: NamedRow[];
  publishers: NamedRow[];
  chains: (NamedRow & { code: string })[];
  series: (NamedRow & { publisherId: string })[];
}> {
  const rows = async <T>(sql: string) => (await db.query(sql)) as T[];
  const named = (r: { id: number; name: string }) => ({ id: String(r.id), name: r.name });
  return {
    artists: (await rows<{ id: number; name: string }>(`SELECT id, name FROM artist ORDER BY name, id`)).map(
      named,
    ),
    publishers: (
      await rows<{ id: number; name: string }>(`SELECT id, name FROM publisher ORDER BY name, id`)
    ).map(named),
    chains: (
      await rows<{ id: number; name: string; code: string }>(
        `SELECT id, name, code FROM chain ORDER BY sort_order, id`,
      )
    ).map((r) => ({ ...named(r), code: r.code })),
    series: (
      await rows<{ id: number; name: string; publisher_id: number }>(
        `SELECT id, name, publisher_id FROM series ORDER BY name, id`,
      )
    ).map((r) => ({ ...named(r), publisherId: String(r.publisher_id) })),
  };
}

/** Which of the referenced rows exist: the artist, publisher, chain (with its code and the publisher's slug), series. */
export async function findCardReferences(
  db: Db,
  ids: { artistId: string; publisherId: string; chainId: string; seriesId: string | null },
): Promise<{
  artist: boolean;
  publisherSlug: string | null;
  chainCode: string | null;
  seriesPublisherId: string | null;
}> {
  const one = async (sql: string, id: string | null) =>
    id === null ? undefined : ((await db.query(sql, [id])) as Record<string, unknown>[])[0];
  const artist = await one(`SELECT id FROM artist WHERE id = ?`, ids.artistId);
  const publisher = await one(`SELECT slug FROM publisher WHERE id = ?`, ids.publisherId);
  const chain = await one(`SELECT code FROM chain WHERE id = ?`, ids.chainId);
  const series = await one(`SELECT publisher_id FROM series WHERE id = ?`, ids.seriesId);
  return {
    artist: Boolean(artist),
    publisherSlug: publisher ? String(publisher.slug) : null,
    chainCode: chain ? String(chain.code) : null,
    seriesPublisherId: series ? String(series.publisher_id) : null,
  };
}

/**
 * The next token id of a contract on a chain (one above the largest numeric id, 1000 for a new
 * contract). Reads under a lock on the matching index range so two creations in parallel cannot take
 * the same id (the unique key on chain, token address and token id is the last guard).
 */
export async function nextTokenId(db: Db, chainId: string, tokenAddress: string): Promise<string> {
  const [row] = (await db.query(
    `SELECT MAX(CAST(token_id AS UNSIGNED)) AS top FROM card WHERE chain_id = ? AND token_address = ? FOR UPDATE`,
    [chainId, tokenAddress],
  )) as { top: string | number | null }[];
  const top = row?.top === null || row?.top === undefined ? 999n : BigInt(row.top);
  return String(top + 1n);
}

export interface NewCardRow {
  name: string;
  artistId: string;
  publisherId: string;
  seriesId: string | null;
  chainId: string;
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
}

/** Inserts a card; returns its id. */
export async function insertCard(db: Db, c: NewCardRow): Promise<string> {
  const result = (await db.query(
    `INSERT INTO card (name, artist_id, publisher_id, series_id, chain_id, work_number, edition, size, creation_year,
                       total_issued, release_at, contract_id, contract_address, token_address, token_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      c.name,
      c.artistId,
      c.publisherId,
      c.seriesId,
      c.chainId,
      c.workNumber,
      c.edition,
      c.size,
      c.creationYear,
      c.totalIssued,
      c.releaseAt,
      c.contractId,
      c.contractAddress,
      c.tokenAddress,
      c.tokenId,
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

/** Whether a card exists. */
export async function cardExists(db: Db, cardId: string): Promise<boolean> {
  return ((await db.query(`SELECT id FROM card WHERE id = ?`, [cardId])) as unknown[]).length > 0;
}

/** Cards of any release time (staff pickers), newest first, optionally whose name contains `like`. */
export async function findStaffCardRows(db: Db, like: string | null, limit: number): Promise<CardRow[]> {
  return (await db.query(
    `SELECT * FROM (${CARD_SELECT}) cv WHERE (? IS NULL OR cv.name LIKE ?) ORDER BY cv.id DESC LIMIT ?`,
    [like, like, limit],
  )) as CardRow[];
}
