import { graphql } from "../../../gql";

export const OpenPackageMutation = graphql(`
  mutation OpenPackage($packageId: ID!) {
    openPackage(packageId: $packageId) {
      ...PackageFields
    }
  }
`);
