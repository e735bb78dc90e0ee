import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

export enum MissionKindEnum {
  BEGINNER = "BEGINNER",
  ISSUER = "ISSUER",
  PERIODIC = "PERIODIC",
  OTHER = "OTHER",
}
registerEnumType(MissionKindEnum, {
  name: "MissionKind",
  description: "Beginner tasks, an issuer's missions, periodic (daily or weekly) ones, and the others.",
});

export enum MissionPeriodEnum {
  NONE = "NONE",
  DAILY = "DAILY",
  WEEKLY = "WEEKLY",
}
registerEnumType(MissionPeriodEnum, {
  name: "MissionPeriod",
  description: "NONE: done once; DAILY: resets at 00:00 GMT+8; WEEKLY: resets Monday 00:00 GMT+8.",
});

export enum MissionStatusEnum {
  UNDONE = "UNDONE",
  DONE = "DONE",
  CLAIMED = "CLAIMED",
}
registerEnumType(MissionStatusEnum, { name: "MissionStatus", description: "undone → done → claimed." });

@ObjectType("Mission", { description: "A mission with the caller's progress in the current GMT+8 period." })
export class MissionType {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: "The mission's number (no.)." }) number!: number;
  @Field(() => MissionKindEnum) kind!: MissionKindEnum;
  @Field(() => MissionPeriodEnum) period!: MissionPeriodEnum;
  @Field({ description: "In the caller's language (tw when there is none in it)." }) title!: string;
  @Field() description!: string;
  @Field(() => Int, { description: "Jpower handed out on claiming." }) reward!: number;
  @Field({ description: "The domain event that advances it (e.g. verify-email)." }) event!: string;
  @Field(() => Int) target!: number;
  @Field(() => Int) progress!: number;
  @Field(() => MissionStatusEnum) status!: MissionStatusEnum;
  @Field(() => Date, { nullable: true, description: "When a periodic mission starts again." })
  resetsAt!: Date | null;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
}

@ObjectType("MissionGroup", { description: "The open missions of one kind." })
export class MissionGroupType {
  @Field(() => MissionKindEnum) kind!: MissionKindEnum;
  @Field(() => [MissionType]) missions!: MissionType[];
}

@ObjectType("Jpower", { description: "The caller's Jpower: balance, level and what the level rests on." })
export class JpowerType {
  @Field({ description: "Available Jpower, decimal string." }) balance!: string;
  @Field(() => Int) level!: number;
  @Field({ description: "Jpower ever earned from missions, decimal string." }) lifetime!: string;
  @Field(() => String, { nullable: true, description: "Lifetime Jpower of the next level; null at the top." })
  nextLevelAt!: string | null;
}

@ObjectType("MissionText")
export class MissionTextType {
  @Field() language!: string;
  @Field() title!: string;
  @Field() description!: string;
}

@ObjectType("AdminMission", { description: "Staff and issuers: a mission with every language's text." })
export class AdminMissionType {
  @Field(() => ID) id!: string;
  @Field(() => Int) number!: number;
  @Field(() => MissionKindEnum) kind!: MissionKindEnum;
  @Field(() => MissionPeriodEnum) period!: MissionPeriodEnum;
  @Field(() => Int) reward!: number;
  @Field(() => ID, { nullable: true }) publisherId!: string | null;
  @Field() event!: string;
  @Field(() => Int) target!: number;
  @Field(() => ID, { nullable: true }) seriesId!: string | null;
  @Field(() => Date, { nullable: true }) startsAt!: Date | null;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field() active!: boolean;
  @Field(() => Int, { description: "Edits send it back: a stale version is 2132." }) version!: number;
  @Field(() => [MissionTextType]) texts!: MissionTextType[];
}

@InputType("MissionTextInput")
export class MissionTextInput {
  @Field() language!: string;
  @Field() title!: string;
  @Field() description!: string;
}

@InputType("MissionInput", { description: "A mission as staff or an issuer save it (tw title required)." })
export class MissionInputType {
  @Field(() => Int) number!: number;
  @Field(() => MissionKindEnum) kind!: MissionKindEnum;
  @Field(() => MissionPeriodEnum) period!: MissionPeriodEnum;
  @Field(() => Int) reward!: number;
  @Field(() => ID, { nullable: true }) publisherId?: string | null;
  @Field({ description: "One of the mission events (register, verify-email, …, quiz-answered)." })
  event!: string;
  @Field(() => Int) target!: number;
  @Field(() => ID, { nullable: true, description: "For holding-changed: the series to hold." })
  seriesId?: string | null;
  @Field(() => Date, { nullable: true }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
  @Field(() => [MissionTextInput]) texts!: MissionTextInput[];
}
