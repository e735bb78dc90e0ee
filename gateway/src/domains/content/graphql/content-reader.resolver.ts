import { Arg, Ctx, ID, Int, Query, Resolver } from "type-graphql";
import type { ContentKind } from "@vitrine/schema";
import type { GraphQLContext } from "../../../graphql/context.js";
import {
  findPublishedContent,
  listPublishedContent,
  publishedCategories,
} from "../services/reader.service.js";
import { limitContentQuery } from "../services/reader-rate-limit.js";
import { launchNotice, marketplaceBanners } from "../services/site-notice.service.js";
import {
  ContentItemPageType,
  ContentItemType,
  ContentKindEnum,
  LaunchNoticeType,
  MarketplaceBannerType,
} from "./content.types.js";
import { toItem, toPageType } from "./content-views.js";

/** What readers see: published items only, in the request's language (tw fallback). */
@Resolver()
export class ContentReaderResolver {
  @Query(() => ContentItemPageType, {
    description: "Published items of a kind, newest first (publishedAt DESC, id DESC), 20 per page.",
  })
  async contentItems(
    @Arg("kind", () => ContentKindEnum) kind: ContentKind,
    @Ctx() ctx: GraphQLContext,
    @Arg("webType", () => Int, { nullable: true }) webType?: number | null,
    @Arg("category", () => String, { nullable: true }) category?: string | null,
    @Arg("tag", () => String, { nullable: true }) tag?: string | null,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<ContentItemPageType> {
    await limitContentQuery(ctx.deps, ctx.ip, "contentItems");
    const result = await listPublishedContent(
      ctx.deps.dataSource.manager,
      { kind, webType, category, tag },
      page,
      await ctx.language.resolve(),
    );
    return toPageType(result, toItem, ContentItemPageType);
  }

  @Query(() => ContentItemType, {
    description: "A published item by id, or by kind and slug (any language's slug); else NOT_FOUND.",
  })
  async contentItem(
    @Ctx() ctx: GraphQLContext,
    @Arg("id", () => ID, { nullable: true }) id?: string | null,
    @Arg("kind", () => ContentKindEnum, { nullable: true }) kind?: ContentKind | null,
    @Arg("slug", () => String, { nullable: true }) slug?: string | null,
  ): Promise<ContentItemType> {
    await limitContentQuery(ctx.deps, ctx.ip, "contentItem");
    return toItem(
      await findPublishedContent(
        ctx.deps.dataSource.manager,
        { id, kind, slug },
        await ctx.language.resolve(),
      ),
    );
  }

  @Query(() => [String], { description: "Distinct categories of published items of a kind." })
  contentCategories(
    @Arg("kind", () => ContentKindEnum) kind: ContentKind,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string[]> {
    return publishedCategories(ctx.deps.dataSource.manager, kind);
  }

  @Query(() => LaunchNoticeType, { description: "The launch notice bar (text in the request's language)." })
  async launchNotice(@Ctx() ctx: GraphQLContext): Promise<LaunchNoticeType> {
    return Object.assign(
      new LaunchNoticeType(),
      await launchNotice(ctx.deps.dataSource.manager, await ctx.language.resolve()),
    );
  }

  @Query(() => [MarketplaceBannerType], {
    description: "Active marketplace banners in display order, titles in the request's language.",
  })
  async marketplaceBanners(@Ctx() ctx: GraphQLContext): Promise<MarketplaceBannerType[]> {
    const banners = await marketplaceBanners(ctx.deps.dataSource.manager, await ctx.language.resolve());
    return banners.map((b) => Object.assign(new MarketplaceBannerType(), b));
  }
}
