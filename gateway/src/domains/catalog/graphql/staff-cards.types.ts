import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { ArtistType, ChainType, PublisherType } from "../../../graphql/card.types.js";

@ObjectType("CardFormSeries", { simpleResolvers: true })
export class CardFormSeriesType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => ID) publisherId!: string;
}

@ObjectType("CardFormOptions", {
  description: "Staff: what a new card is made of (artists, publishers, chains, series).",
  simpleResolvers: true,
})
export class CardFormOptionsType {
  @Field(() => [ArtistType]) artists!: ArtistType[];
  @Field(() => [PublisherType]) publishers!: PublisherType[];
  @Field(() => [ChainType]) chains!: ChainType[];
  @Field(() => [CardFormSeriesType]) series!: CardFormSeriesType[];
}

@InputType("CreateCardInput")
export class CreateCardInputType {
  @Field() name!: string;
  @Field(() => ID) artistId!: string;
  @Field(() => ID) publisherId!: string;
  @Field(() => ID, { nullable: true }) seriesId?: string | null;
  @Field(() => ID) chainId!: string;
  @Field(() => String, { nullable: true }) workNumber?: string | null;
  @Field(() => String, { nullable: true }) edition?: string | null;
  @Field(() => String, { nullable: true }) size?: string | null;
  @Field(() => Int, { nullable: true }) creationYear?: number | null;
  @Field(() => Int, { description: "Units the token is issued in." }) totalIssued!: number;
  @Field() releaseAt!: Date;
}
