import { graphql } from "../../../gql";

// Its own file: the launch notice bar is on every page, the other reader queries only on content pages.
export const LaunchNoticeQuery = graphql(`
  query LaunchNotice {
    launchNotice {
      enabled
      text
      url
    }
  }
`);
