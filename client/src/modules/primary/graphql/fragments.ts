import { graphql } from "../../../gql";

/** What the releases grid and the product page show of a primary product. */
export const PrimaryProductFieldsFragment = graphql(`
  fragment PrimaryProductFields on PrimaryProduct {
    id
    kind
    name
    description
    priceTwd
    discountPriceTwd
    priceJpoint
    totalSupply
    remaining
    maxPerOrder
    purchasable
    releaseAt
    earlyBirdAt
    saleEndsAt
    openAt
    cardsPerPackage
    seedHash
    card {
      ...CardTile_card
    }
  }
`);

/** A primary order as the complete page and the purchase history show it. */
export const PrimaryOrderFieldsFragment = graphql(`
  fragment PrimaryOrderFields on PrimaryOrder {
    orderId
    kind
    state
    productId
    productName
    productKind
    quantity
    payWith
    paymentWay
    amountTwd
    amountJpoint
    jpointCredit
    paidLate
    lateOutcome
    expiresAt
    paidAt
    createdAt
    paymentUrl
    atm {
      bankCode
      virtualAccount
      deadline
    }
    invoiceType
    carrierCode
    purchaserName
    purchaserEmail
  }
`);
