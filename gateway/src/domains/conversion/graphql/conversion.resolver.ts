import { Money } from "@vitrine/schema";
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { ViewerType } from "../../../graphql/account.types.js";
import { userBalance } from "../../ledger/index.js";
import { conversionDemoQuote } from "../services/conversion-demo.service.js";
import { rateDecimal } from "../services/conversion-rate.js";
import {
  confirmJpointConversion,
  jpointConversionHistory,
  quoteJpointConversion,
  type ConversionQuoteView,
} from "../services/jpoint-conversion.service.js";
import {
  ConversionDemoQuoteType,
  ConversionDirectionEnum,
  JpointConversionPageType,
  JpointConversionQuoteType,
} from "./conversion.types.js";

function toQuoteType(q: ConversionQuoteView, now = Date.now()): JpointConversionQuoteType {
  return Object.assign(new JpointConversionQuoteType(), {
    id: q.id,
    jpoint: q.jpoint.toString(),
    usdt: Money.ofMinor("USDT", q.usdtMicro).toDecimal(),
    rate: rateDecimal(q.rateMicro),
    expiresAt: q.expiresAt,
    expiresInSeconds: Math.max(0, Math.ceil((q.expiresAt.getTime() - now) / 1000)),
    confirmed: q.status === "CONFIRMED",
    confirmedAt: q.confirmedAt,
  });
}

/** Jpoint → USDT conversion (docs/JPOINT.md) and the viewer's Jpoint balance. */
@Resolver(() => ViewerType)
export class ConversionResolver {
  @FieldResolver(() => String, { description: "Available Jpoint (whole points), decimal string." })
  async jpointBalance(@Root() viewer: ViewerType, @Ctx() ctx: GraphQLContext): Promise<string> {
    const { available } = await userBalance(ctx.deps.dataSource.manager, viewer.id, "JPOINT");
    return Money.ofMinor("JPOINT", available).toDecimal();
  }

  @Authorized()
  @Mutation(() => JpointConversionQuoteType, {
    description: "Quote converting whole Jpoint (over 29, at most the balance: else 2010) to USDT; 60 s.",
  })
  async quoteJpointConversion(
    @Arg("amount") amount: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JpointConversionQuoteType> {
    const { user } = await ctx.auth.require();
    return toQuoteType(await quoteJpointConversion(ctx.deps, user.id, amount));
  }

  @Authorized()
  @Mutation(() => JpointConversionQuoteType, {
    description: "Convert at a quote's terms (irreversible; 2028 once expired; idempotent).",
  })
  async confirmJpointConversion(
    @Arg("quoteId", () => ID) quoteId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JpointConversionQuoteType> {
    const { user } = await ctx.auth.require();
    return toQuoteType(await confirmJpointConversion(ctx.deps, user.id, quoteId));
  }

  @Authorized()
  @Query(() => JpointConversionPageType, {
    description: "The viewer's conversions, newest first, 20 a page.",
  })
  async jpointConversionHistory(
    @Ctx() ctx: GraphQLContext,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<JpointConversionPageType> {
    const { user } = await ctx.auth.require();
    const result = await jpointConversionHistory(ctx.deps, user.id, page);
    return { ...result, items: result.items.map((q) => toQuoteType(q)) };
  }

  @Query(() => ConversionDemoQuoteType, { description: "Public: the rate and what an amount converts to." })
  conversionDemoQuote(
    @Arg("direction", () => ConversionDirectionEnum) direction: ConversionDirectionEnum,
    @Arg("amount") amount: string,
    @Ctx() ctx: GraphQLContext,
  ): ConversionDemoQuoteType {
    return Object.assign(new ConversionDemoQuoteType(), conversionDemoQuote(ctx.deps, direction, amount));
  }
}
