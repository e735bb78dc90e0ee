import type { ListingFieldsFragment, UpdateAuctionInput } from "../../../gql/graphql";
import {
  daysAfter,
  MAX_AUCTION_DAYS,
  toLocalInput,
  validateAuctionTerms,
  type AuctionTerms,
} from "./sellForm";

/**
 * The edit-auction form (updateAuction): the seller changes an auction's start price, buy-now price or
 * closing time before anyone has bid. The rules are the sell dialog's (validateAuctionTerms) with the
 * limits the gateway applies to an existing listing (update-auction.service.ts).
 */
export type EditAuctionValues = AuctionTerms;

type Auction = Pick<
  ListingFieldsFragment,
  "id" | "startPrice" | "buyNowPrice" | "endsAt" | "startsAt" | "createdAt"
>;

/** The form starts from the listing's current terms; the closing time to the second (the input's step is 1 s). */
export function initialEditAuctionValues(auction: Auction): EditAuctionValues {
  return {
    startPrice: auction.startPrice ?? "",
    buyNowPrice: auction.buyNowPrice ?? "",
    endsAt: auction.endsAt ? toLocalInput(new Date(auction.endsAt), true) : "",
  };
}

/** The gateway counts the 60 days from the listing's creation, not from the edit. */
export function latestAuctionEnd(auction: Auction): number {
  return daysAfter(Date.parse(auction.createdAt), MAX_AUCTION_DAYS);
}

/** Message ids per invalid field (empty when valid). */
export function validateEditAuction(values: EditAuctionValues, auction: Auction, now = Date.now()) {
  const errors = validateAuctionTerms(values, now, latestAuctionEnd(auction));
  // The sell dialog's message says "within the next 60 days"; here the limit is a fixed date.
  if (errors.endsAt) errors.endsAt = "market.editAuction.endsInvalid";
  else if (Date.parse(values.endsAt) <= Date.parse(auction.startsAt)) {
    errors.endsAt = "market.editAuction.endsBeforeLaunch";
  }
  // updateAuction reads a missing buy-now price as "keep it": an emptied field would silently not apply.
  if (!values.buyNowPrice && auction.buyNowPrice) errors.buyNowPrice = "market.editAuction.buyNowKept";
  return errors;
}

/** The terms that differ from the listing's current ones (as typed). */
export function changedTerms(auction: Auction, values: EditAuctionValues): Partial<EditAuctionValues> {
  const initial = initialEditAuctionValues(auction);
  const fields = Object.keys(initial) as (keyof EditAuctionValues)[];
  return Object.fromEntries(fields.filter((f) => values[f] !== initial[f]).map((f) => [f, values[f]]));
}

/**
 * The mutation input of valid values: only the changed terms, since updateAuction leaves absent fields
 * as they are (and re-schedules the settlement only for a new closing time).
 */
export function toUpdateAuctionInput(auction: Auction, values: EditAuctionValues): UpdateAuctionInput {
  const changed = changedTerms(auction, values);
  return {
    listingId: auction.id,
    ...(changed.startPrice !== undefined && { startPrice: changed.startPrice }),
    ...(changed.buyNowPrice !== undefined && { buyNowPrice: changed.buyNowPrice }),
    ...(changed.endsAt !== undefined && { endsAt: new Date(changed.endsAt).toISOString() }),
  };
}
