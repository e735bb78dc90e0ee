import { graphql } from "../../../gql";

/** Everything a card tile shows; colocated with CardTile and spread by every card list query. */
export const CardTileFragment = graphql(`
  fragment CardTile_card on Card {
    id
    name
    imageUrl
    likes
    artist {
      id
      name
    }
    publisher {
      id
      name
    }
    chain {
      id
      code
      name
    }
  }
`);
