import { def } from "./error-definition.js";

/**
 * Error codes of the feature domains added after the core platform (content, notices, business,
 * payments refunds, showrooms, celebrities, missions, the Jpower store, stamps, quiz, the staff
 * console, partners): 2070 and up, one range of ten per domain. Part of the one catalogue: `ERRORS`
 * in errors.ts spreads them in.
 */
export const FEATURE_ERRORS = {
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

  // Staff catalogue: cards, release and package edits (2200–2209; docs/STAFF-CONSOLE.md). Unknown artist is 604.
  /** The card's publisher does not exist. */
  CARD_PUBLISHER_NOT_FOUND: def(2200, "CARD_PUBLISHER_NOT_FOUND", "snackbar", 404),
  /** The card's series does not exist or belongs to another publisher. */
  CARD_SERIES_NOT_FOUND: def(2201, "CARD_SERIES_NOT_FOUND", "snackbar", 404),
  /** The card's chain does not exist. */
  CARD_CHAIN_NOT_FOUND: def(2202, "CARD_CHAIN_NOT_FOUND", "snackbar", 404),
  /** The release already sold or reserved units (or is not a single release): it can no longer be edited. */
  RELEASE_NOT_EDITABLE: def(2203, "RELEASE_NOT_EDITABLE", "snackbar", 409),
  /** The package product already sold or reserved packages, or its seed is public: its terms can no longer change. */
  PACKAGE_NOT_EDITABLE: def(2204, "PACKAGE_NOT_EDITABLE", "snackbar", 409),
  /** A package's pool and cards per package are fixed by its published seed commitment. */
  PACKAGE_CONTENTS_COMMITTED: def(2205, "PACKAGE_CONTENTS_COMMITTED", "snackbar", 409),
} as const;
