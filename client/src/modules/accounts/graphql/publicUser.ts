import { graphql } from "../../../gql";

export const PublicUserQuery = graphql(`
  query PublicUser($publicId: String!) {
    publicUser(publicId: $publicId) {
      publicId
      displayName
      profilePictureUrl
      memberSince
    }
  }
`);

/** The cards a member holds, as anyone may see them on their public page. */
export const PublicCollectionQuery = graphql(`
  query PublicCollection($publicId: String!) {
    publicCollection(publicId: $publicId) {
      units
      card {
        ...CardTile_card
      }
    }
  }
`);
