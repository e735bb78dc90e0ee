import type { EntityManager } from "typeorm";
import { CARD_SELECT, type CardRow } from "./card-select.repo.js";

/* The catalogue's public reads: released cards (filtered, paged), one card, chains, publishers, search. */

type Db = Pick<EntityManager, "query">;

/** A filter over released cards; `searchPattern` is an escaped LIKE pattern. */
export interface ReleasedCardFilter {
  now: Date;
  searchPattern?: string;
  chainId?: number;
  publisherId?: number;
  artistId?: number;
}

function releasedCardWhere(filter: ReleasedCardFilter): { clause: string; params: unknown[] } {
  const where: string[] = ["c.release_at <= ?"];
  const params: unknown[] = [filter.now];
  if (filter.searchPattern) {
    where.push("(c.name LIKE ? OR a.name LIKE ? OR p.name LIKE ?)");
    params.push(filter.searchPattern, filter.searchPattern, filter.searchPattern);
  }
  if (filter.chainId !== undefined) {
    where.push("c.chain_id = ?");
    params.push(filter.chainId);
  }
  if (filter.publisherId !== undefined) {
    where.push("c.publisher_id = ?");
    params.push(filter.publisherId);
  }
  if (filter.artistId !== undefined) {
    where.push("c.artist_id = ?");
    params.push(filter.artistId);
  }
  return { clause: `WHERE ${where.join(" AND ")}`, params };
}

/** Released cards matching the filter, newest release first, one page. */
export async function findReleasedCards(
  db: Db,
  filter: ReleasedCardFilter,
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const { clause, params } = releasedCardWhere(filter);
  return (await db.query(`${CARD_SELECT} ${clause} ORDER BY c.release_at DESC, c.id DESC LIMIT ? OFFSET ?`, [
    ...params,
    limit,
    offset,
  ])) as CardRow[];
}

/** How many released cards match the filter. */
export async function countReleasedCards(db: Db, filter: ReleasedCardFilter): Promise<number> {
  const { clause, params } = releasedCardWhere(filter);
  const [count] = (await db.query(
    `SELECT COUNT(*) AS total FROM card c JOIN artist a ON a.id = c.artist_id JOIN publisher p ON p.id = c.publisher_id ${clause}`,
    params,
  )) as { total: string }[];
  return Number(count?.total ?? 0);
}

/** One card row by id, or undefined. */
export async function findCardRowById(db: Db, id: string): Promise<CardRow | undefined> {
  const rows = (await db.query(`${CARD_SELECT} WHERE c.id = ?`, [id])) as CardRow[];
  return rows[0];
}

/**
 * The card with this token id, narrowed by contract id and token address when given; the lowest id
 * when several chains carry the same token id (the spec's cardDetail/…/{token_id} route).
 */
export async function findCardIdByToken(
  db: Db,
  token: { tokenId: string; contractId?: string | null; tokenAddress?: string | null },
): Promise<string | undefined> {
  const where = ["token_id = ?"];
  const params: unknown[] = [token.tokenId];
  if (token.contractId) {
    where.push("contract_id = ?");
    params.push(token.contractId);
  }
  if (token.tokenAddress) {
    where.push("token_address = ?");
    params.push(token.tokenAddress);
  }
  const [row] = (await db.query(`SELECT id FROM card WHERE ${where.join(" AND ")} ORDER BY id LIMIT 1`, [
    ...params,
  ])) as { id: number | string }[];
  return row === undefined ? undefined : String(row.id);
}

/** The newest `perChain` released cards of every chain (window function), ordered by chain and rank. */
export async function findNewestCardsPerChain(db: Db, perChain: number, now: Date): Promise<CardRow[]> {
  return (await db.query(
    `SELECT * FROM (
       SELECT ranked.*, ROW_NUMBER() OVER (PARTITION BY ranked.chain_id ORDER BY ranked.release_at DESC, ranked.id DESC) AS rn
         FROM (${CARD_SELECT} WHERE c.release_at <= ?) ranked
     ) t WHERE t.rn <= ? ORDER BY t.chain_id, t.rn`,
    [now, perChain],
  )) as CardRow[];
}

export interface ChainRow {
  id: number;
  code: string;
  name: string;
}

/** Every chain in display order. */
export async function findChains(db: Db): Promise<ChainRow[]> {
  return (await db.query("SELECT id, code, name FROM chain ORDER BY sort_order, id")) as ChainRow[];
}

/** One chain by its code (ETH, BSC, POLYGON), or undefined. */
export async function findChainByCode(db: Db, code: string): Promise<ChainRow | undefined> {
  const [row] = (await db.query("SELECT id, code, name FROM chain WHERE code = ?", [code])) as ChainRow[];
  return row;
}

/** Every publisher by name. */
export async function findPublishers(db: Db): Promise<{ id: number; name: string }[]> {
  return (await db.query("SELECT id, name FROM publisher ORDER BY name")) as { id: number; name: string }[];
}

/** Released cards whose name matches `pattern`, names matching `prefix` first, then most liked. */
export async function searchReleasedCardNames(
  db: Db,
  pattern: string,
  prefix: string,
  now: Date,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return (await db.query(
    `SELECT id, name FROM card WHERE name LIKE ? AND release_at <= ?
      ORDER BY (name LIKE ?) DESC, likes DESC, id DESC LIMIT ?`,
    [pattern, now, prefix, limit],
  )) as { id: number; name: string }[];
}

/** Publishers whose name matches `pattern`, names matching `prefix` first. */
export async function searchPublisherNames(
  db: Db,
  pattern: string,
  prefix: string,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return (await db.query(
    `SELECT id, name FROM publisher WHERE name LIKE ? ORDER BY (name LIKE ?) DESC, name LIMIT ?`,
    [pattern, prefix, limit],
  )) as { id: number; name: string }[];
}
