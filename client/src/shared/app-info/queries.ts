import { graphql } from "../../gql";

/** Site-wide flags and contact links used by the header and footer. */
export const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      maintenance
      supportEmail
      messengerUrl
    }
  }
`);
