import { graphql } from "../../../gql";

/** The wallet page: the viewer's balances and the Jpoint service's status. */
export const JpointWalletQuery = graphql(`
  query JpointWallet {
    me {
      id
      jpointBalance
      usdtBalance
    }
    jpointServiceStatus {
      endsAt
      ended
      pausedNow {
        topup
        use
      }
      currentPause {
        id
        from
        to
        scope
        note
      }
    }
  }
`);

export const JpointConversionFieldsFragment = graphql(`
  fragment JpointConversionFields on JpointConversionQuote {
    id
    jpoint
    usdt
    rate
    expiresAt
    expiresInSeconds
    confirmed
    confirmedAt
  }
`);

export const JpointConversionHistoryQuery = graphql(`
  query JpointConversionHistory($page: Int) {
    jpointConversionHistory(page: $page) {
      total
      page
      pageSize
      items {
        ...JpointConversionFields
      }
    }
  }
`);

export const QuoteJpointConversionMutation = graphql(`
  mutation QuoteJpointConversion($amount: String!) {
    quoteJpointConversion(amount: $amount) {
      ...JpointConversionFields
    }
  }
`);

export const ConfirmJpointConversionMutation = graphql(`
  mutation ConfirmJpointConversion($quoteId: ID!) {
    confirmJpointConversion(quoteId: $quoteId) {
      ...JpointConversionFields
    }
  }
`);

export const JpointRefundFieldsFragment = graphql(`
  fragment JpointRefundFields on JpointRefundRequest {
    id
    amount
    status
    payableOn
    requestedAt
    paidAt
    bankCode
    bankAccount
    accountHolder
  }
`);

export const MyJpointRefundRequestsQuery = graphql(`
  query MyJpointRefundRequests {
    myJpointRefundRequests {
      ...JpointRefundFields
    }
  }
`);

export const RequestJpointRefundMutation = graphql(`
  mutation RequestJpointRefund($input: JpointRefundInput!) {
    requestJpointRefund(input: $input) {
      ...JpointRefundFields
    }
  }
`);
