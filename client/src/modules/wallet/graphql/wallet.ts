import { graphql } from "../../../gql";

export const WalletNetworkFieldsFragment = graphql(`
  fragment WalletNetworkFields on UsdtNetworkInfo {
    network
    chain
    available
    fee
    confirmations
    maxWithdrawal
  }
`);

export const DigitalWalletQuery = graphql(`
  query DigitalWallet {
    me {
      id
      publicId
      usdtBalance
      usdtFrozen
      jpointBalance
    }
  }
`);

export const UsdtNetworksQuery = graphql(`
  query UsdtNetworks {
    usdtNetworks {
      ...WalletNetworkFields
    }
  }
`);

export const MyDepositAddressQuery = graphql(`
  query MyDepositAddress($network: UsdtNetwork!) {
    myDepositAddress(network: $network) {
      network
      address
      qrCode
      confirmations
    }
  }
`);

export const MyUsdtDepositsQuery = graphql(`
  query MyUsdtDeposits($page: Int) {
    myUsdtDeposits(page: $page) {
      total
      page
      pageSize
      items {
        id
        network
        txHash
        amount
        status
        confirmations
        requiredConfirmations
        createdAt
        creditedAt
      }
    }
  }
`);

/** A USDT withdrawal as both its member and the staff queue (which adds the member) see it. */
export const UsdtWithdrawalFieldsFragment = graphql(`
  fragment UsdtWithdrawalFields on UsdtWithdrawal {
    id
    network
    address
    amount
    fee
    totalDebited
    status
    txHash
    failureReason
    createdAt
    reviewedAt
    sentAt
  }
`);

/** The member's own view also shows what arrives after the network fee. */
export const WalletUsdtWithdrawalFieldsFragment = graphql(`
  fragment WalletUsdtWithdrawalFields on UsdtWithdrawal {
    ...UsdtWithdrawalFields
    expectedAmount
  }
`);

export const MyUsdtWithdrawalsQuery = graphql(`
  query MyUsdtWithdrawals($status: WithdrawalStatus, $page: Int) {
    myUsdtWithdrawals(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        ...WalletUsdtWithdrawalFields
      }
    }
  }
`);

export const WalletWithdrawGateQuery = graphql(`
  query WalletWithdrawGate {
    me {
      id
      publicId
      email
      twoFactorEnabled
      usdtBalance
    }
    myKyc {
      status
      reviewStatus
      failureReason
    }
  }
`);

export const SendWithdrawalCodeMutation = graphql(`
  mutation SendWithdrawalCode($purpose: StepUpPurpose) {
    sendWithdrawalCode(purpose: $purpose) {
      resendInSeconds
    }
  }
`);

export const RequestUsdtWithdrawalMutation = graphql(`
  mutation RequestUsdtWithdrawal($input: RequestUsdtWithdrawalInput!) {
    requestUsdtWithdrawal(input: $input) {
      ...WalletUsdtWithdrawalFields
    }
  }
`);

export const WalletCardFeesQuery = graphql(`
  query WalletCardFees {
    cardWithdrawalFees {
      jpoint
      usdt
    }
    giftFee {
      jpoint
      free
      freeUntil
    }
    me {
      id
      publicId
      email
      twoFactorEnabled
      jpointBalance
      usdtBalance
    }
    myKyc {
      status
      reviewStatus
      failureReason
    }
  }
`);

/** A card withdrawal as both its member and the staff queue (which adds the member) see it. */
export const CardWithdrawalFieldsFragment = graphql(`
  fragment CardWithdrawalFields on CardWithdrawal {
    id
    cardId
    cardName
    cardImage
    units
    chain
    address
    feeCurrency
    fee
    status
    txHash
    failureReason
    createdAt
    sentAt
  }
`);

export const RequestCardWithdrawalMutation = graphql(`
  mutation RequestCardWithdrawal($input: RequestCardWithdrawalInput!) {
    requestCardWithdrawal(input: $input) {
      ...CardWithdrawalFields
    }
  }
`);

export const WalletCardGiftFieldsFragment = graphql(`
  fragment WalletCardGiftFields on CardGift {
    id
    cardId
    cardName
    cardImage
    units
    direction
    counterpartNickname
    fee
    createdAt
  }
`);

export const GiftCardMutation = graphql(`
  mutation GiftCard($input: GiftCardInput!) {
    giftCard(input: $input) {
      ...WalletCardGiftFields
    }
  }
`);

export const MyCardWithdrawalsQuery = graphql(`
  query MyCardWithdrawals($page: Int) {
    myCardWithdrawals(page: $page) {
      total
      page
      pageSize
      items {
        ...CardWithdrawalFields
      }
    }
  }
`);

export const MyGiftsQuery = graphql(`
  query MyGifts($page: Int) {
    myGifts(page: $page) {
      total
      page
      pageSize
      items {
        ...WalletCardGiftFields
      }
    }
  }
`);

/** One of the member's USDT withdrawals, as its detail page shows it (with when it was cancelled). */
export const WalletUsdtWithdrawalDetailFieldsFragment = graphql(`
  fragment WalletUsdtWithdrawalDetailFields on UsdtWithdrawal {
    ...WalletUsdtWithdrawalFields
    cancelledAt
  }
`);

export const MyUsdtWithdrawalQuery = graphql(`
  query MyUsdtWithdrawal($id: ID!) {
    myUsdtWithdrawal(id: $id) {
      ...WalletUsdtWithdrawalDetailFields
    }
  }
`);

export const CancelUsdtWithdrawalMutation = graphql(`
  mutation CancelUsdtWithdrawal($id: ID!) {
    cancelUsdtWithdrawal(id: $id) {
      ...WalletUsdtWithdrawalDetailFields
    }
  }
`);

/** One of the member's card withdrawals, as its detail page shows it (review and cancel times too). */
export const WalletCardWithdrawalDetailFieldsFragment = graphql(`
  fragment WalletCardWithdrawalDetailFields on CardWithdrawal {
    ...CardWithdrawalFields
    reviewedAt
    cancelledAt
  }
`);

export const MyCardWithdrawalQuery = graphql(`
  query MyCardWithdrawal($id: ID!) {
    myCardWithdrawal(id: $id) {
      ...WalletCardWithdrawalDetailFields
    }
  }
`);

export const CancelCardWithdrawalMutation = graphql(`
  mutation CancelCardWithdrawal($id: ID!) {
    cancelCardWithdrawal(id: $id) {
      ...WalletCardWithdrawalDetailFields
    }
  }
`);
