import { MAX_LENGTH } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import type { CardType } from "../../catalog/graphql/catalog.types.js";
import type { Queryable } from "../../jpoint-service/index.js";
import { loadCards } from "./fusion-cards.js";

export interface FusionIngredientView {
  card: CardType;
  units: number;
  /** Units the viewer holds outside open listings (0 for visitors). */
  held: number;
  /** Units the viewer has on open listings (they do not count). */
  listed: number;
}

export interface FusionRecipeView {
  id: string;
  name: string;
  outputCard: CardType;
  outputUnits: number;
  active: boolean;
  inputs: FusionIngredientView[];
  /** Every input is held in the needed quantity outside listings. */
  canFuse: boolean;
  createdAt: Date;
}

export interface CreateFusionRecipeData {
  name: string;
  outputCardId: string;
  outputUnits: number;
  inputs: { cardId: string; units: number }[];
}

const id = z.string().regex(/^\d{1,10}$/);
const units = z.number().int().min(1).max(1_000_000);
const rule = z.object({
  name: z.string().trim().min(1).max(MAX_LENGTH.recipeName),
  outputCardId: id,
  outputUnits: units,
  inputs: z
    .array(z.object({ cardId: id, units }))
    .min(1)
    .max(10),
});

interface RecipeRow {
  id: string;
  name: string;
  output_card_id: string;
  output_units: number;
  active: number;
  created_at: Date;
}
interface InputRow {
  recipe_id: string;
  card_id: string;
  units: number;
  amount: number | null;
  listed: number | null;
}

/** Staff: a recipe (inputs burnt → output minted). Cards must exist; an input card once, not the output. */
export async function createFusionRecipe(
  deps: Pick<AppDeps, "dataSource">,
  staffUserId: string,
  input: CreateFusionRecipeData,
): Promise<FusionRecipeView> {
  const form = parseInput(rule, input);
  const cardIds = form.inputs.map((i) => i.cardId);
  if (new Set(cardIds).size !== cardIds.length || cardIds.includes(form.outputCardId)) {
    throw new DomainError("DATA_ERROR", { field: "inputs" });
  }
  const cards = await loadCards(deps.dataSource.manager, [form.outputCardId, ...cardIds]);
  if (cards.size !== cardIds.length + 1) throw new DomainError("NOT_FOUND");
  const recipeId = await withTransaction(deps.dataSource, async (em) => {
    const inserted = (await em.query(
      `INSERT INTO fusion_recipe (name, output_card_id, output_units, active, created_by) VALUES (?, ?, ?, 1, ?)`,
      [form.name, form.outputCardId, form.outputUnits, staffUserId],
    )) as { insertId: number | string };
    const recipe = String(inserted.insertId);
    for (const i of form.inputs) {
      await em.query(`INSERT INTO fusion_recipe_input (recipe_id, card_id, units) VALUES (?, ?, ?)`, [
        recipe,
        i.cardId,
        i.units,
      ]);
    }
    return recipe;
  });
  return (await loadRecipes(deps.dataSource.manager, null, { ids: [recipeId], includeInactive: true }))[0]!;
}

/** Staff: switches a recipe on or off (inactive recipes are hidden and cannot be fused). */
export async function setFusionRecipeActive(
  deps: Pick<AppDeps, "dataSource">,
  recipeId: string,
  active: boolean,
): Promise<FusionRecipeView> {
  if (!/^\d{1,20}$/.test(recipeId)) throw new DomainError("NOT_FOUND");
  const [exists] = (await deps.dataSource.query(`SELECT id FROM fusion_recipe WHERE id = ?`, [recipeId])) as {
    id: string;
  }[];
  if (!exists) throw new DomainError("NOT_FOUND");
  await deps.dataSource.query(`UPDATE fusion_recipe SET active = ? WHERE id = ?`, [active ? 1 : 0, recipeId]);
  return (await loadRecipes(deps.dataSource.manager, null, { ids: [recipeId], includeInactive: true }))[0]!;
}

/**
 * Recipes with, per input, what the viewer holds outside listings and has listed (zero for visitors).
 * Active ones only unless `includeInactive` (staff).
 */
export async function loadRecipes(
  em: Queryable,
  viewerId: string | null,
  options: { ids?: string[]; includeInactive?: boolean } = {},
): Promise<FusionRecipeView[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (!options.includeInactive) where.push("active = 1");
  if (options.ids) {
    if (options.ids.length === 0) return [];
    where.push("id IN (?)");
    params.push(options.ids);
  }
  const recipes = (await em.query(
    `SELECT id, name, output_card_id, output_units, active, created_at FROM fusion_recipe
      ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT 200`,
    params,
  )) as RecipeRow[];
  if (recipes.length === 0) return [];
  const inputs = (await em.query(
    `SELECT i.recipe_id, i.card_id, i.units, h.amount, h.listed
       FROM fusion_recipe_input i
       LEFT JOIN card_holding h ON h.card_id = i.card_id AND h.user_id = ?
      WHERE i.recipe_id IN (?) ORDER BY i.recipe_id, i.id`,
    [viewerId ?? 0, recipes.map((r) => r.id)],
  )) as InputRow[];
  const cards = await loadCards(em, [
    ...recipes.map((r) => r.output_card_id),
    ...inputs.map((i) => i.card_id),
  ]);
  return recipes.map((r) => {
    const ingredients = inputs
      .filter((i) => String(i.recipe_id) === String(r.id))
      .map((i) => {
        const amount = Number(i.amount ?? 0);
        const listed = Number(i.listed ?? 0);
        return { card: cards.get(String(i.card_id))!, units: Number(i.units), held: amount - listed, listed };
      });
    return {
      id: String(r.id),
      name: r.name,
      outputCard: cards.get(String(r.output_card_id))!,
      outputUnits: Number(r.output_units),
      active: Boolean(Number(r.active)),
      inputs: ingredients,
      canFuse: viewerId !== null && ingredients.every((i) => i.held >= i.units),
      createdAt: new Date(r.created_at),
    };
  });
}
