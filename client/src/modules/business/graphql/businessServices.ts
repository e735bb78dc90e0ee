import { graphql } from "../../../gql";

/** The newest published business-services text (content contract: contentItems(kind: BUSINESS_SERVICES)). */
export const BusinessServicesQuery = graphql(`
  query BusinessServices {
    contentItems(kind: BUSINESS_SERVICES, page: 1) {
      items {
        id
        title
        summary
        bodyHtml
        fallback
      }
    }
  }
`);
