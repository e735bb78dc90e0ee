/**
 * The error catalogue (product spec §8). This is the single list of error codes in Vitrine:
 * the gateway raises errors by symbolic name, the client maps the numeric code to a localized
 * message (`messageKey` exists in every locale file) and to a behaviour (snackbar, open the login
 * dialog, go home, countdown, or stay silent).
 *
 * Codes below 2000 come from the specification. Messages the specification lists without a
 * number ("Other messages" in §8) get codes from 2001 up, plus the transport-level codes the
 * gateway itself needs (9xxx), so that every failure a client can see carries a number.
 */

import { def, type ErrorDefinition } from "./error-definition.js";
import { FEATURE_ERRORS } from "./errors-features.js";

export type { ErrorBehaviour, ErrorDefinition } from "./error-definition.js";

export const ERRORS = {
  DATA_ERROR: def(400, "DATA_ERROR"),
  NOT_FOUND: def(404, "NOT_FOUND", "snackbar", 404),
  NOT_OWNER_OF_WORK: def(602, "NOT_OWNER_OF_WORK", "snackbar", 403),
  ARTIST_NOT_FOUND: def(604, "ARTIST_NOT_FOUND", "snackbar", 404),
  INSUFFICIENT_QUANTITY: def(607, "INSUFFICIENT_QUANTITY", "snackbar", 409),
  JPOINT_BELOW_MINIMUM: def(620, "JPOINT_BELOW_MINIMUM"),
  ITEM_ON_OPEN_LISTING: def(621, "ITEM_ON_OPEN_LISTING", "snackbar", 409),
  WITHDRAWAL_ALREADY_REQUESTED: def(622, "WITHDRAWAL_ALREADY_REQUESTED", "snackbar", 409),
  WRONG_VERIFICATION_CODE: def(623, "WRONG_VERIFICATION_CODE"),
  SERIAL_EVENT_MISMATCH: def(627, "SERIAL_EVENT_MISMATCH"),
  EVENT_NOT_STARTED: def(628, "EVENT_NOT_STARTED"),
  EVENT_FINISHED: def(629, "EVENT_FINISHED"),
  NFT_FULLY_REDEEMED: def(633, "NFT_FULLY_REDEEMED", "snackbar", 409),
  NOTHING_TO_REDEEM: def(634, "NOTHING_TO_REDEEM"),
  ALREADY_OWNED: def(636, "ALREADY_OWNED", "snackbar", 409),
  INVALID_DATA: def(1001, "INVALID_DATA"),
  FILE_SAVE_FAILED: def(1002, "FILE_SAVE_FAILED", "snackbar", 500),
  VERIFICATION_CODE_EXPIRED: def(1003, "VERIFICATION_CODE_EXPIRED"),
  EMAIL_IN_USE: def(1005, "EMAIL_IN_USE", "snackbar", 409),
  VERIFICATION_NOT_EXPIRED: def(1006, "VERIFICATION_NOT_EXPIRED", "countdown", 429),
  EMAIL_CODE_WRONG: def(1007, "EMAIL_CODE_WRONG"),
  EMAIL_NOT_FOUND: def(1008, "EMAIL_NOT_FOUND", "snackbar", 404),
  WRONG_PASSWORD: def(1009, "WRONG_PASSWORD", "snackbar", 401),
  LOGIN_REQUIRED: def(1010, "LOGIN_REQUIRED", "login", 401),
  SESSION_EXPIRED: def(1011, "SESSION_EXPIRED", "login", 401),
  NICKNAME_IN_USE: def(1012, "NICKNAME_IN_USE", "snackbar", 409),
  INSUFFICIENT_JPOINT: def(1013, "INSUFFICIENT_JPOINT", "snackbar", 402),
  WRONG_PAYMENT_CHANNEL: def(1014, "WRONG_PAYMENT_CHANNEL"),
  SOLD_OUT: def(1016, "SOLD_OUT", "snackbar", 409),
  IMAGE_TOO_LARGE: def(1017, "IMAGE_TOO_LARGE", "snackbar", 413),
  ORDER_EXISTS: def(1018, "ORDER_EXISTS", "snackbar", 409),
  CARD_NOT_FOR_SALE: def(1019, "CARD_NOT_FOR_SALE", "silent", 409),
  CARD_NOT_FOR_SALE_ANYMORE: def(1020, "CARD_NOT_FOR_SALE_ANYMORE", "snackbar", 409),
  CANNOT_BUY_OWN_CARD: def(1021, "CANNOT_BUY_OWN_CARD", "snackbar", 403),
  CARD_NOT_YOURS: def(1022, "CARD_NOT_YOURS", "snackbar", 403),
  INSUFFICIENT_USDT: def(1023, "INSUFFICIENT_USDT", "snackbar", 402),
  INSUFFICIENT_HOLDINGS: def(1024, "INSUFFICIENT_HOLDINGS", "snackbar", 409),
  BID_TOO_LOW: def(1031, "BID_TOO_LOW"),
  REFERRAL_CODE_NOT_FOUND: def(1032, "REFERRAL_CODE_NOT_FOUND", "snackbar", 404),
  KYC_UNDER_REVIEW: def(1033, "KYC_UNDER_REVIEW", "snackbar", 403),
  CANNOT_WITHDRAW_ITEM: def(1037, "CANNOT_WITHDRAW_ITEM", "snackbar", 403),
  REGISTERED_VIA_GOOGLE: def(1038, "REGISTERED_VIA_GOOGLE", "loginHome", 409),
  REGISTERED_VIA_EMAIL: def(1039, "REGISTERED_VIA_EMAIL", "loginHome", 409),
  REDEEM_CODE_USED: def(1040, "REDEEM_CODE_USED", "snackbar", 409),
  REDEEM_CODE_NOT_FOUND: def(1041, "REDEEM_CODE_NOT_FOUND", "snackbar", 404),
  EMAIL_NOT_REGISTERED: def(1042, "EMAIL_NOT_REGISTERED", "snackbar", 404),
  ACCOUNT_ALREADY_REDEEMED: def(1043, "ACCOUNT_ALREADY_REDEEMED", "snackbar", 409),
  ITEM_NOT_PURCHASABLE: def(1044, "ITEM_NOT_PURCHASABLE", "snackbar", 409),
  REGISTERED_VIA_FACEBOOK: def(1045, "REGISTERED_VIA_FACEBOOK", "loginHome", 409),
  SILENT_1046: def(1046, "SILENT_1046", "silent"),
  SILENT_1047: def(1047, "SILENT_1047", "silent"),
  CODE_NOT_EXPIRED: def(1048, "CODE_NOT_EXPIRED", "snackbar", 429),
  PHONE_CODE_WRONG: def(1049, "PHONE_CODE_WRONG"),
  ACCOUNT_SHARED_ACROSS_SITES: def(1098, "ACCOUNT_SHARED_ACROSS_SITES", "silent", 200),
  ACCOUNT_SHARED_ACROSS_SITES_LINKED: def(1099, "ACCOUNT_SHARED_ACROSS_SITES_LINKED", "silent", 200),
  USER_NOT_FOUND: def(1101, "USER_NOT_FOUND", "snackbar", 404),
  INSUFFICIENT_JPOWER: def(1104, "INSUFFICIENT_JPOWER", "snackbar", 402),
  CANNOT_GIFT_ITEM: def(1105, "CANNOT_GIFT_ITEM", "snackbar", 403),
  SHOWROOM_NAME_IN_USE: def(1109, "SHOWROOM_NAME_IN_USE", "snackbar", 409),

  // §8 "Other messages": no number in the specification.
  PAYMENT_FAILED: def(2001, "PAYMENT_FAILED", "snackbar", 402),
  ORDER_PROCESSING: def(2002, "ORDER_PROCESSING", "snackbar", 202),
  BID_LOCKED_AFTER_FIRST_BID: def(2003, "BID_LOCKED_AFTER_FIRST_BID", "snackbar", 409),
  ORDER_SOLD: def(2004, "ORDER_SOLD", "snackbar", 409),
  ORDER_CANCELLED: def(2005, "ORDER_CANCELLED", "snackbar", 409),
  BID_CLOSED: def(2006, "BID_CLOSED", "snackbar", 409),
  PACKAGE_ALREADY_OPENED: def(2007, "PACKAGE_ALREADY_OPENED", "snackbar", 409),
  OPEN_TIME_NOT_REACHED: def(2008, "OPEN_TIME_NOT_REACHED", "snackbar", 409),
  REQUIRED_CARD_MISSING: def(2009, "REQUIRED_CARD_MISSING", "snackbar", 403),
  INSUFFICIENT_EXCHANGE_BALANCE: def(2010, "INSUFFICIENT_EXCHANGE_BALANCE", "snackbar", 402),
  KYC_NOT_COMPLETE: def(2011, "KYC_NOT_COMPLETE", "snackbar", 403),
  WITHDRAWAL_OVER_LIMIT: def(2012, "WITHDRAWAL_OVER_LIMIT"),
  TOKEN_EXPIRED: def(2013, "TOKEN_EXPIRED", "login", 401),
  NOT_EVENT_ADMINISTRATOR: def(2014, "NOT_EVENT_ADMINISTRATOR", "snackbar", 403),
  SHOWROOM_ACCESS_REQUIRED: def(2015, "SHOWROOM_ACCESS_REQUIRED", "snackbar", 403),
  IDEMPOTENCY_KEY_REUSED: def(2016, "IDEMPOTENCY_KEY_REUSED", "snackbar", 409),
  FORBIDDEN: def(2017, "FORBIDDEN", "snackbar", 403),
  ACCOUNT_PENDING_DELETION: def(2018, "ACCOUNT_PENDING_DELETION", "snackbar", 403),
  TOO_MANY_ATTEMPTS: def(2019, "TOO_MANY_ATTEMPTS", "countdown", 429),
  ACCOUNT_DELETION_FAILED: def(2020, "ACCOUNT_DELETION_FAILED"),
  IMAGE_TYPE_NOT_ALLOWED: def(2021, "IMAGE_TYPE_NOT_ALLOWED", "snackbar", 415),
  TWO_FACTOR_RESET_FAILED: def(2022, "TWO_FACTOR_RESET_FAILED"),
  SOCIAL_LOGIN_FAILED: def(2023, "SOCIAL_LOGIN_FAILED", "loginHome", 400),
  ACCOUNT_DELETION_BLOCKED: def(2024, "ACCOUNT_DELETION_BLOCKED", "snackbar", 409),
  TWO_FACTOR_ACTIVATION_FAILED: def(2025, "TWO_FACTOR_ACTIVATION_FAILED", "snackbar", 409),
  /** Jpoint sale and use have ended (data.endsAt); only a refund request remains. */
  JPOINT_SERVICE_ENDED: def(2026, "JPOINT_SERVICE_ENDED", "snackbar", 409),
  /** Jpoint top-up or use is paused for a window (data.from, data.to, data.scope). */
  JPOINT_SERVICE_PAUSED: def(2027, "JPOINT_SERVICE_PAUSED", "snackbar", 409),
  /** A conversion quote was confirmed after it expired (data.expiredAt): ask for a new one. */
  QUOTE_EXPIRED: def(2028, "QUOTE_EXPIRED", "snackbar", 409),
  /** A Jpoint refund request is already open for this user. */
  REFUND_ALREADY_REQUESTED: def(2029, "REFUND_ALREADY_REQUESTED", "snackbar", 409),
  /** A mobile-barcode carrier must be "/" and 7 characters (spec §5 'incorrect phone carrier format'). */
  INVALID_CARRIER_CODE: def(2030, "INVALID_CARRIER_CODE"),
  /** Jpoint purchases must be over NT$100 (data.min). */
  PURCHASE_BELOW_MINIMUM: def(2031, "PURCHASE_BELOW_MINIMUM"),
  /** The product's sale has not started (data.releaseAt) or has ended. */
  SALE_NOT_OPEN: def(2032, "SALE_NOT_OPEN", "snackbar", 409),
  /**
   * A member cancels their own USDT or card withdrawal only while it is under review (REVIEW); one
   * that staff approved, that is sending, sent, failed or was rejected cannot be cancelled
   * (data.status: its state now).
   */
  WITHDRAWAL_NOT_CANCELLABLE: def(2033, "WITHDRAWAL_NOT_CANCELLABLE", "snackbar", 409),
  /**
   * An auction must run at least AUCTION_MIN_DURATION_MINUTES (schema/src/market.ts) from its launch,
   * or from now once launched (data.minMinutes). A closing time already past is DATA_ERROR
   * (reason validation.closingInPast).
   */
  AUCTION_TOO_SHORT: def(2034, "AUCTION_TOO_SHORT"),
  /** A package pool card cannot cover the worst case (data.cardId, data.needed, data.available units). */
  POOL_SUPPLY_TOO_LOW: def(2035, "POOL_SUPPLY_TOO_LOW", "snackbar", 409),
  /** Spec §5 'Wrong wallet address': not a valid address for the network (EVM: 42 characters). */
  WRONG_WALLET_ADDRESS: def(2036, "WRONG_WALLET_ADDRESS"),
  /** A USDT withdrawal below the network fee (data.fee). */
  WITHDRAWAL_BELOW_FEE: def(2037, "WITHDRAWAL_BELOW_FEE"),
  /** The network (or card chain) is not configured on this platform right now. */
  NETWORK_UNAVAILABLE: def(2038, "NETWORK_UNAVAILABLE", "snackbar", 503),
  /** KYC is already approved: there is nothing to resubmit. */
  KYC_ALREADY_APPROVED: def(2039, "KYC_ALREADY_APPROVED", "snackbar", 409),
  /** The KYC phone number has not been verified with its SMS code. */
  PHONE_NOT_VERIFIED: def(2040, "PHONE_NOT_VERIFIED"),

  // Sign-in security (2041–2049).
  /**
   * Turning 2FA on or off needs the current password (accounts without one: a code mailed by
   * sendReauthenticationCode); none was given.
   */
  REAUTHENTICATION_REQUIRED: def(2041, "REAUTHENTICATION_REQUIRED", "snackbar", 401),

  // Step-up for moving value out (2050–2054).
  /** The member has 2FA on: gifts and withdrawals take the authenticator code, no code is mailed. */
  STEP_UP_USE_AUTHENTICATOR: def(2050, "STEP_UP_USE_AUTHENTICATOR", "snackbar", 409),

  // Separation of duties for staff (2055–2064).
  /** Staff operations need two-factor authentication on the staff account. */
  STAFF_TWO_FACTOR_REQUIRED: def(2055, "STAFF_TWO_FACTOR_REQUIRED", "snackbar", 403),
  /** Staff cannot review, approve, reject or settle their own KYC or withdrawal. */
  SELF_REVIEW_FORBIDDEN: def(2056, "SELF_REVIEW_FORBIDDEN", "snackbar", 403),
  /** Staff cannot credit their own account. */
  SELF_CREDIT_FORBIDDEN: def(2057, "SELF_CREDIT_FORBIDDEN", "snackbar", 403),
  /** The credit request does not exist. */
  CREDIT_REQUEST_NOT_FOUND: def(2058, "CREDIT_REQUEST_NOT_FOUND", "snackbar", 404),
  /** The credit request was already approved or rejected. */
  CREDIT_REQUEST_DECIDED: def(2059, "CREDIT_REQUEST_DECIDED", "snackbar", 409),
  /** A large credit needs a second staff member: the requester cannot approve or reject it. */
  FOUR_EYES_REQUIRED: def(2060, "FOUR_EYES_REQUIRED", "snackbar", 403),

  // Browser request origin (2065–2069).
  /** A browser-facing POST came from another site (its Origin is not the platform's PUBLIC_URL). */
  ORIGIN_REFUSED: def(2065, "ORIGIN_REFUSED", "snackbar", 403),

  ...FEATURE_ERRORS,

  // Transport level: raised by the gateway itself, never by a domain service.
  RATE_LIMITED: def(9429, "RATE_LIMITED", "snackbar", 429),
  SERVICE_UNAVAILABLE: def(9503, "SERVICE_UNAVAILABLE", "snackbar", 503),
  INTERNAL: def(9500, "INTERNAL", "snackbar", 500),
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ERRORS;

const byCode = new Map<number, ErrorDefinition>(Object.values(ERRORS).map((e) => [e.code, e]));

/** Looks up a definition by its numeric code (as sent in `extensions.errorCode`). */
export function errorByCode(code: number): ErrorDefinition | undefined {
  return byCode.get(code);
}

export const ERROR_LIST: readonly ErrorDefinition[] = Object.values(ERRORS);
