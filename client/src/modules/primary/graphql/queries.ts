import { graphql } from "../../../gql";

export const PrimaryProductsQuery = graphql(`
  query PrimaryProducts($kind: ProductKind) {
    primaryProducts(kind: $kind) {
      ...PrimaryProductFields
    }
  }
`);

export const PrimaryProductQuery = graphql(`
  query PrimaryProduct($id: ID!) {
    primaryProduct(id: $id) {
      ...PrimaryProductFields
    }
  }
`);

export const PaymentWaysQuery = graphql(`
  query PaymentWays {
    paymentWays {
      id
      method
      provider
    }
  }
`);

/** The buyer's Jpoint balance and what prefills the purchaser fields. */
export const PrimaryBuyerQuery = graphql(`
  query PrimaryBuyer {
    me {
      id
      email
      nickname
      realName
      phone
      jpointBalance
    }
  }
`);

export const PrimaryOrderQuery = graphql(`
  query PrimaryOrder($orderId: String!) {
    primaryOrder(orderId: $orderId) {
      ...PrimaryOrderFields
    }
  }
`);

export const MyPrimaryOrdersQuery = graphql(`
  query MyPrimaryOrders($kind: PrimaryOrderKind, $page: Int) {
    myPrimaryOrders(kind: $kind, page: $page) {
      total
      page
      pageSize
      items {
        ...PrimaryOrderFields
      }
    }
  }
`);
