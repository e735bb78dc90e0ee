import { graphql } from "../../../gql";

export const OrderBookQuery = graphql(`
  query OrderBook($filter: OrderBookFilter) {
    orderBook(filter: $filter) {
      page
      pageSize
      hasNext
      items {
        ...ListingFields
      }
    }
  }
`);

export const MarketChainsQuery = graphql(`
  query MarketChains {
    chains {
      id
      code
      name
    }
  }
`);

export const MarketPublishersQuery = graphql(`
  query MarketPublishers {
    publishers {
      id
      name
    }
  }
`);

export const ListingQuery = graphql(`
  query Listing($id: ID!) {
    listing(id: $id) {
      ...ListingFields
    }
  }
`);

export const BidHistoryQuery = graphql(`
  query BidHistory($listingId: ID!) {
    bidHistory(listingId: $listingId) {
      id
      amount
      createdAt
      bidder {
        publicId
        displayName
      }
    }
  }
`);

export const PurchaseQuoteQuery = graphql(`
  query PurchaseQuote($listingId: ID!, $units: Int!) {
    purchaseQuote(listingId: $listingId, units: $units) {
      total
      fee
      sellerReceives
    }
  }
`);

export const TradeQuery = graphql(`
  query Trade($orderId: String!) {
    trade(orderId: $orderId) {
      ...TradeFields
    }
  }
`);

export const MyCollectionQuery = graphql(`
  query MyCollection {
    myCollection {
      units
      listed
      card {
        ...CardTile_card
        sellable
        giftable
        withdrawable
      }
    }
  }
`);

export const MySellListQuery = graphql(`
  query MySellList {
    mySellList {
      ...ListingFields
    }
  }
`);

export const MyBuyListQuery = graphql(`
  query MyBuyList {
    myBuyList {
      ...TradeFields
    }
    myBids {
      myHighestBid
      outcome
      listing {
        ...ListingFields
      }
    }
  }
`);

export const MySoldListQuery = graphql(`
  query MySoldList {
    mySoldList {
      ...TradeFields
    }
  }
`);

/** The auctions I bid on; the buy list asks for them too (MyBuyList), this is the bid list's own query. */
export const MyBidsQuery = graphql(`
  query MyBids {
    myBids {
      myHighestBid
      outcome
      listing {
        ...ListingFields
      }
    }
  }
`);
