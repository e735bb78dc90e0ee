/**
 * What other modules use from the redemption module. The eagerly loaded app shell imports urls.ts
 * directly, not this file.
 */
export { redeemUrl, redeemAdminUrl, redeemAdminEventUrl } from "./urls";
