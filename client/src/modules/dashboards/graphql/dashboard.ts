import { graphql } from "../../../gql";

export const DashboardQuery = graphql(`
  query Dashboard($from: String!, $to: String!, $granularity: DashboardGranularity!) {
    dashboard(from: $from, to: $to, granularity: $granularity) {
      from
      to
      granularity
      computedAt
      points {
        period
        metric
        dim
        count
        a
        b
      }
      endingSoon {
        listingId
        cardId
        endsAt
        highestBid
        bidCount
      }
    }
  }
`);
