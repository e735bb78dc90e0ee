import type { EntityManager } from "typeorm";
import { CARD_SELECT, type CardRow } from "../../catalog/index.js";

/*
 * The collection book: the cards a user holds, how many units and how many of those sit on open
 * listings, with the card view joined in (one SQL), most recently changed first.
 */

type Db = Pick<EntityManager, "query">;

export type CollectionRow = CardRow & { h_units: number; h_listed: number };

export async function findCollectionRows(db: Db, userId: string): Promise<CollectionRow[]> {
  return (await db.query(
    `SELECT h.amount AS h_units, h.listed AS h_listed, cv.*
       FROM card_holding h
       JOIN (${CARD_SELECT}) cv ON cv.id = h.card_id
      WHERE h.user_id = ? AND h.amount > 0
      ORDER BY h.updated_at DESC, h.card_id DESC`,
    [userId],
  )) as CollectionRow[];
}
