import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";

export enum JpointPauseScopeEnum {
  TOPUP = "TOPUP",
  USE = "USE",
  BOTH = "BOTH",
}
registerEnumType(JpointPauseScopeEnum, {
  name: "JpointPauseScope",
  description: "What a pause window stops: Jpoint top-up (buying points), use (spending them) or both.",
});

export enum JpointRefundStatusEnum {
  REQUESTED = "REQUESTED",
  PAID = "PAID",
}
registerEnumType(JpointRefundStatusEnum, { name: "JpointRefundStatus" });

@ObjectType("JpointPause", {
  description: "A window [from, to) in which Jpoint top-up and/or use is paused.",
})
export class JpointPauseType {
  @Field(() => ID) id!: string;
  @Field() from!: Date;
  @Field() to!: Date;
  @Field(() => JpointPauseScopeEnum) scope!: JpointPauseScopeEnum;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@ObjectType("JpointPausedNow")
export class JpointPausedNowType {
  @Field() topup!: boolean;
  @Field() use!: boolean;
}

@ObjectType("JpointServiceStatus", { description: "The end and pauses of the Jpoint sale and use service." })
export class JpointServiceStatusType {
  @Field(() => Date, { nullable: true, description: "When the service ends (or ended); null: no end set." })
  endsAt!: Date | null;
  @Field({ description: "The end has passed: Jpoint cannot be bought or used; refunds by request." })
  ended!: boolean;
  @Field(() => JpointPausedNowType) pausedNow!: JpointPausedNowType;
  @Field(() => JpointPauseType, { nullable: true }) currentPause!: JpointPauseType | null;
  @Field(() => [JpointPauseType], { description: "Pauses in effect now or still to come." })
  pauses!: JpointPauseType[];
}

@ObjectType("JpointRefundRequest", { description: "A request to refund Jpoint after the service ended." })
export class JpointRefundRequestType {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field() userNickname!: string;
  @Field({ description: "Jpoint refunded (whole points, 1 point = NT$1), decimal string." }) amount!: string;
  @Field() bankCode!: string;
  @Field() bankAccount!: string;
  @Field() accountHolder!: string;
  @Field(() => JpointRefundStatusEnum) status!: JpointRefundStatusEnum;
  @Field({ description: "Pay day, YYYY-MM-DD (Taipei): the 25th of the month after the request." })
  payableOn!: string;
  @Field() requestedAt!: Date;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
}

@InputType("JpointPauseInput")
export class JpointPauseInput {
  @Field() from!: Date;
  @Field() to!: Date;
  @Field(() => JpointPauseScopeEnum) scope!: JpointPauseScopeEnum;
  @Field(() => String, { nullable: true }) note?: string | null;
}

@InputType("JpointRefundInput")
export class JpointRefundInput {
  @Field({ description: "Bank code (3 digits, or 7 with the branch)." }) bankCode!: string;
  @Field() bankAccount!: string;
  @Field() accountHolder!: string;
}
