import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";

export enum DashboardGranularityEnum {
  DAY = "DAY",
  WEEK = "WEEK",
}
registerEnumType(DashboardGranularityEnum, {
  name: "DashboardGranularity",
  description: "GMT+8 calendar days, or weeks from Monday (sums of their days).",
});

@ObjectType("DashboardPoint", {
  description:
    "One period's total of one metric and dimension. `a` and `b` are amounts in minor units whose meaning depends on the metric (docs/OPERATIONS.md).",
})
export class DashboardPointType {
  @Field({ description: "GMT+8 day, or the Monday starting the week (YYYY-MM-DD)." }) period!: string;
  @Field() metric!: string;
  @Field({ description: "Payment way, trade kind, network or KYC step; empty when the metric has none." })
  dim!: string;
  @Field(() => Int) count!: number;
  @Field() a!: string;
  @Field() b!: string;
}

@ObjectType("DashboardEndingAuction", { description: "An open auction ending within 24 hours." })
export class DashboardEndingAuctionType {
  @Field(() => ID) listingId!: string;
  @Field(() => ID) cardId!: string;
  @Field() endsAt!: Date;
  @Field(() => String, { nullable: true, description: "USDT (micro-units as a decimal string)." })
  highestBid!: string | null;
  @Field(() => Int) bidCount!: number;
}

@ObjectType("Dashboard", { description: "Staff: sales, volume, wallet flows, members and KYC per period." })
export class DashboardType {
  @Field() from!: string;
  @Field() to!: string;
  @Field(() => DashboardGranularityEnum) granularity!: DashboardGranularityEnum;
  @Field(() => [DashboardPointType]) points!: DashboardPointType[];
  @Field(() => [DashboardEndingAuctionType]) endingSoon!: DashboardEndingAuctionType[];
  @Field(() => Date, { nullable: true, description: "When the summary rows were last computed." })
  computedAt!: Date | null;
}
