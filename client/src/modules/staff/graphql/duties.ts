import { graphql } from "../../../gql";

/** One staff action as the audit page lists it. */
export const AuditLogQuery = graphql(`
  query StaffAuditLog($filter: AuditLogFilterInput) {
    staffAuditLog(filter: $filter) {
      total
      page
      pageSize
      items {
        id
        createdAt
        actor {
          id
          nickname
          email
        }
        actorRoles
        operation
        kind
        targetType
        targetId
        outcome
        args
        before
        after
        requestId
      }
    }
  }
`);

export const AdminCreditRequestFieldsFragment = graphql(`
  fragment AdminCreditRequestFields on AdminCreditRequest {
    id
    status
    amount
    reason
    createdAt
    decidedAt
    decisionNote
    transactionId
    target {
      id
      email
      nickname
    }
    requestedBy {
      id
      nickname
    }
    decidedBy {
      id
      nickname
    }
  }
`);

export const AdminCreditRequestsQuery = graphql(`
  query AdminCreditRequests($status: AdminCreditRequestStatus, $page: Int) {
    adminCreditRequests(status: $status, page: $page) {
      total
      page
      pageSize
      fourEyesThreshold
      items {
        ...AdminCreditRequestFields
      }
    }
  }
`);

export const AdminCreditUsdtMutation = graphql(`
  mutation AdminCreditUsdt($input: AdminCreditUsdtInput!) {
    adminCreditUsdt(input: $input) {
      transactionId
      replayed
      pendingRequest {
        ...AdminCreditRequestFields
      }
    }
  }
`);

export const ApproveAdminCreditMutation = graphql(`
  mutation ApproveAdminCredit($id: ID!) {
    approveAdminCredit(id: $id) {
      ...AdminCreditRequestFields
    }
  }
`);

export const RejectAdminCreditMutation = graphql(`
  mutation RejectAdminCredit($id: ID!, $note: String!) {
    rejectAdminCredit(id: $id, note: $note) {
      ...AdminCreditRequestFields
    }
  }
`);
