import { graphql } from "../../../gql";

export const JpowerStoreQuery = graphql(`
  query JpowerStore {
    jpowerStore {
      balance
      items {
        id
        kind
        price
        stock
        perMemberLimit
        imageUrl
        onSale
        startsAt
        endsAt
        name
        description
      }
    }
  }
`);

export const StoreItemQuery = graphql(`
  query StoreItem($id: ID!) {
    storeItem(id: $id) {
      id
      kind
      price
      stock
      perMemberLimit
      imageUrl
      onSale
      name
      description
    }
    jpowerStore {
      balance
    }
    myStoreAddresses {
      id
      name
      phone
      address
    }
  }
`);

export const MyStoreOrdersQuery = graphql(`
  query MyStoreOrders($page: Int) {
    myStoreOrders(page: $page) {
      total
      page
      pageSize
      items {
        id
        itemName
        itemKind
        imageUrl
        quantity
        total
        status
        carrier
        trackingNumber
        createdAt
        shippedAt
        receiver {
          name
          phone
          address
        }
      }
    }
  }
`);

export const MyStoreOrderQuery = graphql(`
  query MyStoreOrder($id: ID!) {
    myStoreOrder(id: $id) {
      id
      itemName
      itemKind
      quantity
      total
      status
      receiver {
        name
        phone
        address
      }
    }
  }
`);

export const BuyStoreItemMutation = graphql(`
  mutation BuyStoreItem($input: BuyStoreItemInput!) {
    buyStoreItem(input: $input) {
      id
      status
    }
  }
`);
