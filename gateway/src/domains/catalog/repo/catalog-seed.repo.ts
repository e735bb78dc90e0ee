import type { EntityManager } from "typeorm";

/*
 * Demo seeds: catalogue rows upserted by their natural keys (chain code, slugs, card token), so
 * seeding twice changes nothing.
 */

type Db = Pick<EntityManager, "query">;

export async function upsertChain(db: Db, code: string, name: string, sortOrder: number): Promise<void> {
  await db.query(
    "INSERT INTO chain (code, name, sort_order) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name), sort_order = VALUES(sort_order)",
    [code, name, sortOrder],
  );
}

export async function upsertPublisher(
  db: Db,
  slug: string,
  name: string,
  description: string,
): Promise<void> {
  await db.query(
    "INSERT INTO publisher (slug, name, description) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name), description = VALUES(description)",
    [slug, name, description],
  );
}

export async function upsertArtist(db: Db, slug: string, name: string): Promise<void> {
  await db.query(
    "INSERT INTO artist (slug, name) VALUES (?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name)",
    [slug, name],
  );
}

export async function upsertSeries(
  db: Db,
  slug: string,
  name: string,
  publisherId: number | undefined,
): Promise<void> {
  await db.query(
    "INSERT INTO series (slug, name, publisher_id) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name), publisher_id = VALUES(publisher_id)",
    [slug, name, publisherId],
  );
}

/** Natural key → id of every chain (by code), publisher, artist and series (by slug). */
export async function findCatalogIds(db: Db): Promise<{
  chains: Map<string, number>;
  publishers: Map<string, number>;
  artists: Map<string, number>;
  series: Map<string, number>;
}> {
  const ids = async (sql: string) => {
    const rows = (await db.query(sql)) as { id: number; k: string }[];
    return new Map(rows.map((r) => [r.k, Number(r.id)]));
  };
  return {
    chains: await ids("SELECT id, code AS k FROM chain"),
    publishers: await ids("SELECT id, slug AS k FROM publisher"),
    artists: await ids("SELECT id, slug AS k FROM artist"),
    series: await ids("SELECT id, slug AS k FROM series"),
  };
}

/** One card row to seed, in column order (see `upsertCards`). */
export type SeedCardRow = [
  name: string,
  artistId: number | undefined,
  publisherId: number | undefined,
  seriesId: number | undefined,
  chainId: number | undefined,
  workNumber: string,
  edition: string,
  size: string,
  creationYear: number,
  totalIssued: number | undefined,
  releaseAt: Date,
  contractId: string,
  contractAddress: string,
  tokenAddress: string,
  tokenId: string,
  likes: number,
];

/**
 * Inserts cards in one statement (rows keep their order, so on a fresh database ids follow the
 * array); a card that exists (same token) keeps its release time and only has its names updated.
 */
export async function upsertCards(db: Db, rows: readonly SeedCardRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO card (name, artist_id, publisher_id, series_id, chain_id, work_number, edition, size, creation_year,
                       total_issued, release_at, contract_id, contract_address, token_address, token_id, likes)
     VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}
     ON DUPLICATE KEY UPDATE name = VALUES(name), artist_id = VALUES(artist_id), publisher_id = VALUES(publisher_id),
                             series_id = VALUES(series_id)`,
    rows.flat(),
  );
}

/** How many chains, publishers, artists, series and cards exist. */
export async function countCatalog(db: Db): Promise<{
  chains: number;
  publishers: number;
  artists: number;
  series: number;
  cards: number;
}> {
  const count = async (sql: string) => Number(((await db.query(sql)) as { n: string }[])[0]?.n ?? 0);
  return {
    chains: await count("SELECT COUNT(*) AS n FROM chain"),
    publishers: await count("SELECT COUNT(*) AS n FROM publisher"),
    artists: await count("SELECT COUNT(*) AS n FROM artist"),
    series: await count("SELECT COUNT(*) AS n FROM series"),
    cards: await count("SELECT COUNT(*) AS n FROM card"),
  };
}

/** Demo market: up to `limit` released, sellable cards in id order. */
export async function findSellableReleasedCardIds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = (await db.query(
    "SELECT id FROM card WHERE release_at <= ? AND sellable = 1 ORDER BY id LIMIT ?",
    [now, limit],
  )) as { id: number | string }[];
  return rows.map((r) => String(r.id));
}
