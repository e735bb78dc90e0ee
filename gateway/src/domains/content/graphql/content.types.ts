import { CONTENT_KINDS, CONTENT_STATES } from "@vitrine/schema";
import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../graphql/paging.js";

export const ContentKindEnum = Object.fromEntries(CONTENT_KINDS.map((k) => [k, k])) as {
  [K in (typeof CONTENT_KINDS)[number]]: K;
};
registerEnumType(ContentKindEnum, {
  name: "ContentKind",
  description: "What a content item is: announcements (web type 3 portal, 4 marketplace), news, pages…",
});

export const ContentStateEnum = Object.fromEntries(CONTENT_STATES.map((k) => [k, k])) as {
  [K in (typeof CONTENT_STATES)[number]]: K;
};
registerEnumType(ContentStateEnum, { name: "ContentState", description: "Where an item is in its life." });

@ObjectType("ContentItem", { description: "A published item as a reader sees it, in one language." })
export class ContentItemType {
  @Field(() => ID) id!: string;
  @Field(() => ContentKindEnum) kind!: string;
  @Field(() => Int, { nullable: true, description: "ANNOUNCEMENT only: 3 portal, 4 marketplace." })
  webType!: number | null;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => [String]) tags!: string[];
  @Field({ description: "Language of the texts below." }) language!: string;
  @Field({ description: "True when the asked language was missing and tw is shown." }) fallback!: boolean;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() summary!: string;
  @Field({ description: "Markdown rendered and sanitised on the server." }) bodyHtml!: string;
  @Field(() => String, { nullable: true }) coverUrl!: string | null;
  @Field() publishedAt!: Date;
}

@ObjectType("ContentItemPage")
export class ContentItemPageType extends PageOf(ContentItemType) {}

@ObjectType("LaunchNotice", { description: "The launch notice bar, text in the request's language." })
export class LaunchNoticeType {
  @Field() enabled!: boolean;
  @Field() text!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
}

@ObjectType("MarketplaceBanner")
export class MarketplaceBannerType {
  @Field(() => ID) id!: string;
  @Field() imageUrl!: string;
  @Field(() => String, { nullable: true }) linkUrl!: string | null;
  @Field() title!: string;
}

@ObjectType("ContentTranslation")
export class ContentTranslationType {
  @Field() language!: string;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() summary!: string;
  @Field() bodyMarkdown!: string;
}

@ObjectType("StaffContentItem")
export class StaffContentItemType {
  @Field(() => ID) id!: string;
  @Field(() => ContentKindEnum) kind!: string;
  @Field(() => Int, { nullable: true }) webType!: number | null;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => ContentStateEnum) state!: string;
  @Field(() => String, { nullable: true }) coverUrl!: string | null;
  @Field(() => [ContentTranslationType], { description: "Only the languages that exist; tw always exists." })
  translations!: ContentTranslationType[];
  @Field(() => Date, { nullable: true, description: "When SCHEDULED." }) publishAt!: Date | null;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => Int, { description: "Increases by 1 on every save or state change." }) revision!: number;
  @Field() updatedAt!: Date;
  @Field({ description: "Staff nickname of the last editor." }) updatedByName!: string;
}

@ObjectType("StaffContentItemPage")
export class StaffContentItemPageType extends PageOf(StaffContentItemType) {}

@ObjectType("ContentRevision")
export class ContentRevisionType {
  @Field(() => Int) revision!: number;
  @Field({ description: "CREATED, EDITED, SCHEDULED, PUBLISHED, ARCHIVED, UNSCHEDULED, RESTORED" })
  action!: string;
  @Field(() => [String], { description: 'e.g. ["en.title", "tw.bodyMarkdown", "coverUrl", "state"]' })
  changedFields!: string[];
  @Field({ description: 'Staff nickname, or "system" for the scheduled publish.' }) editorName!: string;
  @Field() createdAt!: Date;
}

@ObjectType("ContentRevisionPage")
export class ContentRevisionPageType extends PageOf(ContentRevisionType) {}

@ObjectType("LocalizedText")
export class LocalizedTextType {
  @Field() language!: string;
  @Field() text!: string;
}

@ObjectType("StaffLaunchNotice")
export class StaffLaunchNoticeType {
  @Field() enabled!: boolean;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => [LocalizedTextType]) texts!: LocalizedTextType[];
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;
}

@ObjectType("StaffMarketplaceBanner")
export class StaffMarketplaceBannerType {
  @Field(() => ID) id!: string;
  @Field(() => Int) position!: number;
  @Field() active!: boolean;
  @Field() imageUrl!: string;
  @Field(() => String, { nullable: true }) linkUrl!: string | null;
  @Field(() => [LocalizedTextType]) titles!: LocalizedTextType[];
}
