// The public surface of the primary domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { expireOrder, expireOverdueOrders } from "./services/expire-order.service.js";
export { reconcileProcessingOrders } from "./services/reconcile-orders.service.js";
export { primaryPaymentSink } from "./services/record-payment-callback.service.js";
export {
  findPackageInfoByIds,
  findPackageProductRow,
  findPackageSupplies,
  findReleaseReservations,
  insertPackageProductRow,
  lockPackageProductSupply,
  markPackageSeedRevealed,
  updateUntouchedPackage,
  type PackageInfoRow,
  type PackageProductFullRow,
  type PackageTermsEdit,
} from "./repo/package-product.repo.js";
export {
  countPackageProductsNamed,
  findProductIdByName,
  insertFeatureProduct,
  insertReleaseProduct,
  productWasSold,
} from "./repo/product.repo.js";
// Stamp campaigns (gateway/src/domains/stamps): a PURCHASE stamp names a release product.
export { releaseProductExists } from "./repo/product-refs.repo.js";
// Shared links and the sitemap (gateway/src/domains/content).
export {
  findReleaseIdsForSitemap,
  findReleaseShare,
  type ReleaseShareRow,
} from "./repo/share-lookups.repo.js";
export { primarySalesByDay, jpointBoughtByDay } from "./repo/daily-totals.repo.js";
export { listUserOrders } from "./services/order-query.service.js";
