import { graphql } from "../../../gql";

export const BuyJpointMutation = graphql(`
  mutation BuyJpoint($input: BuyJpointInput!) {
    buyJpoint(input: $input) {
      ...PrimaryOrderFields
    }
  }
`);

export const BuyProductMutation = graphql(`
  mutation BuyProduct($input: BuyProductInput!) {
    buyProduct(input: $input) {
      ...PrimaryOrderFields
    }
  }
`);
