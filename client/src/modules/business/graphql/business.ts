import { graphql } from "../../../gql";

export const BusinessApplicationFieldsFragment = graphql(`
  fragment BusinessApplicationFields on BusinessApplication {
    id
    state
    companyName
    registrationNumber
    contactName
    contactEmail
    phone
    website
    category
    description
    expectedVolume
    publisher {
      id
      name
    }
    rejectReason
    createdAt
    decidedAt
    attachments {
      key
      name
      mime
      bytes
      url
    }
  }
`);

/** The viewer's newest application (status card above or instead of the form). */
export const MyBusinessApplicationQuery = graphql(`
  query MyBusinessApplication {
    myBusinessApplication {
      ...BusinessApplicationFields
    }
  }
`);

export const SubmitBusinessApplicationMutation = graphql(`
  mutation SubmitBusinessApplication($input: BusinessApplicationInput!) {
    submitBusinessApplication(input: $input) {
      ...BusinessApplicationFields
    }
  }
`);
