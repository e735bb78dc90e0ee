// The public surface of the packages domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { issuePackages, type IssuePackagesInput } from "./services/issue-packages.service.js";
export { findPackageProductIdsWithCards } from "./repo/pool.repo.js";
export {
  insertPackageProduct,
  packageProductRule,
  unitsFree,
  type PackageProductDraft,
} from "./services/create-package-product.service.js";
