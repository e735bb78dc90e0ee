import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { celebrityBoard } from "../services/board.service.js";
import { likeCelebrity } from "../services/like.service.js";
import { celebrityProfile } from "../services/profile.service.js";
import {
  CelebrityBoardType,
  CelebrityLikeResultType,
  CelebrityPeriodEnum,
  CelebrityProfileType,
} from "./celebrity.types.js";

const viewerId = async (ctx: GraphQLContext) => (await ctx.auth.viewer())?.id ?? null;

/** The celebrity index board: ranks per period, a celebrity's page, likes. */
@Resolver()
export class CelebrityResolver {
  @Query(() => CelebrityBoardType, { description: "A period's board; the current one when start is null." })
  async celebrityBoard(
    @Arg("period", () => CelebrityPeriodEnum) period: CelebrityPeriodEnum,
    @Ctx() ctx: GraphQLContext,
    @Arg("start", () => String, { nullable: true }) start?: string | null,
  ): Promise<CelebrityBoardType> {
    const board = await celebrityBoard(
      ctx.deps,
      period,
      start ?? null,
      await ctx.language.resolve(),
      await viewerId(ctx),
    );
    return board as CelebrityBoardType;
  }

  @Query(() => CelebrityProfileType, { description: "A celebrity's page and chart history (2120 unknown)." })
  async celebrityProfile(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CelebrityProfileType> {
    return (await celebrityProfile(
      ctx.deps,
      id,
      await ctx.language.resolve(),
      await viewerId(ctx),
    )) as CelebrityProfileType;
  }

  @Authorized()
  @Mutation(() => CelebrityLikeResultType, {
    description: "Like a celebrity: once per celebrity per GMT+8 day (2121 the second time).",
  })
  async likeCelebrity(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CelebrityLikeResultType> {
    const { user } = await ctx.auth.require();
    return likeCelebrity(ctx.deps, user.id, id, ctx.ip);
  }
}
