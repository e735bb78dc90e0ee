/** What other modules use from the packages module (the product page shows the odds). */
export { PackageOdds } from "./components/PackageOdds";
export { packagesUrl } from "./urls";
