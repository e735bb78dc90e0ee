import { graphql } from "../../../gql";

/** A KYC submission as staff review it: the member, the whole form, the full ID number, the photos. */
export const KycReviewFieldsFragment = graphql(`
  fragment KycReviewFields on KycReviewItem {
    id
    status
    member {
      id
      email
      nickname
    }
    nationality
    firstName
    lastName
    birthday
    idNumber
    phoneCountry
    phone
    address
    purpose
    submittedAt
    reviewedAt
    failureReason
    images {
      front
      back
      selfie
      secondId
    }
  }
`);

export const KycQueueQuery = graphql(`
  query KycQueue($status: KycStatus, $page: Int) {
    kycQueue(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        ...KycReviewFields
      }
    }
  }
`);

export const ReviewKycMutation = graphql(`
  mutation ReviewKyc($id: ID!, $approve: Boolean!, $reason: String) {
    reviewKyc(id: $id, approve: $approve, reason: $reason) {
      ...KycReviewFields
    }
  }
`);

/** The withdrawal fields are the member's own (wallet/graphql/wallet.ts); staff also see whose it is. */
export const StaffUsdtWithdrawalFieldsFragment = graphql(`
  fragment StaffUsdtWithdrawalFields on UsdtWithdrawal {
    ...UsdtWithdrawalFields
    member {
      id
      email
      nickname
    }
  }
`);

export const UsdtWithdrawalQueueQuery = graphql(`
  query UsdtWithdrawalQueue($status: WithdrawalStatus, $page: Int) {
    usdtWithdrawalQueue(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        ...StaffUsdtWithdrawalFields
      }
    }
  }
`);

export const ApproveUsdtWithdrawalMutation = graphql(`
  mutation ApproveUsdtWithdrawal($id: ID!) {
    approveUsdtWithdrawal(id: $id) {
      ...StaffUsdtWithdrawalFields
    }
  }
`);

export const RejectUsdtWithdrawalMutation = graphql(`
  mutation RejectUsdtWithdrawal($id: ID!, $reason: String!) {
    rejectUsdtWithdrawal(id: $id, reason: $reason) {
      ...StaffUsdtWithdrawalFields
    }
  }
`);

export const StaffCardWithdrawalFieldsFragment = graphql(`
  fragment StaffCardWithdrawalFields on CardWithdrawal {
    ...CardWithdrawalFields
    member {
      id
      email
      nickname
    }
  }
`);

export const CardWithdrawalQueueQuery = graphql(`
  query CardWithdrawalQueue($status: WithdrawalStatus, $page: Int) {
    cardWithdrawalQueue(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        ...StaffCardWithdrawalFields
      }
    }
  }
`);

export const ApproveCardWithdrawalMutation = graphql(`
  mutation ApproveCardWithdrawal($id: ID!) {
    approveCardWithdrawal(id: $id) {
      ...StaffCardWithdrawalFields
    }
  }
`);

export const RejectCardWithdrawalMutation = graphql(`
  mutation RejectCardWithdrawal($id: ID!, $reason: String!) {
    rejectCardWithdrawal(id: $id, reason: $reason) {
      ...StaffCardWithdrawalFields
    }
  }
`);

export const SettleUsdtWithdrawalMutation = graphql(`
  mutation SettleUsdtWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {
    settleUsdtWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {
      ...StaffUsdtWithdrawalFields
    }
  }
`);

export const SettleCardWithdrawalMutation = graphql(`
  mutation SettleCardWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {
    settleCardWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {
      ...StaffCardWithdrawalFields
    }
  }
`);

/** Each USDT network's node, deposit watcher and hot wallet (staff chain status page). */
export const ChainStatusQuery = graphql(`
  query ChainStatus {
    chainStatus {
      network
      available
      confirmations
      error
      headBlock
      cursorBlock
      lagBlocks
      lastPolledAt
      pendingDeposits
      hotWallet
      hotWalletUsdt
      hotWalletGas
      openWithdrawals
      shortfall
    }
  }
`);
