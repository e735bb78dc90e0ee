import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";

export enum CelebrityKindEnum {
  STAR = "STAR",
  ARTIST = "ARTIST",
}
registerEnumType(CelebrityKindEnum, { name: "CelebrityKind", description: "A star, or an artist of cards." });

export enum CelebrityPeriodEnum {
  DAY = "DAY",
  WEEK = "WEEK",
  MONTH = "MONTH",
}
registerEnumType(CelebrityPeriodEnum, {
  name: "CelebrityPeriod",
  description: "A board period in GMT+8: calendar day, week from Monday, calendar month.",
});

@ObjectType("Celebrity", { description: "A star or artist on the celebrity index board." })
export class CelebrityType {
  @Field(() => ID) id!: string;
  @Field(() => CelebrityKindEnum) kind!: CelebrityKindEnum;
  @Field(() => ID, { nullable: true, description: "The catalog artist whose cards this celebrity is on." })
  artistId!: string | null;
  @Field({ description: "In the caller's language (tw when there is none in it)." }) name!: string;
  @Field() bio!: string;
  @Field() active!: boolean;
  @Field(() => Int, { description: "Staff edits send it back: a stale version is 2122." }) version!: number;
}

@ObjectType("CelebrityText")
export class CelebrityTextType {
  @Field() language!: string;
  @Field() name!: string;
  @Field() bio!: string;
}

@ObjectType("StaffCelebrity", { description: "Staff: a celebrity with every language's text." })
export class StaffCelebrityType extends CelebrityType {
  @Field(() => [CelebrityTextType]) texts!: CelebrityTextType[];
}

@ObjectType("CelebrityBoardEntry")
export class CelebrityBoardEntryType {
  @Field(() => Int) rank!: number;
  @Field(() => Int, { nullable: true, description: "Rank in the period before; null when unranked then." })
  previousRank!: number | null;
  @Field(() => Int) likes!: number;
  @Field(() => CelebrityType) celebrity!: CelebrityType;
  @Field({ description: "The caller already liked this celebrity today (GMT+8)." }) likedToday!: boolean;
}

@ObjectType("CelebrityBoard", { description: "Ranks of one period, with movement against the one before." })
export class CelebrityBoardType {
  @Field(() => CelebrityPeriodEnum) period!: CelebrityPeriodEnum;
  @Field({ description: "First GMT+8 day (YYYY-MM-DD)." }) start!: string;
  @Field({ description: "Last GMT+8 day (YYYY-MM-DD)." }) lastDay!: string;
  @Field() current!: boolean;
  @Field({ description: "Final standings are stored (the period was closed)." }) closed!: boolean;
  @Field() previousStart!: string;
  @Field(() => String, { nullable: true }) nextStart!: string | null;
  @Field(() => [CelebrityBoardEntryType]) entries!: CelebrityBoardEntryType[];
}

@ObjectType("CelebrityLikeResult")
export class CelebrityLikeResultType {
  @Field(() => ID) celebrityId!: string;
  @Field(() => Int) dayLikes!: number;
  @Field(() => Int) weekLikes!: number;
  @Field(() => Int) monthLikes!: number;
}

@ObjectType("CelebrityHistoryPoint")
export class CelebrityHistoryPointType {
  @Field() start!: string;
  @Field(() => Int) likes!: number;
  @Field(() => Int) rank!: number;
}

@ObjectType("CelebrityNow")
export class CelebrityNowType {
  @Field(() => CelebrityPeriodEnum) period!: CelebrityPeriodEnum;
  @Field() start!: string;
  @Field(() => Int) likes!: number;
  @Field(() => Int) rank!: number;
}

@ObjectType("CelebrityProfile")
export class CelebrityProfileType {
  @Field(() => CelebrityType) celebrity!: CelebrityType;
  @Field() likedToday!: boolean;
  @Field(() => [CelebrityNowType]) now!: CelebrityNowType[];
  @Field(() => [CelebrityHistoryPointType], { description: "Closed days, oldest first." })
  days!: CelebrityHistoryPointType[];
  @Field(() => [CelebrityHistoryPointType]) weeks!: CelebrityHistoryPointType[];
  @Field(() => [CelebrityHistoryPointType]) months!: CelebrityHistoryPointType[];
}

@InputType("CelebrityTextInput")
export class CelebrityTextInput {
  @Field() language!: string;
  @Field() name!: string;
  @Field() bio!: string;
}

@InputType("CelebrityInput", { description: "Staff: kind, optional catalog artist, texts (tw required)." })
export class CelebrityInputType {
  @Field(() => CelebrityKindEnum) kind!: CelebrityKindEnum;
  @Field(() => ID, { nullable: true }) artistId?: string | null;
  @Field(() => [CelebrityTextInput]) texts!: CelebrityTextInput[];
}
