import { Money } from "@vitrine/schema";
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../../graphql/context.js";
import { giftCard } from "../services/gift-card.service.js";
import { giftFeeAt } from "../services/gift-fee.js";
import { myGiftPage } from "../services/gift-query.service.js";
import type { CardGiftView } from "../services/gift-view.js";
import {
  CardGiftPageType,
  CardGiftType,
  GiftCardInput,
  GiftDirectionEnum,
  GiftFeeType,
} from "./gifts.types.js";

function toCardGiftType(g: CardGiftView): CardGiftType {
  return Object.assign(new CardGiftType(), {
    id: g.id,
    cardId: g.cardId,
    cardName: g.cardName,
    cardImage: g.cardImage,
    units: g.units,
    direction: g.direction as GiftDirectionEnum,
    counterpartNickname: g.counterpartNickname,
    fee: Money.ofMinor("JPOINT", g.fee).toDecimal(),
    createdAt: g.createdAt,
  });
}

/** Gifts: card units given to another member by e-mail (docs/WALLET-API.md). */
@Resolver()
export class GiftsResolver {
  @Query(() => GiftFeeType, { description: "Public: the gift fee now (free before GIFT_FEE_FREE_UNTIL)." })
  giftFee(@Ctx() ctx: GraphQLContext): GiftFeeType {
    const fee = giftFeeAt(ctx.deps.config);
    return Object.assign(new GiftFeeType(), {
      jpoint: Money.ofMinor("JPOINT", fee.jpoint).toDecimal(),
      free: fee.free,
      freeUntil: fee.freeUntil,
    });
  }

  @Authorized()
  @Mutation(() => CardGiftType, {
    description:
      "Gives card units to a member by e-mail; needs a fresh step-up code (purpose GIFT, or the authenticator code with 2FA). 400, 1042, 1101, 1105, 1022, 621, 1024, 1013, 1007/1003 (623 with 2FA); a reused key with other parameters 2016.",
  })
  async giftCard(@Arg("input") input: GiftCardInput, @Ctx() ctx: GraphQLContext): Promise<CardGiftType> {
    const { user } = await ctx.auth.require();
    return toCardGiftType(await giftCard(ctx.deps, user, input, ctx.ip));
  }

  @Authorized()
  @Query(() => CardGiftPageType, {
    description: "Gifts the viewer gave or received, newest first, 20 a page.",
  })
  async myGifts(
    @Ctx() ctx: GraphQLContext,
    @Arg("page", () => Int, { nullable: true }) requested?: number | null,
  ): Promise<CardGiftPageType> {
    const { user } = await ctx.auth.require();
    const found = await myGiftPage(ctx.deps, user.id, requested);
    return { ...found, items: found.items.map(toCardGiftType) };
  }
}
