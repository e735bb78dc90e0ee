import { graphql } from "../../../gql";

/** Whether the signed-in member issues for a publisher (the account menu's issuer missions link). */
export const IssuesForPublisherQuery = graphql(`
  query IssuesForPublisher {
    issuesForPublisher
  }
`);
