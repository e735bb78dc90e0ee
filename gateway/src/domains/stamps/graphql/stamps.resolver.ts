import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { campaign, campaigns } from "../services/campaigns-query.service.js";
import { collectVenueStamp } from "../services/collect.service.js";
import { createCampaign, editCampaign, staffCampaigns } from "../services/manage.service.js";
import { CampaignInputType, CampaignType, StaffCampaignType } from "./stamps.types.js";

const viewerId = async (ctx: GraphQLContext) => (await ctx.auth.viewer())?.id ?? null;
const campaignInput = (input: CampaignInputType) => ({
  ...input,
  winnersCount: input.winnersCount ?? undefined,
});

/** Stamp campaigns: the list, a campaign with the viewer's card and the draw's proof, venue QR stamps. */
@Resolver()
export class StampsResolver {
  @Query(() => [CampaignType], { description: "Campaigns that have started, newest end first." })
  async campaigns(@Ctx() ctx: GraphQLContext): Promise<CampaignType[]> {
    return (await campaigns(ctx.deps, await ctx.language.resolve(), await viewerId(ctx))) as CampaignType[];
  }

  @Query(() => CampaignType, { description: "A campaign with the viewer's stamp card (2150 unknown)." })
  async campaign(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CampaignType> {
    return (await campaign(ctx.deps, id, await ctx.language.resolve(), await viewerId(ctx))) as CampaignType;
  }

  @Authorized()
  @Mutation(() => CampaignType, {
    description: "A venue QR opened by a signed-in member: the stamp, once (2153 bad token, 2152 closed).",
  })
  async collectVenueStamp(@Arg("token") token: string, @Ctx() ctx: GraphQLContext): Promise<CampaignType> {
    const { user } = await ctx.auth.require();
    return (await collectVenueStamp(ctx.deps, user.id, token, await ctx.language.resolve())) as CampaignType;
  }

  @StaffOperation("campaignManage")
  @Query(() => [StaffCampaignType], { description: "Staff: every campaign with texts and QR tokens." })
  async staffCampaigns(@Ctx() ctx: GraphQLContext): Promise<StaffCampaignType[]> {
    return (await staffCampaigns(ctx.deps, await ctx.language.resolve())) as StaffCampaignType[];
  }

  @StaffOperation("campaignManage")
  @Mutation(() => StaffCampaignType, { description: "Staff: a new campaign (its seed's hash is published)." })
  async createCampaign(
    @Arg("input", () => CampaignInputType) input: CampaignInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffCampaignType> {
    return (await createCampaign(
      ctx.deps,
      campaignInput(input),
      await ctx.language.resolve(),
    )) as StaffCampaignType;
  }

  @StaffOperation("campaignManage")
  @Mutation(() => StaffCampaignType, { description: "Staff: edit a campaign (2151 stale, 2154 drawn)." })
  async updateCampaign(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("input", () => CampaignInputType) input: CampaignInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffCampaignType> {
    return (await editCampaign(
      ctx.deps,
      id,
      version,
      campaignInput(input),
      await ctx.language.resolve(),
    )) as StaffCampaignType;
  }
}
