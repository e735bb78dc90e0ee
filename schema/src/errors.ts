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

/** What the client does when it receives the code (spec §8 "Code handling by the client"). */
export type ErrorBehaviour =
  | "snackbar" // show the localized message in the snackbar
  | "countdown" // message plus the seconds left from data.remainingTime (1006)
  | "login" // message, then open the login dialog (1010, 1011)
  | "loginHome" // message, open login, go to the locale home (1038, 1039, 1045)
  | "silent"; // pass silently (1019, 1046, 1047, 1098, 1099)

export interface ErrorDefinition {
  readonly code: number;
  readonly name: string;
  readonly messageKey: string;
  readonly behaviour: ErrorBehaviour;
  /** HTTP-ish status used by the gateway for logging and REST-style routes. */
  readonly status: number;
}

function def(code: number, name: string, behaviour: ErrorBehaviour = "snackbar", status = 400) {
  return { code, name, messageKey: `error.${name}`, behaviour, status } as const;
}

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

  // Content (2070–2079).
  /** The content item changed since the editor loaded it (a stale expectedRevision): reload and redo. */
  CONTENT_CHANGED: def(2070, "CONTENT_CHANGED", "snackbar", 409),
  /** The content item's state does not allow this change (e.g. archiving a draft). */
  CONTENT_STATE_INVALID: def(2071, "CONTENT_STATE_INVALID", "snackbar", 409),
  /** Another item of the same kind already uses this slug in this language. */
  CONTENT_SLUG_TAKEN: def(2072, "CONTENT_SLUG_TAKEN", "snackbar", 409),
  /** A scheduled publication time that is not in the future. */
  CONTENT_PUBLISH_AT_PAST: def(2073, "CONTENT_PUBLISH_AT_PAST", "snackbar", 400),

  // Notices (2080–2089).
  /** The notice does not exist or is someone else's. */
  NOTICE_NOT_FOUND: def(2080, "NOTICE_NOT_FOUND", "snackbar", 404),
  /** An e-mail unsubscribe link that is malformed or whose signature does not match. */
  NOTICE_UNSUBSCRIBE_INVALID: def(2081, "NOTICE_UNSUBSCRIBE_INVALID", "snackbar", 400),
  /** Too many live notice connections for one member. */
  NOTICE_CONNECTIONS_EXCEEDED: def(2082, "NOTICE_CONNECTIONS_EXCEEDED", "silent", 429),

  // Business applications (2090–2099).
  /** The member already has an issuer application waiting for a decision. */
  BUSINESS_APPLICATION_OPEN: def(2090, "BUSINESS_APPLICATION_OPEN", "snackbar", 409),
  /** The issuer application does not exist. */
  BUSINESS_APPLICATION_NOT_FOUND: def(2091, "BUSINESS_APPLICATION_NOT_FOUND", "snackbar", 404),
  /** The issuer application was already approved or rejected. */
  BUSINESS_APPLICATION_DECIDED: def(2092, "BUSINESS_APPLICATION_DECIDED", "snackbar", 409),
  /** An attachment is not a PDF, PNG or JPEG (read from its bytes). */
  BUSINESS_ATTACHMENT_TYPE: def(2093, "BUSINESS_ATTACHMENT_TYPE", "snackbar", 400),
  /** An attachment is 5 MB or larger. */
  BUSINESS_ATTACHMENT_TOO_LARGE: def(2094, "BUSINESS_ATTACHMENT_TOO_LARGE", "snackbar", 413),
  /** An attachment key is unknown, someone else's or already used by another application. */
  BUSINESS_ATTACHMENT_INVALID: def(2095, "BUSINESS_ATTACHMENT_INVALID", "snackbar", 400),

  // Payment refunds (2100–2109).
  /** Not a paid Jpoint order through a provider with a refund API (LINE Pay), so it cannot be refunded. */
  ORDER_NOT_REFUNDABLE: def(2100, "ORDER_NOT_REFUNDABLE", "snackbar", 409),
  /** The provider refused the refund or could not be reached; the refund stays pending (run it again). */
  PAYMENT_REFUND_FAILED: def(2101, "PAYMENT_REFUND_FAILED", "snackbar", 502),

  // Showrooms (2110–2119); 1109 SHOWROOM_NAME_IN_USE and 2015 SHOWROOM_ACCESS_REQUIRED above.
  /** The room does not exist, or is private/unpublished and the caller is not its owner. */
  SHOWROOM_NOT_FOUND: def(2110, "SHOWROOM_NOT_FOUND", "snackbar", 404),
  /** A room's name and room type are fixed once it is created (spec §4). */
  SHOWROOM_FIELD_FIXED: def(2111, "SHOWROOM_FIELD_FIXED", "snackbar", 400),
  /** The cover image is not exactly 1200×600 pixels, or not an image at all (spec §5). */
  SHOWROOM_COVER_SIZE_INVALID: def(2112, "SHOWROOM_COVER_SIZE_INVALID", "snackbar", 400),
  /** The cover image is over 3 MB (spec §5). */
  SHOWROOM_COVER_TOO_LARGE: def(2113, "SHOWROOM_COVER_TOO_LARGE", "snackbar", 413),
  /** The member already has as many rooms as Jallery gives. */
  SHOWROOM_LIMIT_REACHED: def(2114, "SHOWROOM_LIMIT_REACHED", "snackbar", 409),
  /** A slot outside the room's layout, or more units placed than the member holds unlisted. */
  SHOWROOM_SLOT_INVALID: def(2115, "SHOWROOM_SLOT_INVALID", "snackbar", 400),
  /** The room was never established (no cover and status yet), so it cannot be deleted or shown. */
  SHOWROOM_NOT_ESTABLISHED: def(2116, "SHOWROOM_NOT_ESTABLISHED", "snackbar", 409),
  /** The room template does not exist or is retired. */
  SHOWROOM_TEMPLATE_UNAVAILABLE: def(2117, "SHOWROOM_TEMPLATE_UNAVAILABLE", "snackbar", 400),
  /** Staff took the room down: it cannot be published again. */
  SHOWROOM_TAKEN_DOWN: def(2118, "SHOWROOM_TAKEN_DOWN", "snackbar", 409),
  /** The member already likes this room. */
  SHOWROOM_ALREADY_LIKED: def(2119, "SHOWROOM_ALREADY_LIKED", "snackbar", 409),

  // Celebrity index board (2120–2129).
  /** The celebrity does not exist (or is inactive, for members). */
  CELEBRITY_NOT_FOUND: def(2120, "CELEBRITY_NOT_FOUND", "snackbar", 404),
  /** The member already liked this celebrity today (GMT+8 day). */
  CELEBRITY_ALREADY_LIKED: def(2121, "CELEBRITY_ALREADY_LIKED", "snackbar", 409),
  /** The celebrity was changed by someone else since it was read (edit again from the new version). */
  CELEBRITY_CHANGED: def(2122, "CELEBRITY_CHANGED", "snackbar", 409),
  /** A board period that is not day, week or month, or a start that is not that period's GMT+8 start. */
  CELEBRITY_PERIOD_INVALID: def(2123, "CELEBRITY_PERIOD_INVALID", "snackbar", 400),

  // Stamp activity (2150–2159).
  /** The campaign does not exist. */
  CAMPAIGN_NOT_FOUND: def(2150, "CAMPAIGN_NOT_FOUND", "snackbar", 404),
  /** The campaign was changed by someone else since it was read (edit again from the new version). */
  CAMPAIGN_CHANGED: def(2151, "CAMPAIGN_CHANGED", "snackbar", 409),
  /** The campaign is not open (before its start or after its end): no stamp can be collected. */
  CAMPAIGN_NOT_OPEN: def(2152, "CAMPAIGN_NOT_OPEN", "snackbar", 409),
  /** The venue QR code is not a valid stamp token (forged, altered or of a retired stamp). */
  STAMP_QR_INVALID: def(2153, "STAMP_QR_INVALID", "snackbar", 400),
  /** The campaign's winners were drawn: it can no longer be edited. */
  CAMPAIGN_ALREADY_DRAWN: def(2154, "CAMPAIGN_ALREADY_DRAWN", "snackbar", 409),

  // Quiz (2160–2169).
  /** The quiz (or the attempt) does not exist, or is another member's attempt. */
  QUIZ_NOT_FOUND: def(2160, "QUIZ_NOT_FOUND", "snackbar", 404),
  /** The quiz was changed by someone else since it was read. */
  QUIZ_CHANGED: def(2161, "QUIZ_CHANGED", "snackbar", 409),
  /** The quiz is not open (before its start or after its end). */
  QUIZ_NOT_OPEN: def(2162, "QUIZ_NOT_OPEN", "snackbar", 409),
  /** The member used every attempt of this quiz (data.maxAttempts). */
  QUIZ_NO_ATTEMPTS_LEFT: def(2163, "QUIZ_NO_ATTEMPTS_LEFT", "snackbar", 409),
  /** The attempt's time limit passed before it was submitted: it counts as failed. */
  QUIZ_TIME_UP: def(2164, "QUIZ_TIME_UP", "snackbar", 409),
  /** The attempt was already submitted. */
  QUIZ_ATTEMPT_CLOSED: def(2165, "QUIZ_ATTEMPT_CLOSED", "snackbar", 409),

  // Missions and Jpower (2130–2139; docs/MISSIONS.md).
  /** The mission does not exist (or is not one of the issuer's own publishers', for issuers). */
  MISSION_NOT_FOUND: def(2130, "MISSION_NOT_FOUND", "snackbar", 404),
  /** The mission is not done yet in this period: there is nothing to claim. */
  MISSION_NOT_DONE: def(2131, "MISSION_NOT_DONE", "snackbar", 409),
  /** The mission was changed by someone else since it was read (edit again from the new version). */
  MISSION_CHANGED: def(2132, "MISSION_CHANGED", "snackbar", 409),
  /** Another mission already has this number. */
  MISSION_NUMBER_TAKEN: def(2133, "MISSION_NUMBER_TAKEN", "snackbar", 409),
  /** An issuer may define missions only for a publisher they issue for (and its own series). */
  MISSION_PUBLISHER_NOT_ALLOWED: def(2134, "MISSION_PUBLISHER_NOT_ALLOWED", "snackbar", 403),

  // Staff console (2170–2179; docs/STAFF-CONSOLE.md).
  /** The listing is not open (sold, cancelled, closed or already taken down): nothing to take down. */
  LISTING_NOT_OPEN_FOR_TAKEDOWN: def(2170, "LISTING_NOT_OPEN_FOR_TAKEDOWN", "snackbar", 409),
  /** An auction that has bids cannot be taken down (the bidders' funds are held); let it close. */
  LISTING_TAKEDOWN_HAS_BIDS: def(2171, "LISTING_TAKEDOWN_HAS_BIDS", "snackbar", 409),
  /** No member has that e-mail, public id or id. */
  MEMBER_NOT_FOUND: def(2172, "MEMBER_NOT_FOUND", "snackbar", 404),
  /** The member has no 2FA to reset. */
  TWO_FACTOR_NOT_ENABLED: def(2173, "TWO_FACTOR_NOT_ENABLED", "snackbar", 409),
  /** Staff accounts (and one's own) are not reset from the console: another admin path applies. */
  TWO_FACTOR_RESET_NOT_ALLOWED: def(2174, "TWO_FACTOR_RESET_NOT_ALLOWED", "snackbar", 403),

  // Partner platforms (2180–2189; docs/PARTNERS.md).
  /** No partner API key, or one that is unknown, rotated out or of a partner that was switched off. */
  PARTNER_KEY_INVALID: def(2180, "PARTNER_KEY_INVALID", "snackbar", 401),
  /** The partner's key is valid but the partner was not given the scope this operation needs. */
  PARTNER_SCOPE_MISSING: def(2181, "PARTNER_SCOPE_MISSING", "snackbar", 403),
  /** The partner does not exist (staff operations). */
  PARTNER_NOT_FOUND: def(2182, "PARTNER_NOT_FOUND", "snackbar", 404),
  /** No active binding of this partner with that member (or binding id). */
  PARTNER_BINDING_NOT_FOUND: def(2183, "PARTNER_BINDING_NOT_FOUND", "snackbar", 404),
  /** The binding code is wrong (attempts are counted). */
  PARTNER_BIND_CODE_INVALID: def(2184, "PARTNER_BIND_CODE_INVALID", "snackbar", 400),
  /** The binding request expired, was used, or ran out of attempts: start a new one. */
  PARTNER_BIND_REQUEST_CLOSED: def(2185, "PARTNER_BIND_REQUEST_CLOSED", "snackbar", 409),
  /** The consent request's signature, age or return URL is not valid for this partner. */
  PARTNER_CONSENT_INVALID: def(2186, "PARTNER_CONSENT_INVALID", "snackbar", 400),
  /** The card is not issued by the partner's own publisher (or the partner has none). */
  PARTNER_CARD_NOT_OWN: def(2187, "PARTNER_CARD_NOT_OWN", "snackbar", 403),
  /** A request id used before for a different credit. */
  PARTNER_REQUEST_ID_REUSED: def(2188, "PARTNER_REQUEST_ID_REUSED", "snackbar", 409),
  /** The webhook event does not exist (staff redelivery). */
  PARTNER_EVENT_NOT_FOUND: def(2189, "PARTNER_EVENT_NOT_FOUND", "snackbar", 404),

  // Jpower store (2140–2149); 1104 INSUFFICIENT_JPOWER and 1016 SOLD_OUT above.
  /** The store item is switched off, or outside its sale window. */
  STORE_ITEM_NOT_ON_SALE: def(2140, "STORE_ITEM_NOT_ON_SALE", "snackbar", 409),
  /** The member already bought as many of this item as one member may (data.limit). */
  STORE_LIMIT_REACHED: def(2141, "STORE_LIMIT_REACHED", "snackbar", 409),
  /** The store order is not in a state that allows this (shipping a cancelled order, cancelling a shipped one). */
  STORE_ORDER_STATE: def(2142, "STORE_ORDER_STATE", "snackbar", 409),
  /** The store item was changed by someone else since it was read (edit again from the new version). */
  STORE_ITEM_CHANGED: def(2143, "STORE_ITEM_CHANGED", "snackbar", 409),
  /** The member's address book is full (data.max). */
  STORE_ADDRESS_LIMIT: def(2144, "STORE_ADDRESS_LIMIT", "snackbar", 409),

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
