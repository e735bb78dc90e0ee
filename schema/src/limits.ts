/**
 * Text bounds without any zod: the client's first page (the header search, the content constants in
 * content.ts) reads these, and importing them from rules/bounds.ts there would put that module, and
 * with it zod's schema classes, on every first load. The rules built on them live in rules/bounds.ts.
 */

/**
 * The longest value each kind of text may have, declared once and chosen to fit its column in
 * migrations/ (so an over-long value is refused as DATA_ERROR before any query, never truncated or
 * failing inside MySQL). Rules in this folder and the services' input parsing use these names.
 */
export const MAX_LENGTH = {
  /** RFC 5321 path limit; user_account.email and every other e-mail column are VARCHAR(254). */
  email: 254,
  /** user_account.nickname is VARCHAR(64); the spec's nickname rule is stricter (30). */
  nickname: 30,
  /** first_name / last_name VARCHAR(64). */
  personName: 64,
  /** kyc real_name VARCHAR(128), purchaser_name VARCHAR(60): the smaller one bounds every full name. */
  fullName: 60,
  /** postal_address VARCHAR(255). */
  postalAddress: 255,
  /** phone VARCHAR(20). */
  phone: 20,
  /** phone_country VARCHAR(6) ("+886"). */
  phoneCountry: 6,
  /** Verification, 2FA and referral codes (referral_code VARCHAR(16)); carrier codes have their own 8-character rule. */
  code: 16,
  /** 2FA reset keys and sign-in challenges: opaque tokens (never stored raw, only hashed). */
  token: 128,
  /** Header and list search text. */
  searchText: 100,
  /** The smallest idempotency_key column is VARCHAR(64). */
  idempotencyKey: 64,
  /** Reasons and notes staff or members type (failure_reason, note, memo VARCHAR(255)). */
  reason: 255,
  /** Descriptions and message bodies (description VARCHAR(1000)). */
  description: 1000,
  /** redirect_url VARCHAR(512). */
  url: 512,
  /** Chain addresses: EVM 42, TRON base58 34; from_address / to_address VARCHAR(64). */
  walletAddress: 64,
  /** tx_hash VARCHAR(80) (0x + 64 hex digits today). */
  txHash: 80,
  /** Product, card and recipe names (the smallest name column is VARCHAR(64)). */
  name: 64,
  /** Primary and package product names (primary_product.name VARCHAR(120)). */
  productName: 120,
  /** Fusion recipe names (fusion_recipe.name VARCHAR(100)). */
  recipeName: 100,
  /** A contact form's sender name and message (mailed as text; the mail body is TEXT). */
  contactName: 80,
  message: 2000,
  /** Order numbers and public ids (order_id VARCHAR(64), public_id VARCHAR(16)). */
  orderId: 64,
  publicId: 16,
  /** A numeric row id: at most 19 digits (BIGINT). */
  id: 19,
  /** Money as a decimal string: 10 integer digits (MAX_NUMBER) and up to 6 decimals. */
  amount: 17,
  /** Passwords: bcrypt reads at most 72 bytes. */
  password: 72,
  /** Locale codes (locale VARCHAR(5)). */
  locale: 5,
} as const;

export type TextKind = keyof typeof MAX_LENGTH;

/**
 * Hard cap for ANY GraphQL string argument or input field, checked once per request before
 * resolvers run: the safety net for a field whose own rule was forgotten. The per-field rules
 * above are the real bounds; nothing legitimate comes close to this.
 */
export const MAX_ANY_STRING = 10_000;

/** Longest search text (header search, card list and order book filters). */
export const SEARCH_TEXT_MAX = MAX_LENGTH.searchText;
