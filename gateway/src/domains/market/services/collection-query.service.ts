import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { CardType } from "../../catalog/graphql/catalog.types.js";
import { CARD_SELECT, toCardView, type CardRow } from "../../catalog/index.js";
import { HoldingType } from "../graphql/market.types.js";

/**
 * The collection book (spec §2 collectionBook/{address?}): the cards a user holds, how many units and
 * how many of those sit on open listings. One SQL with the card view joined in.
 */
const HOLDINGS_SQL = `
  SELECT h.amount AS h_units, h.listed AS h_listed, cv.*
    FROM card_holding h
    JOIN (${CARD_SELECT}) cv ON cv.id = h.card_id
   WHERE h.user_id = ? AND h.amount > 0
   ORDER BY h.updated_at DESC, h.card_id DESC`;

type HoldingRow = CardRow & { h_units: number; h_listed: number };

export async function holdingsOf(dataSource: DataSource, userId: string): Promise<HoldingType[]> {
  const rows = (await dataSource.query(HOLDINGS_SQL, [userId])) as HoldingRow[];
  return rows.map((row) =>
    Object.assign(new HoldingType(), {
      card: Object.assign(new CardType(), toCardView(row)),
      units: Number(row.h_units),
      listed: Number(row.h_listed),
    }),
  );
}

/** Another user's collection by public id; 404 for unknown or deleted accounts. */
export async function publicCollection(dataSource: DataSource, publicId: string): Promise<HoldingType[]> {
  const [user] = (await dataSource.query(
    `SELECT id FROM user_account WHERE public_id = ? AND status = 'active'`,
    [publicId.slice(0, 16)],
  )) as { id: string }[];
  if (!user) throw new DomainError("NOT_FOUND");
  return holdingsOf(dataSource, String(user.id));
}
