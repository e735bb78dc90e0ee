import { graphql } from "../../../gql";

export const CardIntroQuery = graphql(`
  query CardIntro($listingId: ID!) {
    listing(id: $listingId) {
      id
      card {
        id
        edition
        creationYear
        size
        workNumber
        totalIssued
        contractAddress
        tokenId
        releaseAt
        series {
          id
          name
        }
      }
    }
  }
`);

export const PriceHistoryQuery = graphql(`
  query PriceHistory($cardId: ID!) {
    priceHistory(cardId: $cardId) {
      at
      unitPrice
    }
  }
`);

export const CardTradesQuery = graphql(`
  query CardTrades($cardId: ID!) {
    cardTrades(cardId: $cardId) {
      ...TradeFields
    }
  }
`);
