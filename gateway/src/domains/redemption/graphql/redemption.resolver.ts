import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { claimGift, claimQr } from "../services/claim.service.js";
import { myRedemptions } from "../services/lists.service.js";
import { previewCode } from "../services/preview.service.js";
import { redeemCode } from "../services/redeem.service.js";
import { RedeemCodeInput } from "./redemption.inputs.js";
import { toEvent, toPageType, toRedemption } from "./redemption-views.js";
import {
  ClaimQrType,
  RedeemCodePreviewType,
  RedemptionPageType,
  RedemptionType,
} from "./redemption.types.js";

/** The redeem zone (members) and the claim scan (event administrators). docs/ARCHITECTURE.md, redemption. */
@Resolver()
export class RedemptionResolver {
  @Authorized()
  @Query(() => RedeemCodePreviewType, {
    description: "What a code gives; refusals 1041 1040 628 629 633 1042 1043 627 634 636.",
  })
  async redeemCodePreview(
    @Arg("code") code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RedeemCodePreviewType> {
    const { user } = await ctx.auth.require();
    const view = await previewCode(ctx.deps, user, code, await ctx.language.resolve());
    return Object.assign(new RedeemCodePreviewType(), { ...view, event: toEvent(view.event) });
  }

  @Authorized()
  @Query(() => RedemptionPageType, { description: "The caller's redemptions, newest first." })
  async myRedemptions(
    @Ctx() ctx: GraphQLContext,
    @Arg("limit", () => Int, { nullable: true, defaultValue: 20 }) limit: number,
    @Arg("offset", () => Int, { nullable: true, defaultValue: 0 }) offset: number,
  ): Promise<RedemptionPageType> {
    const { user } = await ctx.auth.require();
    const page = await myRedemptions(
      ctx.deps.dataSource.manager,
      user.id,
      await ctx.language.resolve(),
      limit,
      offset,
    );
    return toPageType(page, toRedemption, RedemptionPageType);
  }

  @Authorized()
  @Query(() => ClaimQrType, {
    description: "The caller's claim QR for their own unclaimed gift; rotates every 30 s.",
  })
  async redemptionClaimQr(
    @Arg("redemptionId", () => ID) redemptionId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ClaimQrType> {
    const { user } = await ctx.auth.require();
    return Object.assign(new ClaimQrType(), await claimQr(ctx.deps, user.id, redemptionId));
  }

  @Authorized()
  @Mutation(() => RedemptionType, { description: "Redeem a code; idempotent by key." })
  async redeemCode(
    @Arg("input", () => RedeemCodeInput) input: RedeemCodeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RedemptionType> {
    const { user } = await ctx.auth.require();
    return toRedemption(await redeemCode(ctx.deps, user, input, await ctx.language.resolve()));
  }

  @Authorized()
  @Mutation(() => RedemptionType, {
    description:
      "Event administrator: mark a gift claimed from its claim QR, judged at scannedAt (older than 60 s: refused, " +
      "DATA_ERROR data.cause expired; bad signature: cause signature). A second claim returns it unchanged.",
  })
  async claimGift(
    @Arg("payload") payload: string,
    @Arg("scannedAt") scannedAt: Date,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RedemptionType> {
    const { user } = await ctx.auth.require();
    return toRedemption(await claimGift(ctx.deps, user, payload, scannedAt, await ctx.language.resolve()));
  }
}
