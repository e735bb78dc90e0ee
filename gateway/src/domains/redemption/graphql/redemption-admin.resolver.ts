import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { generateRedeemCodes } from "../services/codes.service.js";
import {
  administeredEvents,
  eventCodes,
  eventRedemptions,
  staffRedeemEvents,
} from "../services/lists.service.js";
import {
  createRedeemEvent,
  grantIssuer,
  setRedeemEventAdministrators,
} from "../services/manage-events.service.js";
import { RedeemCodeFilterInput, RedeemEventInput, RedemptionFilterInput } from "./redemption.inputs.js";
import { toEvent, toPageType, toRedemption } from "./redemption-views.js";
import {
  RedeemCodeRowPageType,
  RedeemCodeRowType,
  RedeemEventPageType,
  RedeemEventType,
  RedemptionAdminRowPageType,
  RedemptionAdminRowType,
  type RedeemCodeStatus,
} from "./redemption.types.js";

/** The administrator panel (event administrators, issuers) and staff event management. */
@Resolver()
export class RedemptionAdminResolver {
  @Authorized()
  @Query(() => [RedeemEventType], { description: "Events the caller administers (named, issuer or staff)." })
  async administeredRedeemEvents(@Ctx() ctx: GraphQLContext): Promise<RedeemEventType[]> {
    const { user } = await ctx.auth.require();
    return (await administeredEvents(ctx.deps.dataSource.manager, user, await ctx.language.resolve())).map(
      toEvent,
    );
  }

  @Authorized()
  @Query(() => RedemptionAdminRowPageType, {
    description: "An event's redemptions (2014 unless administrator).",
  })
  async redeemEventRedemptions(
    @Arg("eventId", () => ID) eventId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("filter", () => RedemptionFilterInput, { nullable: true }) filter?: RedemptionFilterInput | null,
    @Arg("limit", () => Int, { nullable: true, defaultValue: 20 }) limit?: number,
    @Arg("offset", () => Int, { nullable: true, defaultValue: 0 }) offset?: number,
  ): Promise<RedemptionAdminRowPageType> {
    const { user } = await ctx.auth.require();
    const page = await eventRedemptions(
      ctx.deps.dataSource.manager,
      user,
      eventId,
      filter,
      await ctx.language.resolve(),
      limit,
      offset,
    );
    const row = (r: (typeof page.items)[number]) =>
      Object.assign(new RedemptionAdminRowType(), {
        redemption: toRedemption(r.redemption),
        memberEmail: r.memberEmail,
      });
    return toPageType(page, row, RedemptionAdminRowPageType);
  }

  @Authorized()
  @Query(() => RedeemCodeRowPageType, { description: "An event's codes (2014 unless administrator)." })
  async redeemEventCodes(
    @Arg("eventId", () => ID) eventId: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("filter", () => RedeemCodeFilterInput, { nullable: true }) filter?: RedeemCodeFilterInput | null,
    @Arg("limit", () => Int, { nullable: true, defaultValue: 20 }) limit?: number,
    @Arg("offset", () => Int, { nullable: true, defaultValue: 0 }) offset?: number,
  ): Promise<RedeemCodeRowPageType> {
    const { user } = await ctx.auth.require();
    const page = await eventCodes(ctx.deps.dataSource.manager, user, eventId, filter, limit, offset);
    const row = (r: (typeof page.items)[number]) =>
      Object.assign(new RedeemCodeRowType(), { ...r, status: r.status as RedeemCodeStatus });
    return toPageType(page, row, RedeemCodeRowPageType);
  }

  @StaffOperation("redemptionManage")
  @Query(() => RedeemEventPageType, { description: "Staff: every event, newest first." })
  async staffRedeemEvents(
    @Ctx() ctx: GraphQLContext,
    @Arg("limit", () => Int, { nullable: true, defaultValue: 20 }) limit: number,
    @Arg("offset", () => Int, { nullable: true, defaultValue: 0 }) offset: number,
  ): Promise<RedeemEventPageType> {
    const page = await staffRedeemEvents(ctx.deps, await ctx.language.resolve(), limit, offset);
    return toPageType(page, toEvent, RedeemEventPageType);
  }

  @StaffOperation("redemptionManage")
  @Mutation(() => RedeemEventType, { description: "Staff: a new event." })
  async createRedeemEvent(
    @Arg("input", () => RedeemEventInput) input: RedeemEventInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RedeemEventType> {
    const { user } = await ctx.auth.require();
    return toEvent(await createRedeemEvent(ctx.deps, user.id, input, await ctx.language.resolve()));
  }

  @StaffOperation("redemptionManage")
  @Mutation(() => RedeemEventType, {
    description: "Staff: the event's named administrators (replaces the list).",
  })
  async setRedeemEventAdministrators(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("emails", () => [String]) emails: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<RedeemEventType> {
    return toEvent(
      await setRedeemEventAdministrators(ctx.deps, eventId, emails, await ctx.language.resolve()),
    );
  }

  @Authorized()
  @Mutation(() => Int, {
    description: "New codes for an event (its administrators or staff); returns how many.",
  })
  async generateRedeemCodes(
    @Arg("eventId", () => ID) eventId: string,
    @Arg("count", () => Int) count: number,
    @Ctx() ctx: GraphQLContext,
    @Arg("boundEmails", () => [String], { nullable: true }) boundEmails?: string[] | null,
  ): Promise<number> {
    const { user } = await ctx.auth.require();
    return generateRedeemCodes(ctx.deps, user, eventId, count, boundEmails);
  }

  @StaffOperation("redemptionManage")
  @Mutation(() => Boolean, {
    description: "Staff: make an account an issuer of a publisher (administers its events).",
  })
  async grantIssuer(
    @Arg("email") email: string,
    @Arg("publisherId", () => ID) publisherId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const { user } = await ctx.auth.require();
    return grantIssuer(ctx.deps, user.id, email, publisherId);
  }
}
