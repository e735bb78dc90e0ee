import { BROADCAST_SEGMENTS, LOCALES, NOTICE_KINDS } from "@vitrine/schema";
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../graphql/paging.js";

export const NoticeKindEnum = Object.fromEntries(NOTICE_KINDS.map((k) => [k, k])) as {
  [K in (typeof NOTICE_KINDS)[number]]: K;
};
registerEnumType(NoticeKindEnum, { name: "NoticeKind", description: "What a notice is about." });

export const BroadcastSegmentEnum = Object.fromEntries(BROADCAST_SEGMENTS.map((k) => [k, k])) as {
  [K in (typeof BROADCAST_SEGMENTS)[number]]: K;
};
registerEnumType(BroadcastSegmentEnum, {
  name: "BroadcastSegment",
  description: "Who a staff broadcast reaches: every member, members with approved KYC, or one language.",
});

@ObjectType("NoticeLink")
export class NoticeLinkType {
  @Field({ description: "listing, order, wallet, withdrawal, cardWithdrawal, kyc, card or package." })
  type!: string;
  @Field(() => ID) id!: string;
}

@ObjectType("Notice")
export class NoticeType {
  @Field(() => ID) id!: string;
  @Field(() => NoticeKindEnum) kind!: string;
  @Field() createdAt!: Date;
  @Field() read!: boolean;
  @Field({ description: "In the request's language." }) title!: string;
  @Field({ description: "In the request's language." }) body!: string;
  @Field(() => NoticeLinkType, { nullable: true }) link!: NoticeLinkType | null;
  @Field(() => String, { nullable: true, description: "Where the client goes, without the /{lang} prefix." })
  path!: string | null;
}

@ObjectType("NoticePage")
export class NoticePageType extends PageOf(NoticeType) {}

@ObjectType("NoticePreference")
export class NoticePreferenceType {
  @Field(() => NoticeKindEnum) kind!: string;
  @Field({ description: "Also by e-mail (in-app notices are always on)." }) email!: boolean;
}

@InputType("BroadcastTextInput")
export class BroadcastTextInput {
  @Field() title!: string;
  @Field() body!: string;
}

@InputType("BroadcastTextsInput")
export class BroadcastTextsInput {
  @Field(() => BroadcastTextInput) tw!: BroadcastTextInput;
  @Field(() => BroadcastTextInput) cn!: BroadcastTextInput;
  @Field(() => BroadcastTextInput) en!: BroadcastTextInput;
  @Field(() => BroadcastTextInput) jp!: BroadcastTextInput;
  @Field(() => BroadcastTextInput) kr!: BroadcastTextInput;
}

@InputType("BroadcastNoticeInput")
export class BroadcastNoticeInput {
  @Field(() => BroadcastSegmentEnum) segment!: string;
  @Field(() => String, { nullable: true, description: `Segment LOCALE: one of ${LOCALES.join(", ")}.` })
  locale?: string | null;
  @Field(() => BroadcastTextsInput) texts!: BroadcastTextsInput;
  @Field(() => String, { nullable: true, description: 'An in-site path ("/…") the notice opens.' })
  path?: string | null;
}

@ObjectType("StaffBroadcast")
export class StaffBroadcastType {
  @Field(() => ID) id!: string;
  @Field(() => BroadcastSegmentEnum) segment!: string;
  @Field(() => String, { nullable: true }) locale!: string | null;
  @Field({ description: "The title in the staff member's language (tw when missing)." }) title!: string;
  @Field(() => String, { nullable: true }) path!: string | null;
  @Field(() => Int) recipients!: number;
  @Field() done!: boolean;
  @Field() createdAt!: Date;
}

@ObjectType("StaffBroadcastPage")
export class StaffBroadcastPageType extends PageOf(StaffBroadcastType) {}
