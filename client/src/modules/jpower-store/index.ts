/**
 * What other modules use from the Jpower store module. The eagerly loaded app shell imports urls.ts
 * directly, not this file.
 */
export { jpowerStoreUrl, jpowerStoreOrdersUrl, staffStoreUrl, staffStoreOrdersUrl } from "./urls";
