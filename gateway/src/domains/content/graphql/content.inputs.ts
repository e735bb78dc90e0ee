import { Field, ID, InputType, Int } from "type-graphql";
import { ContentKindEnum } from "./content.types.js";

@InputType("ContentTranslationInput")
export class ContentTranslationInput {
  @Field() language!: string;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() summary!: string;
  @Field() bodyMarkdown!: string;
}

@InputType("ContentItemInput")
export class ContentItemInput {
  @Field(() => ID, { nullable: true, description: "null = create a DRAFT." }) id?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Required when id is set; stale → CONTENT_CHANGED (2070).",
  })
  expectedRevision?: number | null;
  @Field(() => ContentKindEnum) kind!: string;
  @Field(() => Int, { nullable: true, description: "Required for ANNOUNCEMENT (3 or 4), null otherwise." })
  webType?: number | null;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => [String]) tags!: string[];
  @Field(() => String, { nullable: true, description: "A URL returned by the content image upload." })
  coverUrl?: string | null;
  @Field(() => [ContentTranslationInput], { description: "Must include tw." })
  translations!: ContentTranslationInput[];
}

@InputType("LocalizedTextInput")
export class LocalizedTextInput {
  @Field() language!: string;
  @Field() text!: string;
}

@InputType("LaunchNoticeInput")
export class LaunchNoticeInput {
  @Field() enabled!: boolean;
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => [LocalizedTextInput]) texts!: LocalizedTextInput[];
}

@InputType("MarketplaceBannerInput")
export class MarketplaceBannerInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => Int) position!: number;
  @Field() active!: boolean;
  @Field() imageUrl!: string;
  @Field(() => String, { nullable: true }) linkUrl?: string | null;
  @Field(() => [LocalizedTextInput]) titles!: LocalizedTextInput[];
}
