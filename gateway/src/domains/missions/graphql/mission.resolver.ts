import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { myJpower } from "../services/jpower.service.js";
import { claimMission, memberMissions } from "../services/member.service.js";
import { JpowerType, MissionGroupType, MissionType } from "./mission.types.js";

/** Members: their missions with progress, claiming, and their Jpower. */
@Resolver()
export class MissionResolver {
  @Authorized()
  @Query(() => [MissionGroupType], {
    description: "The open missions grouped by kind, with the caller's progress.",
  })
  async missions(@Ctx() ctx: GraphQLContext): Promise<MissionGroupType[]> {
    const { user } = await ctx.auth.require();
    return (await memberMissions(ctx.deps, user.id, await ctx.language.resolve())) as MissionGroupType[];
  }

  @Authorized()
  @Mutation(() => MissionType, {
    description:
      "Claim a done mission's Jpower (once per period; claiming again answers the same, 2131 if undone).",
  })
  async claimMission(
    @Arg("missionId", () => ID) missionId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MissionType> {
    const { user } = await ctx.auth.require();
    return (await claimMission(ctx.deps, user.id, missionId, await ctx.language.resolve())) as MissionType;
  }

  @Authorized()
  @Query(() => JpowerType, { description: "The caller's Jpower balance, level and lifetime Jpower." })
  async myJpower(@Ctx() ctx: GraphQLContext): Promise<JpowerType> {
    const { user } = await ctx.auth.require();
    return myJpower(ctx.deps, user.id);
  }
}
