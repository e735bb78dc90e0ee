import type { EntityManager } from "typeorm";

type Db = Pick<EntityManager, "query">;

/** The cards of a series (missions: "hold N cards of a series"). */
export async function findSeriesCardIds(em: Db, seriesId: string): Promise<string[]> {
  const rows = (await em.query(`SELECT id FROM card WHERE series_id = ?`, [seriesId])) as {
    id: number | string;
  }[];
  return rows.map((r) => String(r.id));
}

/** The series of a card (null when the card has none or is unknown). */
export async function findCardSeriesId(em: Db, cardId: string): Promise<string | null> {
  const [row] = (await em.query(`SELECT series_id AS seriesId FROM card WHERE id = ?`, [cardId])) as {
    seriesId: number | string | null;
  }[];
  return row?.seriesId == null ? null : String(row.seriesId);
}

/** The publisher of a series (null when the series is unknown): issuers define missions for their own. */
export async function findSeriesPublisherId(em: Db, seriesId: string): Promise<string | null> {
  const [row] = (await em.query(`SELECT publisher_id AS publisherId FROM series WHERE id = ?`, [
    seriesId,
  ])) as {
    publisherId: number | string;
  }[];
  return row ? String(row.publisherId) : null;
}
