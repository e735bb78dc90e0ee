import { Money } from "@vitrine/schema";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { settleUsdtWithdrawal } from "../services/settle-usdt-withdrawal.service.js";
import type { GraphQLContext } from "../../../../graphql/context.js";
import { CodeSentType } from "../../../../graphql/account.types.js";
import { approveUsdtWithdrawal, rejectUsdtWithdrawal } from "../services/review-usdt-withdrawal.service.js";
import { cancelUsdtWithdrawal, myUsdtWithdrawal } from "../services/member-usdt-withdrawal.service.js";
import { requestUsdtWithdrawal } from "../services/request-usdt-withdrawal.service.js";
import { sendWithdrawalCode } from "../services/send-withdrawal-code.service.js";
import { StepUpPurposeEnum } from "../../step-up/graphql/step-up.types.js";
import { usdtWithdrawalPage } from "../services/usdt-withdrawal-query.service.js";
import type { UsdtWithdrawalView } from "../services/usdt-withdrawal-view.js";
import {
  RequestUsdtWithdrawalInput,
  UsdtNetworkEnum,
  UsdtWithdrawalPageType,
  UsdtWithdrawalType,
  WalletMemberType,
  WithdrawalStatusEnum,
} from "./usdt-withdrawals.types.js";
import { StaffOperation } from "../../../../graphql/staff-operation.decorator.js";

const usdt = (micro: bigint) => Money.ofMinor("USDT", micro).toDecimal();

export function toUsdtWithdrawalType(w: UsdtWithdrawalView, withMember = false): UsdtWithdrawalType {
  return Object.assign(new UsdtWithdrawalType(), {
    id: w.id,
    network: w.network as UsdtNetworkEnum,
    address: w.address,
    amount: usdt(w.amount),
    fee: usdt(w.fee),
    totalDebited: usdt(w.amount + w.fee),
    expectedAmount: usdt(w.amount),
    status: w.status as WithdrawalStatusEnum,
    txHash: w.txHash,
    failureReason: w.failureReason,
    createdAt: w.createdAt,
    reviewedAt: w.reviewedAt,
    sentAt: w.sentAt,
    cancelledAt: w.cancelledAt,
    member: withMember ? Object.assign(new WalletMemberType(), w.member) : null,
  });
}

async function page(
  ctx: GraphQLContext,
  filter: Parameters<typeof usdtWithdrawalPage>[1],
  requested: number | null | undefined,
  withMember: boolean,
): Promise<UsdtWithdrawalPageType> {
  const found = await usdtWithdrawalPage(ctx.deps, filter, requested);
  return { ...found, items: found.items.map((w) => toUsdtWithdrawalType(w, withMember)) };
}

/** USDT withdrawals (docs/WALLET-API.md): the member's requests and the staff review queue. */
@Resolver()
export class UsdtWithdrawalsResolver {
  @Authorized()
  @Mutation(() => CodeSentType, {
    description:
      "Mails a 6-digit code for one purpose (default USDT_WITHDRAWAL); only that operation accepts it, once. 1006 inside the resend window; 2050 when the member has 2FA on (give the authenticator code instead).",
  })
  async sendWithdrawalCode(
    @Ctx() ctx: GraphQLContext,
    @Arg("purpose", () => StepUpPurposeEnum, {
      nullable: true,
      defaultValue: StepUpPurposeEnum.USDT_WITHDRAWAL,
    })
    purpose?: StepUpPurposeEnum | null,
  ): Promise<CodeSentType> {
    const { user } = await ctx.auth.require();
    return Object.assign(
      new CodeSentType(),
      await sendWithdrawalCode(ctx.deps, user, purpose ?? StepUpPurposeEnum.USDT_WITHDRAWAL, ctx.ip),
    );
  }

  @Authorized()
  @Mutation(() => UsdtWithdrawalType, {
    description:
      "Asks for a USDT withdrawal; freezes amount + fee. 1033/2011, 2038, 2036, 400, 2037, 2012, 1007/1003 (623 with 2FA), 622, 1023; a reused key with other parameters 2016.",
  })
  async requestUsdtWithdrawal(
    @Arg("input") input: RequestUsdtWithdrawalInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UsdtWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toUsdtWithdrawalType(await requestUsdtWithdrawal(ctx.deps, user, ctx.ip, input));
  }

