import type { PublicUserView } from "../../accounts/index.js";
import type { CardView } from "./card-view.js";

/** What the card page (spec §2 cardDetail) shows, as plain views (graphql/card-detail.types.ts). */

export interface CardViewerUnitsView {
  held: number;
  listed: number;
  /** Units not on a listing, if the issuer lets the card leave the platform (else 0). */
  withdrawable: number;
  /** Units not on a listing, if the issuer lets the card be gifted (else 0). */
  giftable: number;
  /** Units not on a listing, if the issuer lets the card be sold (else 0). */
  sellable: number;
}

export interface CardOpenListingView {
  id: string;
  type: "DIRECT" | "AUCTION";
  state: string;
  seller: PublicUserView;
  remaining: number;
  /** Unit price of a direct sale; highest bid (or reserve) of an auction. */
  price: string;
  endsAt: Date | null;
  isMine: boolean;
}

export interface CardBidView {
  id: string;
  listingId: string;
  amount: string;
  bidder: PublicUserView;
  createdAt: Date;
}

export interface CardPricePointView {
  at: Date;
  unitPrice: string;
}

export interface CardDetailView {
  card: CardView;
  ownersCount: number;
  remaining: number;
  likedByViewer: boolean;
  viewerUnits: CardViewerUnitsView | null;
  openListings: CardOpenListingView[];
  bids: CardBidView[];
  pricePoints: CardPricePointView[];
}
