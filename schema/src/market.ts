/**
 * Marketplace rules shared by the gateway and the client (spec §5, §9). Amounts are USDT decimal
 * strings on the wire and micro-units inside.
 */

/** A card's sale price must be whole and over 10 USDT (spec §5). */
export const MIN_LISTING_PRICE_USDT = 10;
/** Numbers may not exceed this (spec §5/§9). */
export const MAX_NUMBER = 9_999_999_999;
/** Auctions close after 1 month by default, at most 2 months (spec §9). */
export const AUCTION_DEFAULT_DAYS = 30;
export const AUCTION_MAX_DAYS = 60;
/**
 * An auction runs at least this long: its closing time is this many minutes or more after its launch
 * (after now once launched); below it the gateway answers AUCTION_TOO_SHORT (2034).
 */
export const AUCTION_MIN_DURATION_MINUTES = 10;
/** The order list page size (spec §9). */
export const ORDER_BOOK_PAGE_SIZE = 20;
/** The minimum fee per trade (spec §9); the percentage comes from MARKET_FEE_BPS. */
export const MARKET_FEE_MIN_USDT = 5;

export const LISTING_TYPES = ["DIRECT", "AUCTION"] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** As shown: NOT_ON_SHELF before the launch date, SELLING while open, then SOLD, CANCELLED or CLOSED. */
export const LISTING_STATES = ["NOT_ON_SHELF", "SELLING", "SOLD", "CANCELLED", "CLOSED"] as const;
export type ListingState = (typeof LISTING_STATES)[number];
