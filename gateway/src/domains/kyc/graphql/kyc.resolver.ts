import { KYC_NATIONALITIES, KYC_PURPOSES } from "@vitrine/schema";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GraphQLContext } from "../../../graphql/context.js";
import { CodeSentType } from "../../../graphql/account.types.js";
import { sendKycPhoneCode, verifyKycPhone } from "../services/kyc-phone-code.service.js";
import { myKycView } from "../services/kyc-views.js";
import { kycQueue, reviewKyc, type KycReviewView } from "../services/review-kyc.service.js";
import { submitKyc } from "../services/submit-kyc.service.js";
import {
  KycOptionsType,
  KycReviewItemType,
  KycReviewPageType,
  KycStatusEnum,
  KycViewType,
  SubmitKycInput,
} from "./kyc.types.js";
import { StaffOperation } from "../../../graphql/staff-operation.decorator.js";

const toView = (view: Awaited<ReturnType<typeof myKycView>>) =>
  Object.assign(new KycViewType(), view) as KycViewType;
const toReviewItem = (view: KycReviewView) =>
  Object.assign(new KycReviewItemType(), view) as KycReviewItemType;

/** Identity verification (docs/KYC.md): the member's form and phone code, and the staff review. */
@Resolver()
export class KycResolver {
  @Query(() => KycOptionsType, { description: "Public: nationality and purpose codes of the KYC form." })
  kycOptions(): KycOptionsType {
    return Object.assign(new KycOptionsType(), {
      nationalities: [...KYC_NATIONALITIES],
      purposes: [...KYC_PURPOSES],
    });
  }

  @Authorized()
  @Query(() => KycViewType, { description: "The viewer's KYC state and latest submission." })
  async myKyc(@Ctx() ctx: GraphQLContext): Promise<KycViewType> {
    const { user } = await ctx.auth.require();
    return toView(await myKycView(ctx.deps.dataSource.manager, user.id));
  }

  @Authorized()
  @Mutation(() => CodeSentType, {
    description: "Texts a 6-digit code (valid 10 minutes) to the phone; 1048 with remainingTime within 60 s.",
  })
  async sendKycPhoneCode(
    @Arg("phoneCountry") phoneCountry: string,
    @Arg("phone") phone: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CodeSentType> {
    const { user } = await ctx.auth.require();
    return Object.assign(
      new CodeSentType(),
      await sendKycPhoneCode(ctx.deps, user, phoneCountry, phone, ctx.ip),
    );
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Checks the texted code (1049 wrong, five wrong tries burn it; 1003 expired).",
  })
  async verifyKycPhone(
    @Arg("phoneCountry") phoneCountry: string,
    @Arg("phone") phone: string,
    @Arg("code") code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const { user } = await ctx.auth.require();
    return verifyKycPhone(ctx.deps, user.id, phoneCountry, phone, code);
  }

  @Authorized()
  @Mutation(() => KycViewType, {
    description:
      "Submits the KYC form for review (2040 phone not verified, 1033 under review, 2039 approved).",
  })
  async submitKyc(@Arg("input") input: SubmitKycInput, @Ctx() ctx: GraphQLContext): Promise<KycViewType> {
    const { user } = await ctx.auth.require();
    return toView(await submitKyc(ctx.deps, user.id, input));
  }

  @StaffOperation("kycReview")
  @Query(() => KycReviewPageType, {
    description: "Staff: submissions in a state (under review: oldest first).",
  })
  async kycQueue(
    @Ctx() ctx: GraphQLContext,
    @Arg("status", () => KycStatusEnum, { defaultValue: KycStatusEnum.REVIEW }) status: KycStatusEnum,
    @Arg("page", () => Int, { nullable: true }) page?: number | null,
  ): Promise<KycReviewPageType> {
    const result = await kycQueue(ctx.deps, status, page);
    return { ...result, items: result.items.map(toReviewItem) };
  }

  @StaffOperation("kycReview")
  @Mutation(() => KycReviewItemType, {
    description: "Staff: approves or fails a submission under review (a reason is required to fail).",
  })
  async reviewKyc(
    @Arg("id", () => ID) id: string,
    @Arg("approve") approve: boolean,
    @Ctx() ctx: GraphQLContext,
    @Arg("reason", () => String, { nullable: true }) reason?: string | null,
  ): Promise<KycReviewItemType> {
    const { user } = await ctx.auth.require();
    return toReviewItem(await reviewKyc(ctx.deps, user.id, id, approve, reason));
  }
}
