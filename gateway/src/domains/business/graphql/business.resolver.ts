import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { PageArgs } from "../../../graphql/paging.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { myApplication, submitApplication } from "../services/submit-application.service.js";
import {
  applicationPublishers,
  applicationQueue,
  approveApplication,
  rejectApplication,
  staffApplication,
} from "../services/review-application.service.js";
import {
  BusinessApplicationInput,
  BusinessApplicationStateEnum,
  BusinessApplicationType,
  BusinessPublisherType,
  StaffBusinessApplicationPageType,
  StaffBusinessApplicationType,
} from "./business.types.js";

@Resolver()
export class BusinessResolver {
  @Authorized()
  @Query(() => BusinessApplicationType, {
    nullable: true,
    description: "The viewer's newest issuer application (waiting or decided), or null.",
  })
  async myBusinessApplication(@Ctx() ctx: GraphQLContext): Promise<BusinessApplicationType | null> {
    const { user } = await ctx.auth.require();
    return (await myApplication(ctx.deps, user.id)) as BusinessApplicationType | null;
  }

  @Authorized()
  @Mutation(() => BusinessApplicationType, {
    description:
      "Applies to issue on Vitrine (2090 while another application waits; 2095 bad attachment key).",
  })
  async submitBusinessApplication(
    @Arg("input") input: BusinessApplicationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BusinessApplicationType> {
    const { user } = await ctx.auth.require();
    return (await submitApplication(
      ctx.deps,
      user.id,
      await ctx.language.resolve(),
      input,
    )) as BusinessApplicationType;
  }

  @StaffOperation("issuerApplications")
  @Query(() => StaffBusinessApplicationPageType, { description: "Staff: issuer applications in a state." })
  async businessApplications(
    @Ctx() ctx: GraphQLContext,
    @Args() { page }: PageArgs,
    @Arg("state", () => BusinessApplicationStateEnum, {
      defaultValue: BusinessApplicationStateEnum.SUBMITTED,
    })
    state: BusinessApplicationStateEnum,
  ): Promise<StaffBusinessApplicationPageType> {
    return (await applicationQueue(ctx.deps, state, page)) as StaffBusinessApplicationPageType;
  }

  @StaffOperation("issuerApplications")
  @Query(() => StaffBusinessApplicationType, { description: "Staff: one issuer application." })
  async businessApplication(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffBusinessApplicationType> {
    return (await staffApplication(ctx.deps, id)) as StaffBusinessApplicationType;
  }

  @StaffOperation("issuerApplications")
  @Query(() => [BusinessPublisherType], {
    description: "Staff: the publishers an application may be approved for.",
  })
  async businessApplicationPublishers(@Ctx() ctx: GraphQLContext): Promise<BusinessPublisherType[]> {
    return applicationPublishers(ctx.deps);
  }

  @StaffOperation("issuerApplications")
  @Mutation(() => StaffBusinessApplicationType, {
    description: "Staff: approves a waiting application; the applicant becomes an issuer of the publisher.",
  })
  async approveBusinessApplication(
    @Arg("id", () => ID) id: string,
    @Arg("publisherId", () => ID) publisherId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffBusinessApplicationType> {
    const { user } = await ctx.auth.require();
    return (await approveApplication(ctx.deps, user.id, id, publisherId)) as StaffBusinessApplicationType;
  }

  @StaffOperation("issuerApplications")
  @Mutation(() => StaffBusinessApplicationType, {
    description: "Staff: rejects a waiting application with a reason the applicant reads.",
  })
  async rejectBusinessApplication(
    @Arg("id", () => ID) id: string,
    @Arg("reason") reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffBusinessApplicationType> {
    const { user } = await ctx.auth.require();
    return (await rejectApplication(ctx.deps, user.id, id, reason)) as StaffBusinessApplicationType;
  }
}
