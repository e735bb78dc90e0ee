import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";
import { partnerDeliveryLog, redeliverPartnerEvent } from "../services/deliveries.service.js";
import {
  registerPartner,
  rotatePartnerKey,
  rotateWebhookSecret,
  staffPartners,
  updatePartner,
} from "../services/manage.service.js";
import { PartnerEventType, PartnerInputType, PartnerSecretsType, PartnerType } from "./partners.types.js";

/** Staff (admin): partner platforms, their keys and their webhook deliveries; audited by @StaffOperation. */
@Resolver()
export class PartnerStaffResolver {
  @StaffOperation("partnerManage")
  @Query(() => [PartnerType], { description: "Staff: every partner platform." })
  async staffPartners(@Ctx() ctx: GraphQLContext): Promise<PartnerType[]> {
    return staffPartners(ctx.deps);
  }

  @StaffOperation("partnerManage")
  @Mutation(() => PartnerSecretsType, {
    description: "Staff: registers a partner; its key and secret are shown once.",
  })
  async registerPartner(
    @Arg("input", () => PartnerInputType) input: PartnerInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerSecretsType> {
    return registerPartner(ctx.deps, { ...input, publisherId: input.publisherId ?? null });
  }

  @StaffOperation("partnerManage")
  @Mutation(() => PartnerType, { description: "Staff: name, scopes, callback URL, publisher, on or off." })
  async updatePartner(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("input", () => PartnerInputType) input: PartnerInputType,
    @Arg("active") active: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerType> {
    return updatePartner(ctx.deps, id, version, { ...input, publisherId: input.publisherId ?? null }, active);
  }

  @StaffOperation("partnerManage")
  @Mutation(() => PartnerSecretsType, {
    description:
      "Staff: a new API key (shown once); the old one stops now or after overlapSeconds (≤ 86400).",
  })
  async rotatePartnerKey(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Arg("overlapSeconds", () => Int, { defaultValue: 0 }) overlapSeconds: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerSecretsType> {
    return rotatePartnerKey(ctx.deps, id, version, overlapSeconds);
  }

  @StaffOperation("partnerManage")
  @Mutation(() => PartnerSecretsType, { description: "Staff: a new webhook secret (shown once)." })
  async rotatePartnerWebhookSecret(
    @Arg("id", () => ID) id: string,
    @Arg("version", () => Int) version: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerSecretsType> {
    return rotateWebhookSecret(ctx.deps, id, version);
  }

  @StaffOperation("partnerManage")
  @Query(() => [PartnerEventType], {
    description: "Staff: a partner's latest webhook events with their attempts.",
  })
  async partnerDeliveries(
    @Arg("partnerId", () => ID) partnerId: string,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerEventType[]> {
    return partnerDeliveryLog(ctx.deps, partnerId, limit);
  }

  @StaffOperation("partnerManage")
  @Mutation(() => PartnerEventType, { description: "Staff: sends a webhook event again (same event id)." })
  async redeliverPartnerEvent(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PartnerEventType> {
    return redeliverPartnerEvent(ctx.deps, id);
  }
}
