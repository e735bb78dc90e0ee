import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { CardType, ChainType } from "../../../graphql/card.types.js";

@ObjectType("CardPage")
export class CardPageType {
  @Field(() => [CardType]) items!: CardType[];
  @Field(() => Int) total!: number;
}

@ObjectType("ChainShowcase")
export class ChainShowcaseType {
  @Field(() => ChainType) chain!: ChainType;
  @Field(() => [CardType]) cards!: CardType[];
}

export enum SearchItemKind {
  ARTWORK = "ARTWORK",
  PUBLISHER = "PUBLISHER",
}
registerEnumType(SearchItemKind, {
  name: "SearchItemType",
  description: "What a search suggestion points at.",
});

@ObjectType("SearchItem")
export class SearchItemType {
  @Field(() => SearchItemKind) type!: SearchItemKind;
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() imageUrl!: string;
}

@InputType("CardFilter")
export class CardFilterInput {
  @Field(() => String, { nullable: true, description: "Matches card, artist or publisher names." })
  search?: string | null;
  @Field(() => ID, { nullable: true }) chainId?: string | null;
  @Field(() => ID, { nullable: true }) publisherId?: string | null;
  @Field(() => ID, { nullable: true, description: "The artist's cards (the artist page)." })
  artistId?: string | null;
}
