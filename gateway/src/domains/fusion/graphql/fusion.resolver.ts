import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { fuse, loadRecords, type FusionRecordView } from "../services/fuse.service.js";
import {
  createFusionRecipe,
  loadRecipes,
  setFusionRecipeActive,
  type FusionRecipeView,
} from "../services/fusion-recipes.service.js";
import {
  CreateFusionRecipeInput,
  FusionIngredientType,
  FusionRecipeType,
  FusionRecordInputType,
  FusionRecordType,
} from "./fusion.types.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { mayUseStaffOperation } from "../../audit/index.js";

const toRecipe = (r: FusionRecipeView) =>
  Object.assign(new FusionRecipeType(), {
    ...r,
    inputs: r.inputs.map((i) => Object.assign(new FusionIngredientType(), i)),
  });

const toRecord = (r: FusionRecordView) =>
  Object.assign(new FusionRecordType(), {
    ...r,
    inputs: r.inputs.map((i) => Object.assign(new FusionRecordInputType(), i)),
  });

/** Fusing cards (docs/JPOINT.md): staff keep the recipes, members fuse. */
@Resolver()
export class FusionResolver {
  @Query(() => [FusionRecipeType], {
    description: "Active recipes with what the viewer holds of each input; staff may include inactive ones.",
  })
  async fusionRecipes(
    @Ctx() ctx: GraphQLContext,
    @Arg("includeInactive", () => Boolean, { nullable: true }) includeInactive?: boolean | null,
  ): Promise<FusionRecipeType[]> {
    const viewer = await ctx.auth.viewer();
    const recipes = await loadRecipes(ctx.deps.dataSource.manager, viewer?.id ?? null, {
      // Inactive recipes are for the staff who manage them (admin).
      includeInactive: Boolean(includeInactive) && mayUseStaffOperation(viewer, "catalogManage"),
    });
    return recipes.map(toRecipe);
  }

  @Authorized()
  @Query(() => [FusionRecordType], { description: "The viewer's fusions, newest first." })
  async fusionHistory(@Ctx() ctx: GraphQLContext): Promise<FusionRecordType[]> {
    const { user } = await ctx.auth.require();
    return (await loadRecords(ctx.deps.dataSource.manager, user.id)).map(toRecord);
  }

  @Authorized()
  @Mutation(() => FusionRecordType, {
    description:
      "Burn a recipe's inputs and mint its output (2009 missing, 621 listed, 607 issue); idempotent.",
  })
  async fuse(
    @Arg("recipeId", () => ID) recipeId: string,
    @Arg("idempotencyKey") idempotencyKey: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FusionRecordType> {
    const { user } = await ctx.auth.require();
    return toRecord(await fuse(ctx.deps, user.id, recipeId, idempotencyKey));
  }

  @StaffOperation("catalogManage")
  @Mutation(() => FusionRecipeType, { description: "Staff: a new fusion recipe (active)." })
  async createFusionRecipe(
    @Arg("input", () => CreateFusionRecipeInput) input: CreateFusionRecipeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FusionRecipeType> {
    const { user } = await ctx.auth.require();
    return toRecipe(await createFusionRecipe(ctx.deps, user.id, input));
  }

  @StaffOperation("catalogManage")
  @Mutation(() => FusionRecipeType, { description: "Staff: switch a recipe on or off." })
  async setFusionRecipeActive(
    @Arg("recipeId", () => ID) recipeId: string,
    @Arg("active") active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FusionRecipeType> {
    return toRecipe(await setFusionRecipeActive(ctx.deps, recipeId, active));
  }
}
