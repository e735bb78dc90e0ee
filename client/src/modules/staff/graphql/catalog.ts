import { graphql } from "../../../gql";

/** Staff console: releases, packages and fusion recipes (catalogManage). */
export const StaffProductFieldsFragment = graphql(`
  fragment StaffProductFields on PrimaryProduct {
    id
    kind
    name
    description
    card {
      id
      name
      imageUrl
    }
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
  }
`);

export const StaffPrimaryProductsQuery = graphql(`
  query StaffPrimaryProducts($kind: ProductKind) {
    primaryProducts(kind: $kind) {
      ...StaffProductFields
    }
  }
`);

export const CreateReleaseProductMutation = graphql(`
  mutation CreateReleaseProduct($input: CreateReleaseInput!) {
    createReleaseProduct(input: $input) {
      ...StaffProductFields
    }
  }
`);

export const CreatePackageProductMutation = graphql(`
  mutation CreatePackageProduct($input: CreatePackageProductInput!) {
    createPackageProduct(input: $input) {
      id
      name
      seedHash
      totalSupply
      releaseAt
      openAt
    }
  }
`);

export const RevealPackageSeedMutation = graphql(`
  mutation RevealPackageSeed($productId: ID!) {
    revealPackageSeed(productId: $productId) {
      productId
      seedHash
      seed
      revealed
      revealReason
    }
  }
`);

export const StaffFusionRecipesQuery = graphql(`
  query StaffFusionRecipes {
    fusionRecipes(includeInactive: true) {
      id
      name
      active
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
  }
`);

export const CreateFusionRecipeMutation = graphql(`
  mutation CreateFusionRecipe($input: CreateFusionRecipeInput!) {
    createFusionRecipe(input: $input) {
      id
      name
      active
    }
  }
`);

export const SetFusionRecipeActiveMutation = graphql(`
  mutation SetFusionRecipeActive($recipeId: ID!, $active: Boolean!) {
    setFusionRecipeActive(recipeId: $recipeId, active: $active) {
      id
      active
    }
  }
`);

export const StaffCardFieldsFragment = graphql(`
  fragment StaffCardFields on Card {
    id
    name
    imageUrl
    totalIssued
    releaseAt
    artist {
      id
      name
    }
    chain {
      id
      code
    }
  }
`);

export const StaffCardsQuery = graphql(`
  query StaffCards($search: String, $limit: Int!) {
    staffCards(search: $search, limit: $limit) {
      ...StaffCardFields
    }
  }
`);

export const CardFormOptionsQuery = graphql(`
  query CardFormOptions {
    cardFormOptions {
      artists {
        id
        name
      }
      publishers {
        id
        name
      }
      chains {
        id
        code
        name
      }
      series {
        id
        name
        publisherId
      }
    }
  }
`);

export const CreateCardMutation = graphql(`
  mutation CreateCard($input: CreateCardInput!) {
    createCard(input: $input) {
      ...StaffCardFields
    }
  }
`);

export const UpdateReleaseProductMutation = graphql(`
  mutation UpdateReleaseProduct($input: UpdateReleaseInput!) {
    updateReleaseProduct(input: $input) {
      ...StaffProductFields
    }
  }
`);

export const UpdatePackageProductMutation = graphql(`
  mutation UpdatePackageProduct($input: UpdatePackageProductInput!) {
    updatePackageProduct(input: $input) {
      id
      priceTwd
      priceJpoint
      totalSupply
      remaining
      maxPerOrder
      releaseAt
      openAt
      saleEndsAt
      seedHash
    }
  }
`);
