import { Field, ID, Int, ObjectType } from "type-graphql";
import type { CardView, ChainView, PublisherView } from "../domains/catalog/index.js";

/*
 * The card types other domains' GraphQL builds on (listings, trades, holdings, products, packages,
 * fusions): Card with its Artist, Publisher, Series and Chain. They implement the catalog's views.
 * Plain data with no field-level auth or middleware, so their fields use GraphQL's default resolver
 * (`simpleResolvers`: a property read, which graphql-jit inlines) — add neither to these types.
 */

@ObjectType("Chain", { description: "A blockchain cards are minted on.", simpleResolvers: true })
export class ChainType implements ChainView {
  @Field(() => ID) id!: string;
  @Field({ description: "ETH, BSC or POLYGON." }) code!: string;
  @Field() name!: string;
}

@ObjectType("Publisher", { simpleResolvers: true })
export class PublisherType implements PublisherView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: "Generated logo, served by the gateway." }) logoUrl!: string;
}

@ObjectType("Artist", { simpleResolvers: true })
export class ArtistType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType("Series", { simpleResolvers: true })
export class SeriesType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType("Card", {
  description: "A digital collectible: one token issued in totalIssued units.",
  simpleResolvers: true,
})
export class CardType implements CardView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: "The artwork staff uploaded, else a generated picture; served by the gateway." })
  imageUrl!: string;
  @Field(() => ArtistType) artist!: ArtistType;
  @Field(() => PublisherType) publisher!: PublisherType;
  @Field(() => SeriesType, { nullable: true }) series!: SeriesType | null;
  @Field(() => ChainType) chain!: ChainType;
  @Field(() => String, { nullable: true }) workNumber!: string | null;
  @Field(() => String, { nullable: true }) edition!: string | null;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => Int, { nullable: true }) creationYear!: number | null;
  @Field(() => Int) totalIssued!: number;
  @Field() releaseAt!: Date;
  @Field() contractId!: string;
  @Field() contractAddress!: string;
  @Field() tokenAddress!: string;
  @Field({ description: "uint256 token id as a decimal string." }) tokenId!: string;
  @Field(() => Int) likes!: number;
  @Field({ description: "May be listed on the marketplace (issuer restriction, spec §6)." })
  sellable!: boolean;
  @Field({ description: "May be gifted to another member (1105 otherwise)." }) giftable!: boolean;
  @Field({ description: "May be withdrawn to an external wallet (1037 otherwise)." }) withdrawable!: boolean;
}
