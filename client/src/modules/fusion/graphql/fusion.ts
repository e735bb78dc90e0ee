import { graphql } from "../../../gql";

export const FusionRecipesQuery = graphql(`
  query FusionRecipes {
    fusionRecipes {
      id
      name
      outputUnits
      canFuse
      outputCard {
        id
        name
        imageUrl
      }
      inputs {
        units
        held
        listed
        card {
          id
          name
          imageUrl
        }
      }
    }
  }
`);

export const FusionRecordFieldsFragment = graphql(`
  fragment FusionRecordFields on FusionRecord {
    id
    recipeId
    recipeName
    outputUnits
    createdAt
    outputCard {
      id
      name
      imageUrl
    }
    inputs {
      units
      card {
        id
        name
      }
    }
  }
`);

export const FusionHistoryQuery = graphql(`
  query FusionHistory {
    fusionHistory {
      ...FusionRecordFields
    }
  }
`);

export const FuseMutation = graphql(`
  mutation Fuse($recipeId: ID!, $idempotencyKey: String!) {
    fuse(recipeId: $recipeId, idempotencyKey: $idempotencyKey) {
      ...FusionRecordFields
    }
  }
`);
