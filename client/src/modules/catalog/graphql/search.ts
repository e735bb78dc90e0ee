import { graphql } from "../../../gql";

/** Header search suggestions: artworks and publishers matching the typed text. */
export const HeaderSearchQuery = graphql(`
  query HeaderSearch($text: String!, $limit: Int!) {
    search(text: $text, limit: $limit) {
      type
      id
      name
      imageUrl
    }
  }
`);
