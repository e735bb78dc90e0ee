import { graphql } from "../../../gql";

/** The member's sessions with the site each one was made on (account security). */
export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      site
      siteKey
      userAgent
      lastSeenAt
      createdAt
      current
    }
  }
`);
