import { graphql } from "../../../gql";

export const BuyListingMutation = graphql(`
  mutation BuyListing($input: BuyListingInput!) {
    buyListing(input: $input) {
      ...TradeFields
    }
  }
`);

export const PlaceBidMutation = graphql(`
  mutation PlaceBid($input: PlaceBidInput!) {
    placeBid(input: $input) {
      ...ListingFields
    }
  }
`);

export const CancelListingMutation = graphql(`
  mutation CancelListing($listingId: ID!) {
    cancelListing(listingId: $listingId) {
      ...ListingFields
    }
  }
`);

export const UpdateListingPriceMutation = graphql(`
  mutation UpdateListingPrice($listingId: ID!, $unitPrice: String!) {
    updateListingPrice(listingId: $listingId, unitPrice: $unitPrice) {
      ...ListingFields
    }
  }
`);

export const CreateListingMutation = graphql(`
  mutation CreateListing($input: CreateListingInput!) {
    createListing(input: $input) {
      ...ListingFields
    }
  }
`);

export const UpdateAuctionMutation = graphql(`
  mutation UpdateAuction($input: UpdateAuctionInput!) {
    updateAuction(input: $input) {
      ...ListingFields
    }
  }
`);
