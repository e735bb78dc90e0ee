import { graphql } from "../../../gql";

export const ShowroomFieldsFragment = graphql(`
  fragment ShowroomFields on Showroom {
    id
    name
    templateId
    templateName
    columns
    slotCount
    description
    coverUrl
    coverKey
    status
    established
    publishedAt
    takenDownReason
    likeCount
    likedByViewer
    isOwner
    owner {
      publicId
      displayName
      profilePictureUrl
    }
    slots {
      slotIndex
      card {
        ...CardTile_card
      }
    }
  }
`);

export const JalleryQuery = graphql(`
  query Jallery {
    jallery {
      hasAccess
      productId
      roomsPerMember
      slotsPerRoom
    }
  }
`);

export const ShowroomQuery = graphql(`
  query Showroom($id: ID!) {
    showroom(id: $id) {
      ...ShowroomFields
    }
  }
`);

export const ShowroomGalleryQuery = graphql(`
  query ShowroomGallery($order: ShowroomOrder!, $page: Int) {
    showrooms(order: $order, page: $page) {
      total
      page
      pageSize
      items {
        id
        name
        description
        coverUrl
        likeCount
        likedByViewer
        publishedAt
        owner {
          publicId
          displayName
        }
      }
    }
  }
`);

export const MyShowroomsQuery = graphql(`
  query MyShowrooms {
    myShowrooms {
      ...ShowroomFields
    }
    showroomTemplates {
      id
      name
      columns
      slotCount
    }
    myCollection {
      units
      listed
      card {
        ...CardTile_card
      }
    }
  }
`);

export const CreateShowroomMutation = graphql(`
  mutation CreateShowroom($input: CreateShowroomInput!) {
    createShowroom(input: $input) {
      ...ShowroomFields
    }
  }
`);

export const UpdateShowroomMutation = graphql(`
  mutation UpdateShowroom($id: ID!, $input: UpdateShowroomInput!) {
    updateShowroom(id: $id, input: $input) {
      ...ShowroomFields
    }
  }
`);

export const SaveShowroomSlotsMutation = graphql(`
  mutation SaveShowroomSlots($id: ID!, $slots: [ShowroomSlotInput!]!) {
    saveShowroomSlots(id: $id, slots: $slots) {
      ...ShowroomFields
    }
  }
`);

export const DeleteShowroomMutation = graphql(`
  mutation DeleteShowroom($id: ID!) {
    deleteShowroom(id: $id)
  }
`);

export const LikeShowroomMutation = graphql(`
  mutation LikeShowroom($id: ID!, $like: Boolean!) {
    likeShowroom(id: $id, like: $like) {
      id
      likeCount
      likedByViewer
    }
  }
`);
