import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { showroomTemplates } from "../services/showroom-query.service.js";
import { createTemplate, editTemplate, retireTemplate, takeDownShowroom } from "../services/staff.service.js";
import { ShowroomTemplateInput, ShowroomTemplateType, ShowroomType } from "./showrooms.types.js";

/** Staff (content role): room templates and taking published rooms down (audited by @StaffOperation). */
@Resolver()
export class ShowroomsStaffResolver {
  @StaffOperation("showroomModerate")
  @Query(() => [ShowroomTemplateType], { description: "Staff: every room type, retired ones included." })
  async staffShowroomTemplates(@Ctx() ctx: GraphQLContext): Promise<ShowroomTemplateType[]> {
    return showroomTemplates(ctx.deps, true);
  }

  @StaffOperation("showroomModerate")
  @Mutation(() => ShowroomTemplateType, { description: "Staff: a new room type." })
  async createShowroomTemplate(
    @Arg("input") input: ShowroomTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomTemplateType> {
    return createTemplate(ctx.deps, { ...input });
  }

  @StaffOperation("showroomModerate")
  @Mutation(() => ShowroomTemplateType, { description: "Staff: edits a room type (new rooms only)." })
  async updateShowroomTemplate(
    @Arg("id", () => ID) id: string,
    @Arg("input") input: ShowroomTemplateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomTemplateType> {
    return editTemplate(ctx.deps, id, { ...input });
  }

  @StaffOperation("showroomModerate")
  @Mutation(() => ShowroomTemplateType, { description: "Staff: retires a room type, or offers it again." })
  async retireShowroomTemplate(
    @Arg("id", () => ID) id: string,
    @Arg("retired") retired: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomTemplateType> {
    return retireTemplate(ctx.deps, id, retired);
  }

  @StaffOperation("showroomModerate")
  @Mutation(() => ShowroomType, {
    description: "Staff: takes a published room down with a reason; the owner is mailed.",
  })
  async takeDownShowroom(
    @Arg("id", () => ID) id: string,
    @Arg("reason") reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ShowroomType> {
    const { user } = await ctx.auth.require();
    return (await takeDownShowroom(ctx.deps, String(user.id), id, reason)) as ShowroomType;
  }
}
