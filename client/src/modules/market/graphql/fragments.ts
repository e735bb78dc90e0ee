import { graphql } from "../../../gql";

/** What a listing card and the listing page show. */
export const ListingFieldsFragment = graphql(`
  fragment ListingFields on Listing {
    id
    type
    state
    units
    remaining
    unitPrice
    startPrice
    buyNowPrice
    highestBid
    bidCount
    minimumNextBid
    startsAt
    endsAt
    createdAt
    isMine
    card {
      ...CardTile_card
    }
    seller {
      publicId
      displayName
    }
  }
`);

export const TradeFieldsFragment = graphql(`
  fragment TradeFields on Trade {
    id
    orderId
    kind
    units
    unitPrice
    total
    fee
    sellerReceives
    createdAt
    card {
      ...CardTile_card
    }
    buyer {
      publicId
      displayName
    }
    seller {
      publicId
      displayName
    }
  }
`);
