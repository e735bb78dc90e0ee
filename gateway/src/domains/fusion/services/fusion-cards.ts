import { CardType } from "../../catalog/graphql/catalog.types.js";
import { CARD_SELECT, toCardView, type CardRow } from "../../catalog/index.js";
import type { Queryable } from "../../jpoint-service/index.js";

/** The cards named by ids, as the API shows them (one SQL). */
export async function loadCards(em: Queryable, ids: (string | number)[]): Promise<Map<string, CardType>> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return new Map();
  const rows = (await em.query(`${CARD_SELECT} WHERE c.id IN (?)`, [unique])) as CardRow[];
  return new Map(rows.map((row) => [String(row.id), Object.assign(new CardType(), toCardView(row))]));
}
