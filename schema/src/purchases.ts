/**
 * Rules of the primary platform's purchases (spec §1, §4, §5, §9), shared by the gateway and the
 * client so both refuse the same input.
 */

/** A Jpoint purchase must be strictly over NT$100 ("Purchase of Jpoint over NT$100"). */
export const JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD = 100;
/** The largest single Jpoint purchase (spec §5 number limit is 9,999,999,999; one order stays far below). */
export const JPOINT_PURCHASE_MAX_TWD = 1_000_000;
/** Orders paid by card or transfer hold their stock for 1 hour (spec §4, §9). */
export const ORDER_HOLD_SECONDS_DEFAULT = 3600;
/** Early-bird sales open this long before a product's release time (spec §9). */
export const EARLY_BIRD_SECONDS = 3600;
/**
 * Early bird is a Jpoint purchase for members holding at least this much Jpoint (code 620: "Jpoint
 * below 150, top up to 150 first").
 */
export const EARLY_BIRD_JPOINT_FLOOR = 150;

export const PRIMARY_ORDER_STATES = ["PROCESSING", "SUCCESS", "FAIL", "TIMEOUT"] as const;
export type PrimaryOrderState = (typeof PRIMARY_ORDER_STATES)[number];

export const INVOICE_TYPES = ["ELECTRONIC", "CARRIER"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * Taiwan mobile-barcode carrier: "/" then 7 characters of 0-9, A-Z, ".", "+", "-" (8 in all; spec
 * §5 "carrier code starts with / and has 8 characters").
 */
export const CARRIER_CODE = /^\/[0-9A-Z.+-]{7}$/;

export function isCarrierCode(value: string): boolean {
  return CARRIER_CODE.test(value);
}

/** Whole NT$ amount over the minimum and within the cap. */
export function isValidJpointPurchase(amount: number): boolean {
  return (
    Number.isInteger(amount) &&
    amount > JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD &&
    amount <= JPOINT_PURCHASE_MAX_TWD
  );
}

/**
 * An order still PROCESSING this long after it was created is checked with its provider (a callback
 * may have been lost): "payments show in 5–10 minutes".
 */
export const RECONCILE_AFTER_SECONDS = 600;
