import { graphql } from "../../../gql";

export const LatestCardsQuery = graphql(`
  query LatestCards($limit: Int!) {
    latestCards(limit: $limit) {
      ...CardTile_card
    }
  }
`);

export const ChainShowcaseQuery = graphql(`
  query ChainShowcase($perChain: Int!) {
    chainShowcase(perChain: $perChain) {
      chain {
        id
        code
        name
      }
      cards {
        ...CardTile_card
      }
    }
  }
`);

export const SearchCardsQuery = graphql(`
  query SearchCards($search: String!, $limit: Int!) {
    cards(filter: { search: $search }, limit: $limit) {
      total
      items {
        ...CardTile_card
      }
    }
  }
`);
