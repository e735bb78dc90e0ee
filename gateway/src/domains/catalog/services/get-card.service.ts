import type { DataSource } from "typeorm";
import { CARD_SELECT, toCardView, type CardRow, type CardView } from "./card-view.js";

export async function getCard(dataSource: DataSource, id: string): Promise<CardView | null> {
  if (!/^\d+$/.test(id)) return null;
  const rows: CardRow[] = await dataSource.query(`${CARD_SELECT} WHERE c.id = ?`, [Number(id)]);
  return rows[0] ? toCardView(rows[0]) : null;
}
