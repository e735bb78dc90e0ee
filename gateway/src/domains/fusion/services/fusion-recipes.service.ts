import { idRule, MAX_LENGTH } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { parseInput } from "../../../shared/parse-input.js";
import type { EntityManager } from "typeorm";
import type { CardView } from "../../catalog/index.js";
import { findUserHoldings } from "../../holdings/index.js";
import {
  findInputsOfRecipes,
  findRecipeRows,
  insertRecipe,
  recipeExists,
  setRecipeActive,
} from "../repo/fusion.repo.js";
import { loadCards } from "./fusion-cards.js";

export interface FusionIngredientView {
  card: CardView;
  units: number;
  /** Units the viewer holds outside open listings (0 for visitors). */
  held: number;
  /** Units the viewer has on open listings (they do not count). */
  listed: number;
}

export interface FusionRecipeView {
  id: string;
  name: string;
  outputCard: CardView;
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

const id = idRule;
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
  const recipeId = await withTransaction(deps.dataSource, (em) =>
    insertRecipe(em, {
      name: form.name,
      outputCardId: form.outputCardId,
      outputUnits: form.outputUnits,
      createdBy: staffUserId,
      inputs: form.inputs,
    }),
  );
  return (await loadRecipes(deps.dataSource.manager, null, { ids: [recipeId], includeInactive: true }))[0]!;
}

/** Staff: switches a recipe on or off (inactive recipes are hidden and cannot be fused). */
export async function setFusionRecipeActive(
  deps: Pick<AppDeps, "dataSource">,
  recipeId: string,
  active: boolean,
): Promise<FusionRecipeView> {
  if (!(await recipeExists(deps.dataSource, assertRowId("recipeId", recipeId))))
    throw new DomainError("NOT_FOUND");
  await setRecipeActive(deps.dataSource, recipeId, active);
  return (await loadRecipes(deps.dataSource.manager, null, { ids: [recipeId], includeInactive: true }))[0]!;
}

/**
 * Recipes with, per input, what the viewer holds outside listings and has listed (zero for visitors).
 * Active ones only unless `includeInactive` (staff).
 */
export async function loadRecipes(
  em: EntityManager,
  viewerId: string | null,
  options: { ids?: string[]; includeInactive?: boolean } = {},
): Promise<FusionRecipeView[]> {
  if (options.ids && options.ids.length === 0) return [];
  const recipes = await findRecipeRows(em, options);
  if (recipes.length === 0) return [];
  const recipeInputs = await findInputsOfRecipes(
    em,
    recipes.map((r) => String(r.id)),
  );
  // What the viewer holds of each input (visitors hold nothing).
  const holdings =
    viewerId === null
      ? new Map<string, { amount: number; listed: number }>()
      : await findUserHoldings(
          em,
          viewerId,
          recipeInputs.map((i) => i.card_id),
        );
  const inputs = recipeInputs.map((i) => ({
    ...i,
    amount: holdings.get(String(i.card_id))?.amount ?? null,
    listed: holdings.get(String(i.card_id))?.listed ?? null,
  }));
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
