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
