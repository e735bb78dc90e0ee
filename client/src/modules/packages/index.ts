/**
 * What other modules use from the packages module (the product page shows the odds).
 * The eagerly loaded app shell imports urls.ts directly, not this file, which would pull these
 * components into the first chunk.
 */
export { PackageOdds } from "./components/PackageOdds";
export { packagesUrl } from "./urls";
