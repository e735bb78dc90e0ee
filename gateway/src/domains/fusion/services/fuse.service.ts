import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import type { CardView } from "../../catalog/index.js";
import { burnUnits, lockUserHoldings, mintUnits } from "../../holdings/index.js";
import {
  findActiveRecipe,
  findRecipeInputs,
  findRecordByKey,
  findRecordRows,
  insertRecord,
} from "../repo/fusion.repo.js";
import { loadCards } from "./fusion-cards.js";

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

export interface FusionRecordView {
  id: string;
  recipeId: string;
  recipeName: string;
  inputs: { card: CardView; units: number }[];
  outputCard: CardView;
  outputUnits: number;
  createdAt: Date;
}

/** Thrown inside the transaction when the key turns out to be used: roll back, then answer. */
class FusionAlreadyDone extends Error {}

/**
 * Fuses cards: burns every input of an active recipe and mints its output, in one transaction, and
 * records it for the user's history. The user's holdings of the inputs are locked (card id order)
 * and checked first: 2009 REQUIRED_CARD_MISSING when an input is not held in the needed quantity,
 * 621 ITEM_ON_OPEN_LISTING when it is, but only with units that sit on open listings. Minting
 * respects the output card's total issue (607). Idempotent by key: the same key for the same recipe
 * answers the first fusion; for another recipe 2016.
 */
export async function fuse(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  recipeId: string,
  idempotencyKey: string,
): Promise<FusionRecordView> {
  assertRowId("recipeId", recipeId);
  if (!KEY.test(idempotencyKey)) throw new DomainError("DATA_ERROR", { field: "idempotencyKey" });
  const prior = await existingFusion(deps.dataSource.manager, userId, recipeId, idempotencyKey);
  if (prior) return prior;
  try {
    const recordId = await withTransaction(deps.dataSource, (em) =>
      fuseInTransaction(em, userId, recipeId, idempotencyKey),
    );
    return (await loadRecords(deps.dataSource.manager, userId, recordId))[0]!;
  } catch (error) {
    if (!(error instanceof FusionAlreadyDone) && duplicateKeyOf(error) !== "uq_fusion_record_key")
      throw error;
    const raced = await existingFusion(deps.dataSource.manager, userId, recipeId, idempotencyKey);
    if (raced) return raced;
    throw error;
  }
}

async function existingFusion(
  em: EntityManager,
  userId: string,
  recipeId: string,
  key: string,
): Promise<FusionRecordView | null> {
  const row = await findRecordByKey(em, userId, key);
  if (!row) return null;
  if (String(row.recipe_id) !== String(recipeId)) throw new DomainError("IDEMPOTENCY_KEY_REUSED");
  return (await loadRecords(em, userId, String(row.id)))[0]!;
}

async function fuseInTransaction(
  em: EntityManager,
  userId: string,
  recipeId: string,
  key: string,
): Promise<string> {
  const recipe = await findActiveRecipe(em, recipeId);
  if (!recipe) throw new DomainError("NOT_FOUND");
  const inputs = await findRecipeInputs(em, recipeId);

  // Lock the user's holdings of the inputs (card id order, so concurrent fusions queue, never deadlock).
  const holding = await lockUserHoldings(
    em,
    userId,
    inputs.map((i) => i.card_id),
  );
  // A concurrent twin with the same key may have committed while we waited for the locks.
  if (await findRecordByKey(em, userId, key)) throw new FusionAlreadyDone();

  const short = inputs.filter((i) => Number(holding.get(String(i.card_id))?.amount ?? 0) < Number(i.units));
  if (short.length) {
    const first = short[0]!;
    throw new DomainError("REQUIRED_CARD_MISSING", {
      cardId: String(first.card_id),
      needed: Number(first.units),
      held: Number(holding.get(String(first.card_id))?.amount ?? 0),
    });
  }
  const listedShort = inputs.find((i) => {
    const h = holding.get(String(i.card_id))!;
    return Number(h.amount) - Number(h.listed) < Number(i.units);
  });
  if (listedShort) throw new DomainError("ITEM_ON_OPEN_LISTING", { cardId: String(listedShort.card_id) });

  for (const i of inputs) await burnUnits(em, i.card_id, userId, Number(i.units));
  await mintUnits(em, recipe.output_card_id, userId, Number(recipe.output_units));
  return insertRecord(em, {
    userId,
    recipeId,
    key,
    inputs: inputs.map((i) => ({ cardId: String(i.card_id), units: Number(i.units) })),
    outputCardId: recipe.output_card_id,
    outputUnits: recipe.output_units,
  });
}

/** The user's fusions, newest first (or one by id). */
export async function loadRecords(
  em: EntityManager,
  userId: string,
  recordId?: string,
): Promise<FusionRecordView[]> {
  const rows = await findRecordRows(em, userId, recordId);
  const parsed = rows.map((row) => ({
    row,
    inputs: (typeof row.inputs === "string" ? JSON.parse(row.inputs) : row.inputs) as {
      cardId: string;
      units: number;
    }[],
  }));
  const cards = await loadCards(em, [
    ...rows.map((r) => r.output_card_id),
    ...parsed.flatMap((p) => p.inputs.map((i) => i.cardId)),
  ]);
  return parsed.map(({ row, inputs }) => ({
    id: String(row.id),
    recipeId: String(row.recipe_id),
    recipeName: row.recipe_name,
    inputs: inputs.map((i) => ({ card: cards.get(String(i.cardId))!, units: Number(i.units) })),
    outputCard: cards.get(String(row.output_card_id))!,
    outputUnits: Number(row.output_units),
    createdAt: new Date(row.created_at),
  }));
}
