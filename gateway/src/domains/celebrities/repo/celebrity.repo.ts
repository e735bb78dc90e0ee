import type { CelebrityKind, Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/** SQL of the celebrity and celebrity_text tables (the only code naming them). */

export interface CelebrityRow {
  id: number;
  kind: CelebrityKind;
  artist_id: number | null;
  active: number;
  version: number;
}

export interface CelebrityTextRow {
  celebrity_id: number;
  language: Locale;
  name: string;
  bio: string;
}

type Db = Pick<EntityManager, "query">;

export async function findCelebrities(db: Db, ids: readonly string[]): Promise<CelebrityRow[]> {
  if (ids.length === 0) return [];
  return (await db.query(`SELECT id, kind, artist_id, active, version FROM celebrity WHERE id IN (?)`, [
    ids,
  ])) as CelebrityRow[];
}

/** Every celebrity, or the active ones only, in id order. */
export async function listCelebrities(db: Db, activeOnly: boolean): Promise<CelebrityRow[]> {
  return (await db.query(
    `SELECT id, kind, artist_id, active, version FROM celebrity ${activeOnly ? "WHERE active = 1" : ""}
     ORDER BY id`,
  )) as CelebrityRow[];
}

/** Locks a celebrity row (likes of one celebrity and staff edits queue on it). */
export async function lockCelebrity(em: EntityManager, id: string): Promise<CelebrityRow | undefined> {
  const [row] = (await em.query(
    `SELECT id, kind, artist_id, active, version FROM celebrity WHERE id = ? FOR UPDATE`,
    [id],
  )) as CelebrityRow[];
  return row;
}

export async function findCelebrityTexts(db: Db, ids: readonly string[]): Promise<CelebrityTextRow[]> {
  if (ids.length === 0) return [];
  return (await db.query(
    `SELECT celebrity_id, language, name, bio FROM celebrity_text WHERE celebrity_id IN (?)`,
    [ids],
  )) as CelebrityTextRow[];
}

export async function insertCelebrity(
  em: EntityManager,
  kind: CelebrityKind,
  artistId: string | null,
): Promise<string> {
  const result = (await em.query(`INSERT INTO celebrity (kind, artist_id) VALUES (?, ?)`, [
    kind,
    artistId,
  ])) as { insertId: number };
  return String(result.insertId);
}

/** Conditional on the version the editor read: 0 rows when someone else changed it first. */
export async function updateCelebrity(
  em: EntityManager,
  id: string,
  version: number,
  change: { kind: CelebrityKind; artistId: string | null } | { active: boolean },
): Promise<boolean> {
  const [set, params] =
    "active" in change
      ? ["active = ?", [change.active ? 1 : 0]]
      : ["kind = ?, artist_id = ?", [change.kind, change.artistId]];
  const result = (await em.query(
    `UPDATE celebrity SET ${set}, version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND version = ?`,
    [...params, id, version],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Replaces a celebrity's texts (the languages not given are removed). */
export async function replaceCelebrityTexts(
  em: EntityManager,
  id: string,
  texts: readonly { language: Locale; name: string; bio: string }[],
): Promise<void> {
  await em.query(`DELETE FROM celebrity_text WHERE celebrity_id = ?`, [id]);
  if (texts.length === 0) return;
  await em.query(`INSERT INTO celebrity_text (celebrity_id, language, name, bio) VALUES ?`, [
    texts.map((t) => [id, t.language, t.name, t.bio]),
  ]);
}

/** Demo seed: a celebrity's id by its default-language name. */
export async function findCelebrityIdByName(db: Db, name: string): Promise<string | null> {
  const [row] = (await db.query(
    `SELECT celebrity_id FROM celebrity_text WHERE language = 'tw' AND name = ? LIMIT 1`,
    [name],
  )) as { celebrity_id: number }[];
  return row ? String(row.celebrity_id) : null;
}
