import { graphql } from "../../../gql";

export const StaffBusinessApplicationFieldsFragment = graphql(`
  fragment StaffBusinessApplicationFields on StaffBusinessApplication {
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
    applicant {
      id
      email
      nickname
    }
    decidedByName
  }
`);

export const BusinessApplicationsQuery = graphql(`
  query BusinessApplications($state: BusinessApplicationState, $page: Int) {
    businessApplications(state: $state, page: $page) {
      total
      page
      pageSize
      items {
        ...StaffBusinessApplicationFields
      }
    }
  }
`);

export const BusinessApplicationPublishersQuery = graphql(`
  query BusinessApplicationPublishers {
    businessApplicationPublishers {
      id
      name
    }
  }
`);

export const ApproveBusinessApplicationMutation = graphql(`
  mutation ApproveBusinessApplication($id: ID!, $publisherId: ID!) {
    approveBusinessApplication(id: $id, publisherId: $publisherId) {
      ...StaffBusinessApplicationFields
    }
  }
`);

export const RejectBusinessApplicationMutation = graphql(`
  mutation RejectBusinessApplication($id: ID!, $reason: String!) {
    rejectBusinessApplication(id: $id, reason: $reason) {
      ...StaffBusinessApplicationFields
    }
  }
`);