  @Authorized()
  @Query(() => UsdtWithdrawalPageType, {
    description: "The viewer's USDT withdrawals, newest first, 20 a page.",
  })
  async myUsdtWithdrawals(
    @Ctx() ctx: GraphQLContext,
    @Arg("status", () => WithdrawalStatusEnum, { nullable: true }) status?: WithdrawalStatusEnum | null,
    @Arg("page", () => Int, { nullable: true }) requested?: number | null,
  ): Promise<UsdtWithdrawalPageType> {
    const { user } = await ctx.auth.require();
    return page(ctx, { userId: user.id, status: status ?? null }, requested, false);
  }

  @Authorized()
  @Query(() => UsdtWithdrawalType, {
    description:
      "One of the viewer's USDT withdrawals. Someone else's or unknown: 404 (the same answer); a malformed id: 400 (field id).",
  })
  async myUsdtWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UsdtWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toUsdtWithdrawalType(await myUsdtWithdrawal(ctx.deps, user.id, id));
  }

  @Authorized()
  @Mutation(() => UsdtWithdrawalType, {
    description:
      "The viewer cancels their own USDT withdrawal while under review (REVIEW → CANCELLED): amount + fee unfrozen. Already cancelled: answered unchanged; any other state 2033; someone else's or unknown 404; malformed id 400.",
  })
  async cancelUsdtWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UsdtWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toUsdtWithdrawalType(await cancelUsdtWithdrawal(ctx.deps, user.id, id));
  }

  @StaffOperation("withdrawalReview")
  @Query(() => UsdtWithdrawalPageType, {
    description: "Staff: withdrawals in one status (REVIEW), oldest first.",
  })
  async usdtWithdrawalQueue(
    @Ctx() ctx: GraphQLContext,
    @Arg("status", () => WithdrawalStatusEnum, { nullable: true, defaultValue: WithdrawalStatusEnum.REVIEW })
    status?: WithdrawalStatusEnum | null,
    @Arg("page", () => Int, { nullable: true }) requested?: number | null,
  ): Promise<UsdtWithdrawalPageType> {
    return page(ctx, { status: status ?? WithdrawalStatusEnum.REVIEW, oldestFirst: true }, requested, true);
  }

  @StaffOperation("withdrawalReview")
  @Mutation(() => UsdtWithdrawalType, { description: "Staff: REVIEW → APPROVED; the send job is scheduled." })
  async approveUsdtWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UsdtWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toUsdtWithdrawalType(await approveUsdtWithdrawal(ctx.deps, user.id, id), true);
  }

  @StaffOperation("withdrawalReview")
  @Mutation(() => UsdtWithdrawalType, {
    description: "Staff: REVIEW/APPROVED → FAILED with a reason; unfreezes.",
  })
  async rejectUsdtWithdrawal(
    @Arg("id", () => ID) id: string,
    @Arg("reason") reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UsdtWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toUsdtWithdrawalType(await rejectUsdtWithdrawal(ctx.deps, user.id, id, reason), true);
  }

  @StaffOperation("withdrawalReview")
  @Mutation(() => UsdtWithdrawalType, {
    description:
      "Staff: a withdrawal stuck in SENDING (unclear send). txHash verified on chain → SENT (amount + fee leave the member; confirmNotSent → FAILED, unfrozen). 400 (field txHash, status or confirmNotSent), 404.",
  })
  async settleUsdtWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("txHash", () => String, { nullable: true }) txHash?: string | null,
    @Arg("confirmNotSent", () => Boolean, { nullable: true }) confirmNotSent?: boolean | null,
  ): Promise<UsdtWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toUsdtWithdrawalType(
      await settleUsdtWithdrawal(ctx.deps, user.id, id, { txHash, confirmNotSent }),
      true,
    );
  }
}
