import type { DataSource } from "typeorm";
import { findCardRowById } from "../repo/catalog.repo.js";
import { toCardView, type CardView } from "./card-view.js";

export async function getCard(dataSource: DataSource, id: string): Promise<CardView | null> {
  if (!/^\d+$/.test(id)) return null;
  const row = await findCardRowById(dataSource, Number(id));
  return row ? toCardView(row) : null;
}
