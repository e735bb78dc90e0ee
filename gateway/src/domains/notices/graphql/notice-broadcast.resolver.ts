import { DEFAULT_LOCALE } from "@vitrine/schema";
import { Arg, Ctx, Mutation, Query, Resolver, Int } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import type { BroadcastRow } from "../repo/broadcast.repo.js";
import { createBroadcast, listBroadcasts } from "../services/broadcast.service.js";
import { BroadcastNoticeInput, StaffBroadcastPageType, StaffBroadcastType } from "./notices.types.js";

function toBroadcast(row: BroadcastRow, locale: string): StaffBroadcastType {
  const text = row.texts[locale] ?? row.texts[DEFAULT_LOCALE];
  return Object.assign(new StaffBroadcastType(), {
    id: row.id,
    segment: row.segment,
    locale: row.locale,
    title: text?.title ?? "",
    path: row.path,
    recipients: row.recipients,
    done: row.doneAt !== null,
    createdAt: row.createdAt,
  });
}

/** Staff announcements to every member or a segment (role content; audited). */
@Resolver()
export class NoticeBroadcastResolver {
  @StaffOperation("noticeBroadcast")
  @Mutation(() => StaffBroadcastType, {
    description: "Sends an announcement notice; fanned out by the workers.",
  })
  async broadcastNotice(
    @Arg("input", () => BroadcastNoticeInput) input: BroadcastNoticeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffBroadcastType> {
    const { user } = await ctx.auth.require();
    const row = await createBroadcast(ctx.deps.dataSource, user.id, JSON.parse(JSON.stringify(input)));
    return toBroadcast(row, await ctx.language.resolve());
  }

  @StaffOperation("noticeBroadcast")
  @Query(() => StaffBroadcastPageType, { description: "Broadcasts sent, newest first." })
  async staffBroadcasts(
    @Ctx() ctx: GraphQLContext,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<StaffBroadcastPageType> {
    const result = await listBroadcasts(ctx.deps.dataSource.manager, page);
    const locale = await ctx.language.resolve();
    return Object.assign(new StaffBroadcastPageType(), {
      ...result,
      items: result.items.map((r) => toBroadcast(r, locale)),
    });
  }
}
