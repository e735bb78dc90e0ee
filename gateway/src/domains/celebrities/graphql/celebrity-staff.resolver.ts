import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import {
  createCelebrity,
  editCelebrity,
  setCelebrityActive,
  staffCelebrities,
} from "../services/manage.service.js";
import { CelebrityInputType, StaffCelebrityType } from "./celebrity.types.js";

/** Staff (content role): celebrities and their texts; every call is audited by @StaffOperation. */
@Resolver()
export class CelebrityStaffResolver {
  @StaffOperation("celebrityManage")
  @Query(() => [StaffCelebrityType], { description: "Staff: every celebrity, active or not." })
  async staffCelebrities(@Ctx() ctx: GraphQLContext): Promise<StaffCelebrityType[]> {
    return (await staffCelebrities(ctx.deps, await ctx.language.resolve())) as StaffCelebrityType[];
  }

  @StaffOperation("celebrityManage")
  @Mutation(() => StaffCelebrityType, { description: "Staff: a new celebrity on the board." })
  async createCelebrity(
    @Arg("input", () => CelebrityInputType) input: CelebrityInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffCelebrityType> {
    return (await createCelebrity(
      ctx.deps,
      { ...input, artistId: input.artistId ?? null },
      await ctx.language.resolve(),
    )) as StaffCelebrityType;
  }

  @StaffOperation("celebrityManage")
  @Mutation(() => StaffCelebrityType, { description: "Staff: kind, artist and texts (2122 when stale)." })
  async updateCelebrity(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("input", () => CelebrityInputType) input: CelebrityInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffCelebrityType> {
    return (await editCelebrity(
      ctx.deps,
      id,
      version,
      { ...input, artistId: input.artistId ?? null },
      await ctx.language.resolve(),
    )) as StaffCelebrityType;
  }

  @StaffOperation("celebrityManage")
  @Mutation(() => StaffCelebrityType, { description: "Staff: show or hide a celebrity (2122 when stale)." })
  async setCelebrityActive(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("active") active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffCelebrityType> {
    return (await setCelebrityActive(
      ctx.deps,
      id,
      version,
      active,
      await ctx.language.resolve(),
    )) as StaffCelebrityType;
  }
}
