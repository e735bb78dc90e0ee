import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { ContentKind, ContentState } from "@vitrine/schema";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { changeContentItemState, type ContentAction } from "../services/content-transitions.service.js";
import { saveContentItem } from "../services/save-content.service.js";
import {
  contentRevisions,
  findStaffContent,
  listStaffContent,
  previewMarkdown,
} from "../services/staff-reads.service.js";
import { ContentItemInput } from "./content.inputs.js";
import {
  ContentKindEnum,
  ContentRevisionPageType,
  ContentRevisionType,
  ContentStateEnum,
  StaffContentItemPageType,
  StaffContentItemType,
} from "./content.types.js";
import { toPageType, toStaffItem } from "./content-views.js";

/** Staff edit content (role content, operation contentManage; every call audited). */
@Resolver()
export class ContentStaffResolver {
  @StaffOperation("contentManage")
  @Query(() => StaffContentItemPageType, { description: "Every item, last edited first, 20 per page." })
  async staffContentItems(
    @Ctx() ctx: GraphQLContext,
    @Arg("kind", () => ContentKindEnum, { nullable: true }) kind?: ContentKind | null,
    @Arg("state", () => ContentStateEnum, { nullable: true }) state?: ContentState | null,
    @Arg("search", () => String, { nullable: true }) search?: string | null,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<StaffContentItemPageType> {
    const result = await listStaffContent(ctx.deps.dataSource.manager, { kind, state, search }, page);
    return toPageType(result, toStaffItem, StaffContentItemPageType);
  }

  @StaffOperation("contentManage")
  @Query(() => StaffContentItemType)
  async staffContentItem(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffContentItemType> {
    return toStaffItem(await findStaffContent(ctx.deps.dataSource.manager, id));
  }

  @StaffOperation("contentManage")
  @Query(() => ContentRevisionPageType, { description: "An item's revisions, newest first." })
  async contentRevisions(
    @Arg("itemId", () => ID) itemId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<ContentRevisionPageType> {
    const result = await contentRevisions(ctx.deps.dataSource.manager, itemId, page);
    return toPageType(result, (r) => Object.assign(new ContentRevisionType(), r), ContentRevisionPageType);
  }

  @StaffOperation("contentManage")
  @Query(() => String, { description: "Markdown rendered exactly as publishing would (sanitised HTML)." })
  contentPreview(@Arg("markdown", () => String) markdown: string): string {
    return previewMarkdown(markdown);
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffContentItemType, { description: "Creates a DRAFT (no id) or edits an item." })
  async saveContentItem(
    @Arg("input", () => ContentItemInput) input: ContentItemInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffContentItemType> {
    const { user } = await ctx.auth.require();
    return toStaffItem(await saveContentItem(ctx.deps, user.id, JSON.parse(JSON.stringify(input))));
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffContentItemType, {
    description: "DRAFT → SCHEDULED at publishAt (in the future); a delayed job publishes it.",
  })
  scheduleContentItem(
    @Arg("id", () => ID) id: string,
    @Arg("publishAt", () => Date) publishAt: Date,
    @Arg("expectedRevision", () => Int) expectedRevision: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffContentItemType> {
    return this.change(ctx, "schedule", id, expectedRevision, publishAt);
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffContentItemType, { description: "DRAFT or SCHEDULED → PUBLISHED now." })
  publishContentItem(
    @Arg("id", () => ID) id: string,
    @Arg("expectedRevision", () => Int) expectedRevision: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffContentItemType> {
    return this.change(ctx, "publish", id, expectedRevision);
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffContentItemType, { description: "SCHEDULED → DRAFT." })
  unscheduleContentItem(
    @Arg("id", () => ID) id: string,
    @Arg("expectedRevision", () => Int) expectedRevision: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffContentItemType> {
    return this.change(ctx, "unschedule", id, expectedRevision);
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffContentItemType, { description: "PUBLISHED → ARCHIVED (gone for readers)." })
  archiveContentItem(
    @Arg("id", () => ID) id: string,
    @Arg("expectedRevision", () => Int) expectedRevision: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffContentItemType> {
    return this.change(ctx, "archive", id, expectedRevision);
  }

  @StaffOperation("contentManage")
  @Mutation(() => StaffContentItemType, { description: "ARCHIVED → DRAFT." })
  restoreContentItem(
    @Arg("id", () => ID) id: string,
    @Arg("expectedRevision", () => Int) expectedRevision: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffContentItemType> {
    return this.change(ctx, "restore", id, expectedRevision);
  }

  private async change(
    ctx: GraphQLContext,
    action: ContentAction,
    id: string,
    expectedRevision: number,
    publishAt: Date | null = null,
  ): Promise<StaffContentItemType> {
    const { user } = await ctx.auth.require();
    return toStaffItem(
      await changeContentItemState(ctx.deps, user.id, action, id, expectedRevision, publishAt),
    );
  }
}
