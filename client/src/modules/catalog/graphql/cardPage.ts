import { graphql } from "../../../gql";

/** Everything the card page shows except the trade history (paged on its own). */
export const CardDetailQuery = graphql(`
  query CardDetail($id: ID, $token: CardTokenInput) {
    cardDetail(id: $id, token: $token) {
      card {
        ...CardTile_card
        workNumber
        edition
        size
        creationYear
        totalIssued
        releaseAt
        contractId
        contractAddress
        tokenAddress
        tokenId
        sellable
        giftable
        withdrawable
        series {
          id
          name
        }
      }
      ownersCount
      remaining
      likedByViewer
      viewerUnits {
        held
        listed
        withdrawable
        giftable
        sellable
      }
      openListings {
        id
        type
        state
        remaining
        price
        endsAt
        isMine
        seller {
          publicId
          displayName
        }
      }
      bids {
        id
        listingId
        amount
        createdAt
        bidder {
          publicId
          displayName
        }
      }
      pricePoints {
        at
        unitPrice
      }
    }
  }
`);

export const CardTradeHistoryQuery = graphql(`
  query CardTradeHistory($cardId: ID!, $page: Int) {
    cardTradeHistory(cardId: $cardId, page: $page) {
      total
      page
      pageSize
      items {
        id
        kind
        units
        unitPrice
        total
        createdAt
        buyer {
          publicId
          displayName
        }
        seller {
          publicId
          displayName
        }
      }
    }
  }
`);

export const LikeCardMutation = graphql(`
  mutation LikeCard($cardId: ID!) {
    likeCard(cardId: $cardId) {
      cardId
      likes
      liked
    }
  }
`);

export const UnlikeCardMutation = graphql(`
  mutation UnlikeCard($cardId: ID!) {
    unlikeCard(cardId: $cardId) {
      cardId
      likes
      liked
    }
  }
`);

/** A publisher's or an artist's cards, one page of 20. */
export const CardsByMakerQuery = graphql(`
  query CardsByMaker($filter: CardFilter!, $offset: Int!) {
    cards(filter: $filter, limit: 20, offset: $offset) {
      total
      items {
        ...CardTile_card
      }
    }
  }
`);
