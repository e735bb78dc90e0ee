import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import {
  listNotices,
  markAllNoticesRead,
  markNoticeRead,
  unreadNoticeCount,
} from "../services/notice-list.service.js";
import type { NoticeView } from "../services/notice-view.js";
import { noticePreferences, setNoticePreference } from "../services/preferences.service.js";
import { NoticeKindEnum, NoticePageType, NoticePreferenceType, NoticeType } from "./notices.types.js";
import { subscribeToNotices } from "./notice-subscription.js";

const toNotice = (view: object) => Object.assign(new NoticeType(), view);

/** The member's notice centre (issue 15 item 4): list, unread count, read marks, e-mail choices, live. */
@Resolver()
export class NoticesResolver {
  @Authorized()
  @Query(() => NoticePageType, { description: "The caller's notices, newest first, 20 a page." })
  async notices(
    @Ctx() ctx: GraphQLContext,
    @Arg("unreadOnly", () => Boolean, { nullable: true }) unreadOnly?: boolean | null,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<NoticePageType> {
    const { user } = await ctx.auth.require();
    const result = await listNotices(
      ctx.deps.dataSource.manager,
      user.id,
      await ctx.language.resolve(),
      unreadOnly === true,
      page,
    );
    return Object.assign(new NoticePageType(), { ...result, items: result.items.map(toNotice) });
  }

  @Authorized()
  @Query(() => Int, { description: "How many of the caller's notices are unread." })
  async noticeUnreadCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    const { user } = await ctx.auth.require();
    return unreadNoticeCount(ctx.deps.dataSource.manager, user.id);
  }

  @Authorized()
  @Mutation(() => NoticeType, {
    description: "Marks one of the caller's notices read; 2080 for anyone else's.",
  })
  async markNoticeRead(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<NoticeType> {
    const { user } = await ctx.auth.require();
    return toNotice(
      await markNoticeRead(ctx.deps.dataSource.manager, user.id, id, await ctx.language.resolve()),
    );
  }

  @Authorized()
  @Mutation(() => Int, { description: "Marks every unread notice of the caller read; how many changed." })
  async markAllNoticesRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    const { user } = await ctx.auth.require();
    return markAllNoticesRead(ctx.deps.dataSource.manager, user.id);
  }

  @Authorized()
  @Query(() => [NoticePreferenceType], { description: "Which kinds also come by e-mail." })
  async noticePreferences(@Ctx() ctx: GraphQLContext): Promise<NoticePreferenceType[]> {
    const { user } = await ctx.auth.require();
    return (await noticePreferences(ctx.deps.dataSource.manager, user.id)).map((p) =>
      Object.assign(new NoticePreferenceType(), p),
    );
  }

  @Authorized()
  @Mutation(() => [NoticePreferenceType], { description: "Turns one kind's e-mail on or off." })
  async setNoticePreference(
    @Arg("kind", () => NoticeKindEnum) kind: string,
    @Arg("email") email: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NoticePreferenceType[]> {
    const { user } = await ctx.auth.require();
    return (await setNoticePreference(ctx.deps.dataSource, user.id, kind, email)).map((p) =>
      Object.assign(new NoticePreferenceType(), p),
    );
  }

  @Authorized()
  @Subscription(() => NoticeType, {
    description: "The caller's own new notices, live (graphql-ws on /graphql).",
    subscribe: ({ context }) => subscribeToNotices(context as GraphQLContext),
  })
  noticeReceived(@Root() notice: NoticeView): NoticeType {
    return toNotice(notice);
  }
}
