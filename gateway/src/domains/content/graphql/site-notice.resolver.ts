import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import {
  removeMarketplaceBanner,
  saveMarketplaceBanner,
  setLaunchNotice,
  staffBanners,
  staffLaunchNotice,
} from "../services/site-notice.service.js";
import { LaunchNoticeInput, MarketplaceBannerInput } from "./content.inputs.js";
import { StaffLaunchNoticeType, StaffMarketplaceBannerType } from "./content.types.js";
import { toStaffBanner, toStaffNotice } from "./content-views.js";

/** Staff edit the launch notice bar and the marketplace banners (contentManage; audited). */
@Resolver()
export class SiteNoticeResolver {
  @StaffOperation("contentManage")
  @Query(() => StaffLaunchNoticeType)
  async staffLaunchNotice(@Ctx() ctx: GraphQLContext): Promise<StaffLaunchNoticeType> {
    return toStaffNotice(await staffLaunchNotice(ctx.deps.dataSource.manager));
  }

  @StaffOperation("contentManage")
  @Query(() => [StaffMarketplaceBannerType])
  async staffMarketplaceBanners(@Ctx() ctx: GraphQLContext): Promise<StaffMarketplaceBannerType[]> {
    return (await staffBanners(ctx.deps.dataSource.manager)).map(toStaffBanner);
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffLaunchNoticeType, {
    description: "Turns the launch notice on or off, with its texts.",
  })
  async setLaunchNotice(
    @Arg("input", () => LaunchNoticeInput) input: LaunchNoticeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffLaunchNoticeType> {
    const { user } = await ctx.auth.require();
    return toStaffNotice(await setLaunchNotice(ctx.deps, user.id, JSON.parse(JSON.stringify(input))));
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffMarketplaceBannerType, { description: "Creates (no id) or replaces a banner." })
  async saveMarketplaceBanner(
    @Arg("input", () => MarketplaceBannerInput) input: MarketplaceBannerInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffMarketplaceBannerType> {
    const { user } = await ctx.auth.require();
    return toStaffBanner(await saveMarketplaceBanner(ctx.deps, user.id, JSON.parse(JSON.stringify(input))));
  }

  @StaffOperation("contentManage")
  @Mutation(() => Boolean)
  deleteMarketplaceBanner(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return removeMarketplaceBanner(ctx.deps, id);
  }
}
