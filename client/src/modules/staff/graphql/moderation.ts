import { graphql } from "../../../gql";

/** Staff console: listing moderation, member lookup and the 2FA reset (docs/STAFF-CONSOLE.md). */
export const StaffOpenListingsQuery = graphql(`
  query StaffOpenListings($input: StaffListingSearchInput) {
    staffOpenListings(input: $input) {
      total
      page
      pageSize
      items {
        id
        type
        cardId
        cardName
        cardImageUrl
        sellerId
        sellerPublicId
        sellerName
        units
        remaining
        unitPrice
        highestBid
        bidCount
        createdAt
        endsAt
      }
    }
  }
`);

export const TakeDownListingMutation = graphql(`
  mutation TakeDownListing($listingId: ID!, $reason: String!) {
    takeDownListing(listingId: $listingId, reason: $reason) {
      listingId
      sellerId
      cardId
      units
    }
  }
`);

export const StaffMemberQuery = graphql(`
  query StaffMember($query: String!) {
    staffMember(query: $query) {
      id
      publicId
      email
      nickname
      role
      status
      locale
      twoFactorEnabled
      createdAt
      deletionDueAt
      kycStatus
      kycReviewedAt
      balances {
        currency
        available
        frozen
      }
    }
  }
`);

export const StaffMemberActivityQuery = graphql(`
  query StaffMemberActivity($userId: ID!, $view: StaffMemberView!) {
    staffMemberActivity(userId: $userId, view: $view) {
      id
      title
      detail
      status
      amount
      at
    }
  }
`);

export const ResetMemberTwoFactorMutation = graphql(`
  mutation ResetMemberTwoFactor($userId: ID!, $identityCheckNotes: String!) {
    resetMemberTwoFactor(userId: $userId, identityCheckNotes: $identityCheckNotes)
  }
`);
