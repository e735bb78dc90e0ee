import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { setCardLike } from "../services/card-likes.service.js";
import { cardDetailByIdOrToken, cardTradeHistory } from "../services/card-page.service.js";
import { limitPublicQuery } from "../services/public-query-rate-limit.js";
import { CardDetailType, CardLikesType, CardTokenInput, CardTradePageType } from "./card-detail.types.js";

/** The signed-in user's id, or null (no SQL for visitors). */
async function viewerId(ctx: GraphQLContext): Promise<string | null> {
  return (await ctx.auth.viewer())?.id ?? null;
}

/** The card page (spec §2 cardDetail): its read, its trade history and likes. */
@Resolver()
export class CardDetailResolver {
  @Query(() => CardDetailType, {
    description:
      "One card's page, listed or not, by id or by token (cardDetail/…/{token_id}). 404 when unknown.",
  })
  async cardDetail(
    @Ctx() ctx: GraphQLContext,
    @Arg("id", () => ID, { nullable: true }) id?: string | null,
    @Arg("token", () => CardTokenInput, { nullable: true }) token?: CardTokenInput | null,
  ) {
    await limitPublicQuery(ctx.deps, ctx.ip, "cardDetail");
    return cardDetailByIdOrToken(ctx.deps.dataSource, id, token, await viewerId(ctx));
  }

  @Query(() => CardTradePageType, { description: "A card's trades, newest first, 20 a page." })
  async cardTradeHistory(
    @Arg("cardId", () => ID) cardId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ) {
    await limitPublicQuery(ctx.deps, ctx.ip, "cardDetail");
    return cardTradeHistory(ctx.deps.dataSource, cardId, page);
  }

  @Authorized()
  @Mutation(() => CardLikesType, { description: "Like a card (liking twice keeps one like)." })
  async likeCard(@Arg("cardId", () => ID) cardId: string, @Ctx() ctx: GraphQLContext) {
    return setCardLike(ctx.deps.dataSource, (await ctx.auth.require()).user.id, cardId, true);
  }

  @Authorized()
  @Mutation(() => CardLikesType, { description: "Stop liking a card (nothing changes when not liked)." })
  async unlikeCard(@Arg("cardId", () => ID) cardId: string, @Ctx() ctx: GraphQLContext) {
    return setCardLike(ctx.deps.dataSource, (await ctx.auth.require()).user.id, cardId, false);
  }
}
