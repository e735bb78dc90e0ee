import { graphql } from "../../gql";

/** Site-wide flags, contact links and shell settings (art-culture link, chat widget) of the header, footer and layout. */
export const AppInfoQuery = graphql(`
  query AppInfo {
    appInfo {
      maintenance
      supportEmail
      messengerUrl
      artCultureUrl
      chatWidget {
        src
        widgetId
      }
    }
  }
`);
