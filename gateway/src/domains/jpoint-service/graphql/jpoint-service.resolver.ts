import { Money } from "@vitrine/schema";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import {
  jpointRefundRequests,
  myJpointRefundRequests,
  payDueJpointRefunds,
  requestJpointRefund,
  type JpointRefundView,
} from "../services/jpoint-refund.service.js";
import {
  addJpointPause,
  removeJpointPause,
  setJpointServiceEnd,
} from "../services/jpoint-service-settings.service.js";
import { jpointServiceStatus, type JpointPauseView } from "../services/jpoint-service-status.service.js";
import {
  JpointPauseInput,
  JpointPauseType,
  JpointRefundInput,
  JpointRefundRequestType,
  JpointRefundStatusEnum,
  JpointServiceStatusType,
} from "./jpoint-service.types.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";

const toPauseType = (p: JpointPauseView) => Object.assign(new JpointPauseType(), p);

const toRefundType = (r: JpointRefundView) =>
  Object.assign(new JpointRefundRequestType(), {
    ...r,
    amount: Money.ofMinor("JPOINT", r.amount).toDecimal(),
    status: r.status as JpointRefundStatusEnum,
  });

/** The end and pauses of the Jpoint service, and the refunds after its end (docs/JPOINT.md). */
@Resolver()
export class JpointServiceResolver {
  @Query(() => JpointServiceStatusType, { description: "Public: end date, ended, what is paused now." })
  async jpointServiceStatus(@Ctx() ctx: GraphQLContext): Promise<JpointServiceStatusType> {
    const status = await jpointServiceStatus(ctx.deps.dataSource.manager);
    return Object.assign(new JpointServiceStatusType(), {
      ...status,
      currentPause: status.currentPause ? toPauseType(status.currentPause) : null,
      pauses: status.pauses.map(toPauseType),
    });
  }

  @StaffOperation("jpointSettings")
  @Mutation(() => JpointServiceStatusType, { description: "Staff: set (null clears) the service's end." })
  async setJpointServiceEnd(
    @Arg("endsAt", () => Date, { nullable: true }) endsAt: Date | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JpointServiceStatusType> {
    const { user } = await ctx.auth.require();
    await setJpointServiceEnd(ctx.deps, user.id, endsAt ?? null);
    return this.jpointServiceStatus(ctx);
  }

  @StaffOperation("jpointSettings")
  @Mutation(() => JpointPauseType, { description: "Staff: pause Jpoint top-up, use or both for a window." })
  async addJpointPause(
    @Arg("input", () => JpointPauseInput) input: JpointPauseInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JpointPauseType> {
    const { user } = await ctx.auth.require();
    return toPauseType(await addJpointPause(ctx.deps, user.id, input));
  }

  @StaffOperation("jpointSettings")
  @Mutation(() => Boolean, { description: "Staff: remove a pause window (404 when unknown)." })
  async removeJpointPause(@Arg("id", () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await removeJpointPause(ctx.deps, id);
    return true;
  }

  @Authorized()
  @Mutation(() => JpointRefundRequestType, {
    description:
      "After the end: refund all available Jpoint to a bank account (paid the 25th of next month).",
  })
  async requestJpointRefund(
    @Arg("input", () => JpointRefundInput) input: JpointRefundInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JpointRefundRequestType> {
    const { user } = await ctx.auth.require();
    return toRefundType(await requestJpointRefund(ctx.deps, user.id, input));
  }

  @Authorized()
  @Query(() => [JpointRefundRequestType], { description: "The signed-in user's refund requests." })
  async myJpointRefundRequests(@Ctx() ctx: GraphQLContext): Promise<JpointRefundRequestType[]> {
    const { user } = await ctx.auth.require();
    return (await myJpointRefundRequests(ctx.deps, user.id)).map(toRefundType);
  }

  @StaffOperation("jpointRefunds")
  @Query(() => [JpointRefundRequestType], { description: "Staff: the refund queue (optionally one status)." })
  async jpointRefundRequests(
    @Ctx() ctx: GraphQLContext,
    @Arg("status", () => JpointRefundStatusEnum, { nullable: true }) status?: JpointRefundStatusEnum | null,
  ): Promise<JpointRefundRequestType[]> {
    return (await jpointRefundRequests(ctx.deps, status ?? null)).map(toRefundType);
  }

  @StaffOperation("jpointRefunds")
  @Mutation(() => Int, {
    description: "Staff: pay every request whose pay day has come; how many were paid.",
  })
  payDueJpointRefunds(@Ctx() ctx: GraphQLContext): Promise<number> {
    return payDueJpointRefunds(ctx.deps);
  }
}
