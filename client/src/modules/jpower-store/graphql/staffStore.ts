import { graphql } from "../../../gql";

export const StaffStoreItemsQuery = graphql(`
  query StaffStoreItems {
    staffStoreItems {
      id
      kind
      cardId
      price
      stock
      sold
      perMemberLimit
      imageUrl
      startsAt
      endsAt
      active
      onSale
      version
      name
      texts {
        language
        name
        description
      }
    }
  }
`);

export const CreateStoreItemMutation = graphql(`
  mutation CreateStoreItem($input: StoreItemInput!) {
    createStoreItem(input: $input) {
      id
      version
    }
  }
`);

export const UpdateStoreItemMutation = graphql(`
  mutation UpdateStoreItem($id: ID!, $version: Int!, $input: StoreItemInput!) {
    updateStoreItem(id: $id, version: $version, input: $input) {
      id
      version
    }
  }
`);

export const StaffStoreOrdersQuery = graphql(`
  query StaffStoreOrders($status: StoreOrderStatus, $page: Int) {
    staffStoreOrders(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        id
        userId
        itemName
        itemKind
        quantity
        total
        status
        carrier
        trackingNumber
        createdAt
        receiver {
          name
          phone
          address
        }
      }
    }
  }
`);

export const ShipStoreOrderMutation = graphql(`
  mutation ShipStoreOrder($id: ID!, $input: StoreShipmentInput!) {
    shipStoreOrder(id: $id, input: $input) {
      id
      status
      carrier
      trackingNumber
    }
  }
`);

export const DeliverStoreOrderMutation = graphql(`
  mutation DeliverStoreOrder($id: ID!) {
    deliverStoreOrder(id: $id) {
      id
      status
    }
  }
`);

export const CancelStoreOrderMutation = graphql(`
  mutation CancelStoreOrder($id: ID!) {
    cancelStoreOrder(id: $id) {
      id
      status
    }
  }
`);
