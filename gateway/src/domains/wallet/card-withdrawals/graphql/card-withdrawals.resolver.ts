import { Money } from "@vitrine/schema";
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { settleCardWithdrawal } from "../services/settle-card-withdrawal.service.js";
import type { GraphQLContext } from "../../../../graphql/context.js";
import {
  WalletMemberType,
  WithdrawalStatusEnum,
} from "../../usdt-withdrawals/graphql/usdt-withdrawals.types.js";
import { cardWithdrawalFees } from "../services/card-withdrawal-fees.js";
import { cardWithdrawalPage } from "../services/card-withdrawal-query.service.js";
import type { CardWithdrawalView } from "../services/card-withdrawal-view.js";
import { approveCardWithdrawal, rejectCardWithdrawal } from "../services/review-card-withdrawal.service.js";
import { cancelCardWithdrawal, myCardWithdrawal } from "../services/member-card-withdrawal.service.js";
import { requestCardWithdrawal } from "../services/request-card-withdrawal.service.js";
import {
  CardFeeCurrencyEnum,
  CardWithdrawalFeesType,
  CardWithdrawalPageType,
  CardWithdrawalType,
  RequestCardWithdrawalInput,
} from "./card-withdrawals.types.js";
import { StaffOperation } from "../../../../graphql/staff-operation.decorator.js";

function toCardWithdrawalType(w: CardWithdrawalView, withMember = false): CardWithdrawalType {
  return Object.assign(new CardWithdrawalType(), {
    id: w.id,
    cardId: w.cardId,
    cardName: w.cardName,
    cardImage: w.cardImage,
    units: w.units,
    chain: w.chain,
    address: w.address,
    feeCurrency: w.feeCurrency as CardFeeCurrencyEnum,
    fee: Money.ofMinor(w.feeCurrency, w.fee).toDecimal(),
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
  filter: Parameters<typeof cardWithdrawalPage>[1],
  requested: number | null | undefined,
  withMember: boolean,
): Promise<CardWithdrawalPageType> {
  const found = await cardWithdrawalPage(ctx.deps, filter, requested);
  return { ...found, items: found.items.map((w) => toCardWithdrawalType(w, withMember)) };
}

/** Card withdrawal to an external wallet (docs/WALLET-API.md). */
@Resolver()
export class CardWithdrawalsResolver {
  @Query(() => CardWithdrawalFeesType, {
    description: "Public: the card withdrawal fee in Jpoint and in USDT.",
  })
  cardWithdrawalFees(@Ctx() ctx: GraphQLContext): CardWithdrawalFeesType {
    const fees = cardWithdrawalFees(ctx.deps.config);
    return Object.assign(new CardWithdrawalFeesType(), {
      jpoint: Money.ofMinor("JPOINT", fees.JPOINT).toDecimal(),
      usdt: Money.ofMinor("USDT", fees.USDT).toDecimal(),
    });
  }

  @Authorized()
  @Mutation(() => CardWithdrawalType, {
    description:
      "Withdraws card units to an EVM wallet; needs approved KYC and a fresh step-up code (purpose CARD_WITHDRAWAL, or the authenticator code with 2FA); freezes the fee. 1033/2011, 1022, 1037, 621, 1024, 2036, 2038, 1007/1003 (623 with 2FA), 1013/1023; a reused key with other parameters 2016.",
  })
  async requestCardWithdrawal(
    @Arg("input") input: RequestCardWithdrawalInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toCardWithdrawalType(await requestCardWithdrawal(ctx.deps, user, input, ctx.ip));
  }

  @Authorized()
  @Query(() => CardWithdrawalPageType, {
    description: "The viewer's card withdrawals, newest first, 20 a page.",
  })
  async myCardWithdrawals(
    @Ctx() ctx: GraphQLContext,
    @Arg("page", () => Int, { nullable: true }) requested?: number | null,
  ): Promise<CardWithdrawalPageType> {
    const { user } = await ctx.auth.require();
    return page(ctx, { userId: user.id }, requested, false);
  }

  @Authorized()
  @Query(() => CardWithdrawalType, {
    description:
      "One of the viewer's card withdrawals. Someone else's or unknown: 404 (the same answer); a malformed id: 400 (field id).",
  })
  async myCardWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toCardWithdrawalType(await myCardWithdrawal(ctx.deps, user.id, id));
  }

  @Authorized()
  @Mutation(() => CardWithdrawalType, {
    description:
      "The viewer cancels their own card withdrawal while under review (REVIEW → CANCELLED): units back, fee unfrozen. Already cancelled: answered unchanged; any other state 2033; someone else's or unknown 404; malformed id 400.",
  })
  async cancelCardWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toCardWithdrawalType(await cancelCardWithdrawal(ctx.deps, user.id, id));
  }

  @StaffOperation("withdrawalReview")
  @Query(() => CardWithdrawalPageType, {
    description: "Staff: card withdrawals in one status (REVIEW), oldest first.",
  })
  async cardWithdrawalQueue(
    @Ctx() ctx: GraphQLContext,
    @Arg("status", () => WithdrawalStatusEnum, { nullable: true, defaultValue: WithdrawalStatusEnum.REVIEW })
    status?: WithdrawalStatusEnum | null,
    @Arg("page", () => Int, { nullable: true }) requested?: number | null,
  ): Promise<CardWithdrawalPageType> {
    return page(ctx, { status: status ?? WithdrawalStatusEnum.REVIEW, oldestFirst: true }, requested, true);
  }

  @StaffOperation("withdrawalReview")
  @Mutation(() => CardWithdrawalType, { description: "Staff: REVIEW → APPROVED; the send job is scheduled." })
  async approveCardWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toCardWithdrawalType(await approveCardWithdrawal(ctx.deps, user.id, id), true);
  }

  @StaffOperation("withdrawalReview")
  @Mutation(() => CardWithdrawalType, {
    description: "Staff: REVIEW/APPROVED → FAILED with a reason; fee unfrozen, units back.",
  })
  async rejectCardWithdrawal(
    @Arg("id", () => ID) id: string,
    @Arg("reason") reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toCardWithdrawalType(await rejectCardWithdrawal(ctx.deps, user.id, id, reason), true);
  }

  @StaffOperation("withdrawalReview")
  @Mutation(() => CardWithdrawalType, {
    description:
      "Staff: a withdrawal stuck in SENDING (unclear send). txHash verified on chain → SENT (fee earned; confirmNotSent → FAILED, fee unfrozen, units back). 400 (field txHash, status or confirmNotSent), 404.",
  })
  async settleCardWithdrawal(
    @Arg("id", () => ID) id: string,
    @Ctx() ctx: GraphQLContext,
    @Arg("txHash", () => String, { nullable: true }) txHash?: string | null,
    @Arg("confirmNotSent", () => Boolean, { nullable: true }) confirmNotSent?: boolean | null,
  ): Promise<CardWithdrawalType> {
    const { user } = await ctx.auth.require();
    return toCardWithdrawalType(
      await settleCardWithdrawal(ctx.deps, user.id, id, { txHash, confirmNotSent }),
      true,
    );
  }
}
