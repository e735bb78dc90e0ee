import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { MEMBER_VIEWS } from "../services/member-activity.service.js";
import { PageOf } from "../../../graphql/paging.js";

export enum StaffMemberViewEnum {
  HOLDINGS = "HOLDINGS",
  ORDERS = "ORDERS",
  TRADES = "TRADES",
  WITHDRAWALS = "WITHDRAWALS",
  SESSIONS = "SESSIONS",
}
registerEnumType(StaffMemberViewEnum, {
  name: "StaffMemberView",
  description: `A list of a member's in the console's lookup: ${MEMBER_VIEWS.join(", ")}.`,
});

@ObjectType("StaffBalance")
export class StaffBalanceType {
  @Field({ description: "USDT, JPOINT or JPOWER." }) currency!: string;
  @Field({ description: "Decimal, in the currency's units." }) available!: string;
  @Field() frozen!: string;
}

@ObjectType("StaffMember", { description: "A member as the staff console's lookup shows them." })
export class StaffMemberType {
  @Field(() => ID) id!: string;
  @Field() publicId!: string;
  @Field() email!: string;
  @Field() nickname!: string;
  @Field() role!: string;
  @Field({ description: "Account status (ACTIVE, PENDING_DELETION, …)." }) status!: string;
  @Field() locale!: string;
  @Field() twoFactorEnabled!: boolean;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) deletionDueAt!: Date | null;
  @Field({ description: "NOT_SUBMITTED, REVIEW, APPROVED or FAILED." }) kycStatus!: string;
  @Field(() => Date, { nullable: true }) kycReviewedAt!: Date | null;
  @Field(() => [StaffBalanceType]) balances!: StaffBalanceType[];
}

@ObjectType("StaffMemberRow", { description: "One line of a member's list (holdings, orders, trades, …)." })
export class StaffMemberRowType {
  @Field() id!: string;
  @Field() title!: string;
  @Field() detail!: string;
  @Field() status!: string;
  @Field() amount!: string;
  @Field(() => Date, { nullable: true }) at!: Date | null;
}

@ObjectType("StaffListing", { description: "An open marketplace listing as listing moderation sees it." })
export class StaffListingType {
  @Field(() => ID) id!: string;
  @Field({ description: "DIRECT or AUCTION." }) type!: string;
  @Field(() => ID) cardId!: string;
  @Field() cardName!: string;
  @Field(() => String, { nullable: true }) cardImageUrl!: string | null;
  @Field(() => ID) sellerId!: string;
  @Field() sellerPublicId!: string;
  @Field() sellerName!: string;
  @Field(() => Int) units!: number;
  @Field(() => Int) remaining!: number;
  @Field(() => String, { nullable: true }) unitPrice!: string | null;
  @Field(() => String, { nullable: true }) highestBid!: string | null;
  @Field(() => Int) bidCount!: number;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
}

@ObjectType("StaffListingPage")
export class StaffListingPageType extends PageOf(StaffListingType) {}

@ObjectType("ListingTakedown", { description: "What a take-down closed: the units back with the seller." })
export class ListingTakedownType {
  @Field(() => ID) listingId!: string;
  @Field(() => ID) sellerId!: string;
  @Field(() => ID) cardId!: string;
  @Field(() => Int) units!: number;
}

@InputType("StaffListingSearchInput")
export class StaffListingSearchInput {
  @Field(() => String, {
    nullable: true,
    description: "Listing id, card name, seller nickname or public id (≤ 100).",
  })
  search?: string | null;
  @Field(() => Int, { nullable: true }) page?: number | null;
}
