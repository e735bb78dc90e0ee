/**
 * What other modules use from the redemption module. The eagerly loaded app shell imports urls.ts
 * directly, not this file.
 */
export { redeemUrl, redeemAdminUrl, redeemAdminEventUrl } from "./urls";
/** The camera QR scanner (jsqr) and a QR image, for the stamp campaigns' venue codes. */
export { LazyQrScanner } from "./components/scanner/LazyQrScanner";
export { QrImage } from "./components/QrImage";
