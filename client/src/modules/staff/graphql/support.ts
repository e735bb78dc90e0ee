import { graphql } from "../../../gql";

/** Staff console: support's and finance's order and account tools. */
export const StaffOrderFieldsFragment = graphql(`
  fragment StaffOrderFields on PrimaryOrder {
    orderId
    kind
    state
    productName
    quantity
    payWith
    paymentWay
    amountTwd
    amountJpoint
    paidLate
    lateOutcome
    refundState
    purchaserEmail
    paidAt
    createdAt
  }
`);

export const LatePaidOrdersQuery = graphql(`
  query LatePaidOrders {
    latePaidOrders {
      ...StaffOrderFields
    }
  }
`);

export const RefundPaymentOrderMutation = graphql(`
  mutation RefundPaymentOrder($orderNo: String!) {
    refundPaymentOrder(orderNo: $orderNo) {
      ...StaffOrderFields
    }
  }
`);

export const AccountsPendingDeletionQuery = graphql(`
  query AccountsPendingDeletion {
    accountsPendingDeletion {
      userId
      publicId
      email
      nickname
      deletionDueAt
    }
  }
`);

export const RestoreAccountMutation = graphql(`
  mutation RestoreAccount($userId: ID!) {
    restoreAccount(userId: $userId)
  }
`);
