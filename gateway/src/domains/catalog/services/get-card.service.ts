import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { findCardRowById } from "../repo/catalog.repo.js";
import { toCardView, type CardView } from "./card-view.js";

/**
 * One card by id; 404 NOT_FOUND when there is none, never null (docs/ERRORS.md, R4). A malformed id
 * never gets here: the gateway answers it with DATA_ERROR (validation.id) before any resolver runs.
 */
export async function getCard(dataSource: DataSource, id: string): Promise<CardView> {
  const row = await findCardRowById(dataSource, id);
  if (!row) throw new DomainError("NOT_FOUND");
  return toCardView(row);
}
