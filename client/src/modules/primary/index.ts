/**
 * What other modules use from the primary module: its urls, the Jpoint purchase form (on the Jpoint
 * wallet) and the completed primary order (on the shared /complete/:orderId page).
 * The eagerly loaded app shell imports urls.ts directly, not this file, which would pull these
 * components into the first chunk.
 */
export * from "./urls";
export { BuyJpointForm } from "./components/BuyJpointForm";
export { PrimaryOrderComplete } from "./components/PrimaryOrderComplete";
export { ReleaseCard } from "./components/ReleaseCard";
export { PrimaryProductsQuery } from "./graphql/queries";
