import type { EntityManager } from "typeorm";

/*
 * fusion_recipe (staff-kept recipes), fusion_recipe_input (what a recipe burns) and fusion_record (a
 * user's fusions, unique per user and idempotency key; inputs stored as JSON).
 */

type Db = Pick<EntityManager, "query">;

export interface RecipeRow {
  id: string;
  name: string;
  output_card_id: string;
  output_units: number;
  active: number;
  created_at: Date;
}

export interface RecipeInputRow {
  recipe_id: string;
  card_id: string;
  units: number;
}

export interface RecordRow {
  id: string;
  recipe_id: string;
  recipe_name: string;
  inputs: string | { cardId: string; units: number }[];
  output_card_id: string;
  output_units: number;
  created_at: Date;
}

/** The user's fusion under an idempotency key, if any. */
export async function findRecordByKey(
  db: Db,
  userId: string,
  key: string,
): Promise<{ id: string; recipe_id: string } | undefined> {
  const [row] = (await db.query(
    `SELECT id, recipe_id FROM fusion_record WHERE user_id = ? AND idempotency_key = ?`,
    [userId, key],
  )) as { id: string; recipe_id: string }[];
  return row;
}

/** An active recipe's output. */
export async function findActiveRecipe(
  db: Db,
  recipeId: string,
): Promise<{ id: string; output_card_id: string; output_units: number } | undefined> {
  const [recipe] = (await db.query(
    `SELECT id, output_card_id, output_units FROM fusion_recipe WHERE id = ? AND active = 1`,
    [recipeId],
  )) as { id: string; output_card_id: string; output_units: number }[];
  return recipe;
}

/** A recipe's inputs in card id order. */
export async function findRecipeInputs(
  db: Db,
  recipeId: string,
): Promise<{ card_id: string; units: number }[]> {
  return (await db.query(
    `SELECT card_id, units FROM fusion_recipe_input WHERE recipe_id = ? ORDER BY card_id`,
    [recipeId],
  )) as { card_id: string; units: number }[];
}

export interface NewFusionRecord {
  userId: string;
  recipeId: string;
  key: string;
  inputs: { cardId: string; units: number }[];
  outputCardId: string;
  outputUnits: number;
}

/** Stores a fusion (throws the duplicate key uq_fusion_record_key on a used key); returns its id. */
export async function insertRecord(em: Db, record: NewFusionRecord): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO fusion_record (user_id, recipe_id, idempotency_key, inputs, output_card_id, output_units)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [
      record.userId,
      record.recipeId,
      record.key,
      JSON.stringify(record.inputs),
      record.outputCardId,
      record.outputUnits,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** The user's fusions with their recipe names, newest first (at most 100), or one by id. */
export async function findRecordRows(db: Db, userId: string, recordId?: string): Promise<RecordRow[]> {
  return (await db.query(
    `SELECT f.id, f.recipe_id, r.name AS recipe_name, f.inputs, f.output_card_id, f.output_units, f.created_at
       FROM fusion_record f JOIN fusion_recipe r ON r.id = f.recipe_id
      WHERE f.user_id = ? ${recordId ? "AND f.id = ?" : ""}
      ORDER BY f.id DESC LIMIT 100`,
    recordId ? [userId, recordId] : [userId],
  )) as RecordRow[];
}

/** Stores an active recipe and its inputs; returns its id. */
export async function insertRecipe(
  em: Db,
  recipe: {
    name: string;
    outputCardId: string;
    outputUnits: number;
    createdBy: string;
    inputs: { cardId: string; units: number }[];
  },
): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO fusion_recipe (name, output_card_id, output_units, active, created_by) VALUES (?, ?, ?, 1, ?)`,
    [recipe.name, recipe.outputCardId, recipe.outputUnits, recipe.createdBy],
  )) as { insertId: number | string };
  const id = String(inserted.insertId);
  for (const i of recipe.inputs) {
    await em.query(`INSERT INTO fusion_recipe_input (recipe_id, card_id, units) VALUES (?, ?, ?)`, [
      id,
      i.cardId,
      i.units,
    ]);
  }
  return id;
}

/** Whether a recipe exists (active or not). */
export async function recipeExists(db: Db, recipeId: string): Promise<boolean> {
  const [exists] = (await db.query(`SELECT id FROM fusion_recipe WHERE id = ?`, [recipeId])) as {
    id: string;
  }[];
  return exists !== undefined;
}

/** Switches a recipe on or off. */
export async function setRecipeActive(db: Db, recipeId: string, active: boolean): Promise<void> {
  await db.query(`UPDATE fusion_recipe SET active = ? WHERE id = ?`, [active ? 1 : 0, recipeId]);
}

/** Recipes newest first (at most 200): active ones only unless `includeInactive`, optionally by ids. */
export async function findRecipeRows(
  db: Db,
  options: { ids?: string[]; includeInactive?: boolean },
): Promise<RecipeRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!options.includeInactive) where.push("active = 1");
  if (options.ids) {
    where.push("id IN (?)");
    params.push(options.ids);
  }
  return (await db.query(
    `SELECT id, name, output_card_id, output_units, active, created_at FROM fusion_recipe
      ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT 200`,
    params,
  )) as RecipeRow[];
}

/** The inputs of the given recipes, in recipe then input order. */
export async function findInputsOfRecipes(db: Db, recipeIds: readonly string[]): Promise<RecipeInputRow[]> {
  return (await db.query(
    `SELECT i.recipe_id, i.card_id, i.units FROM fusion_recipe_input i
      WHERE i.recipe_id IN (?) ORDER BY i.recipe_id, i.id`,
    [[...recipeIds]],
  )) as RecipeInputRow[];
}
