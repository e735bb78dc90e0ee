import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { CardType } from "../../../graphql/card.types.js";
import { PublicUserType } from "../../../graphql/account.types.js";
import { PageOf } from "../../../graphql/paging.js";
import type {
  CardBidView,
  CardDetailView,
  CardOpenListingView,
  CardPricePointView,
  CardViewerUnitsView,
} from "../services/card-detail-view.js";
import type { CardLikesView } from "../services/card-likes.service.js";

/* The card page (spec §2 cardDetail, issue 14). USDT amounts are decimal strings. */

@ObjectType("CardViewerUnits", { description: "The signed-in viewer's own units of a card." })
export class CardViewerUnitsType implements CardViewerUnitsView {
  @Field(() => Int) held!: number;
  @Field(() => Int, { description: "Units on the viewer's open listings." }) listed!: number;
  @Field(() => Int, { description: "Units that may be withdrawn now (0 when the issuer forbids it)." })
  withdrawable!: number;
  @Field(() => Int, { description: "Units that may be gifted now (0 when the issuer forbids it)." })
  giftable!: number;
  @Field(() => Int, { description: "Units that may be listed now (0 when the issuer forbids it)." })
  sellable!: number;
}

@ObjectType("CardOpenListing", { description: "An open listing of the card, as its page lists it." })
export class CardOpenListingType implements CardOpenListingView {
  @Field(() => ID, { description: "The listing: product/{id}." }) id!: string;
  @Field(() => String, { description: "DIRECT or AUCTION." }) type!: "DIRECT" | "AUCTION";
  @Field({ description: "NOT_ON_SHELF or SELLING." }) state!: string;
  @Field(() => PublicUserType) seller!: PublicUserType;
  @Field(() => Int) remaining!: number;
  @Field({ description: "Unit price of a direct sale; highest bid (or reserve) of an auction." })
  price!: string;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field() isMine!: boolean;
}

@ObjectType("CardBid", { description: "A bid on one of the card's auctions." })
export class CardBidType implements CardBidView {
  @Field(() => ID) id!: string;
  @Field(() => ID) listingId!: string;
  @Field() amount!: string;
  @Field(() => PublicUserType) bidder!: PublicUserType;
  @Field() createdAt!: Date;
}

@ObjectType("CardPricePoint")
export class CardPricePointType implements CardPricePointView {
  @Field() at!: Date;
  @Field() unitPrice!: string;
}

@ObjectType("CardDetail", { description: "One card's page, listed or not." })
export class CardDetailType implements CardDetailView {
  @Field(() => CardType) card!: CardType;
  @Field(() => Int, { description: "Members holding at least one unit." }) ownersCount!: number;
  @Field(() => Int, { description: "Units of the total issue not issued yet." }) remaining!: number;
  @Field() likedByViewer!: boolean;
  @Field(() => CardViewerUnitsType, { nullable: true, description: "Null for visitors." })
  viewerUnits!: CardViewerUnitsType | null;
  @Field(() => [CardOpenListingType], { description: "Up to 20, cheapest first." })
  openListings!: CardOpenListingType[];
  @Field(() => [CardBidType], { description: "The latest 20 bids on the card's auctions." })
  bids!: CardBidType[];
  @Field(() => [CardPricePointType], { description: "The latest 100 trade prices, oldest first." })
  pricePoints!: CardPricePointType[];
}

@ObjectType("CardTrade", { description: "A trade of the card (the card page's trade history)." })
export class CardTradeType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "DIRECT or AUCTION." }) kind!: string;
  @Field(() => Int) units!: number;
  @Field() unitPrice!: string;
  @Field() total!: string;
  @Field(() => PublicUserType) buyer!: PublicUserType;
  @Field(() => PublicUserType) seller!: PublicUserType;
  @Field() createdAt!: Date;
}

@ObjectType("CardTradePage")
export class CardTradePageType extends PageOf(CardTradeType) {}

@ObjectType("CardLikes", { description: "A card's likes after a like or an unlike." })
export class CardLikesType implements CardLikesView {
  @Field(() => ID) cardId!: string;
  @Field(() => Int) likes!: number;
  @Field() liked!: boolean;
}

@InputType("CardTokenInput", {
  description: "A card by token: cardDetail/{…}/{contract_id}/{token_address}/{token_id}.",
})
export class CardTokenInput {
  @Field() tokenId!: string;
  @Field(() => String, { nullable: true }) contractId?: string | null;
  @Field(() => String, { nullable: true }) tokenAddress?: string | null;
}
