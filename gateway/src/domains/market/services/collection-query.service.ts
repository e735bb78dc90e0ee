import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { findActiveUserIdByPublicId } from "../../accounts/index.js";
import { toCardView } from "../../catalog/index.js";
import { findCollectionRows } from "../../holdings/index.js";
import type { HoldingView } from "./views.js";

/**
 * The collection book (spec §2 collectionBook/{address?}): the cards a user holds, how many units and
 * how many of those sit on open listings. One SQL with the card view joined in.
 */
export async function holdingsOf(dataSource: DataSource, userId: string): Promise<HoldingView[]> {
  const rows = await findCollectionRows(dataSource, userId);
  return rows.map((row) => ({
    card: toCardView(row),
    units: Number(row.h_units),
    listed: Number(row.h_listed),
  }));
}

/** Another user's collection by public id; 404 for unknown or deleted accounts. */
export async function publicCollection(dataSource: DataSource, publicId: string): Promise<HoldingView[]> {
  const userId = await findActiveUserIdByPublicId(dataSource, publicId.slice(0, 16));
  if (!userId) throw new DomainError("NOT_FOUND");
  return holdingsOf(dataSource, userId);
}
