import { graphql } from "../../../gql";

/** Staff console: the Jpoint service's end and pauses (jpointSettings) and its refunds (jpointRefunds). */
export const StaffJpointServiceQuery = graphql(`
  query StaffJpointService {
    jpointServiceStatus {
      endsAt
      ended
      pauses {
        id
        scope
        from
        to
        note
      }
    }
  }
`);

export const SetJpointServiceEndMutation = graphql(`
  mutation SetJpointServiceEnd($endsAt: DateTimeISO) {
    setJpointServiceEnd(endsAt: $endsAt) {
      endsAt
      ended
    }
  }
`);

export const AddJpointPauseMutation = graphql(`
  mutation AddJpointPause($input: JpointPauseInput!) {
    addJpointPause(input: $input) {
      id
      scope
      from
      to
      note
    }
  }
`);

export const RemoveJpointPauseMutation = graphql(`
  mutation RemoveJpointPause($id: ID!) {
    removeJpointPause(id: $id)
  }
`);

export const StaffJpointRefundsQuery = graphql(`
  query StaffJpointRefunds($status: JpointRefundStatus) {
    jpointRefundRequests(status: $status) {
      id
      userId
      userNickname
      amount
      bankCode
      bankAccount
      accountHolder
      status
      payableOn
      requestedAt
      paidAt
    }
  }
`);

export const PayDueJpointRefundsMutation = graphql(`
  mutation PayDueJpointRefunds {
    payDueJpointRefunds
  }
`);
