import { graphql } from "../../../gql";

export const PackageFieldsFragment = graphql(`
  fragment PackageFields on UserPackage {
    id
    productId
    productName
    serial
    totalSupply
    cardsPerPackage
    state
    openAt
    openedAt
    createdAt
    seedHash
    draws {
      slot
      rarity
      card {
        ...CardTile_card
      }
    }
  }
`);

export const MyPackagesQuery = graphql(`
  query MyPackages($state: PackageState) {
    myPackages(state: $state) {
      ...PackageFields
    }
  }
`);

export const PackageOddsQuery = graphql(`
  query PackageOdds($productId: ID!) {
    packageOdds(productId: $productId) {
      productId
      name
      cardsPerPackage
      totalWeight
      seedHash
      rarities {
        rarity
        weight
        percent
        cards
      }
      cards {
        rarity
        weight
        percent
        card {
          id
          name
        }
      }
    }
  }
`);

export const PackageVerificationQuery = graphql(`
  query PackageVerification($productId: ID!, $serial: Int) {
    packageVerification(productId: $productId, serial: $serial) {
      productId
      algorithm
      seedHash
      seed
      revealed
      revealReason
      cardsPerPackage
      totalWeight
      pool {
        entryId
        rarity
        weight
        card {
          id
          name
        }
      }
    }
  }
`);
