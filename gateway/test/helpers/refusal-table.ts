import type { ErrorName } from "@vitrine/schema";
import { FEATURE_REFUSAL_TABLE } from "./refusal-table-features.js";

/**
 * The refusal table of docs/ERRORS.md ("One refusal per situation"): every root operation of
 * schema/schema.graphql with who may call it and, where it takes the id of a thing, which thing and
 * which rule decides what someone else gets. gateway/test/integration/errors/refusals.test.ts walks
 * it; an operation missing here (or named here but gone from the schema) fails that test, so a new
 * domain classifies its operations when it adds them.
 */

/** Who may call an operation: anyone, a signed-in member (R1: 1010 otherwise), staff with its role (R2: 2017). */
export type Access = "public" | "member" | "staff";

/** What decides the answer to a caller who is not the thing's owner. */
export type TargetRule =
  /** Anyone with access may read or use it; only an unknown id is refused (R4, 404). */
  | "public"
  /** Private to its owner: someone else's answers exactly like an unknown id, 404 (R5 reads, R7 acts). */
  | "private"
  /** Everyone sees it, only its owner acts on it: someone else's listing is 602 NOT_OWNER_OF_WORK (R6). */
  | "ownListing"
  /** Units of a card: a card the caller holds none of is 1022 CARD_NOT_YOURS (R6). */
  | "heldUnits"
  /** Narrows a list: an unknown id matches nothing and is no refusal. */
  | "filter";

/** The things the test creates once (an owner member owns each of the owned ones). */
export type FixtureName =
  | "ownerId"
  | "ownerPublicId"
  | "fixedListing"
  | "listingToCancel"
  | "auction"
  | "heldCard"
  | "listedCard"
  | "spareCard"
  | "package"
  | "packageProduct"
  | "release"
  | "primaryOrder"
  | "trade"
  | "quote"
  | "recipe"
  | "usdtWithdrawal"
  | "cardWithdrawal"
  | "creditRequest"
  | "kycSubmission"
  | "jpointPause"
  | "pendingDeletionUser"
  | "chain"
  | "publisher"
  | "series"
  | "artist"
  | "receiverEmail"
  | "redeemEvent"
  | "giftRedemption"
  | "contentItem"
  | "banner"
  | "bannerToDelete"
  | "notice"
  | "businessApplication"
  | "celebrity"
  | "showroom"
  | "showroomToDelete"
  | "showroomTemplate"
  | "storeItem"
  | "storeOrder"
  | "storeAddress"
  | "partner"
  | "partnerBinding"
  | "partnerEvent"
  | "mission"
  | "campaign"
  | "campaignStamp"
  | "quiz"
  | "quizAttempt"
  | "quizQuestion"
  | "quizChoice";

export type Fixtures = Record<FixtureName, string>;

export interface TargetRef {
  /** The argument, or the input field inside it, that carries the id (`input.listingId`). */
  path: string;
  fixture: FixtureName;
  rule: TargetRule;
  /** An exception to R4 written down in docs/ERRORS.md: the catalogue's own code for this kind of thing. */
  unknownAnswers?: ErrorName;
}

export interface OperationRule {
  access: Access;
  /** Every ID argument and input field, and the String references (order numbers, public ids). */
  refs?: TargetRef[];
  /** Values by path beyond the generated plausible ones, so a call gets as far as its lookups. */
  args?: (f: Fixtures) => Record<string, unknown>;
  /** The owner's answer when acting on their own thing has a rule of its own (R6: 1021). */
  ownerAnswers?: ErrorName;
  /** The call ends or changes the caller's session or account: every member call uses a new account. */
  freshCaller?: true;
  /** A staff operation of the content role: "staff without the role" is then a finance-only member. */
  contentRole?: true;
}

let serial = 0;
/** A fresh order id or idempotency key for each call. */
export const uniqueKey = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++serial}`;

const ref = (
  path: string,
  fixture: FixtureName,
  rule: TargetRule,
  unknownAnswers?: ErrorName,
): TargetRef => ({ path, fixture, rule, ...(unknownAnswers ? { unknownAnswers } : {}) });

const PUBLIC: OperationRule = { access: "public" };
const MEMBER: OperationRule = { access: "member" };
const STAFF: OperationRule = { access: "staff" };
const FRESH_MEMBER: OperationRule = { access: "member", freshCaller: true };
const FRESH_PUBLIC: OperationRule = { access: "public", freshCaller: true };
const CONTENT_STAFF: OperationRule = { access: "staff", contentRole: true };

const EVM_ADDRESS = "0x000000000000000000000000000000000000dEaD";
const HOUR = 3_600_000;
const REASON = "Checked by the refusal table";

export const REFUSAL_TABLE: Record<string, OperationRule> = {
  // ── Queries ──────────────────────────────────────────────────────────────────────────────────
  accountsPendingDeletion: STAFF,
  adminCreditRequests: STAFF,
  appInfo: PUBLIC,
  bidHistory: { access: "public", refs: [ref("listingId", "auction", "public")] },
  card: { access: "public", refs: [ref("id", "heldCard", "public")] },
  cardDetail: { access: "public", refs: [ref("id", "heldCard", "public")] },
  cardListings: { access: "public", refs: [ref("cardId", "listedCard", "public")] },
  cardTrades: { access: "public", refs: [ref("cardId", "heldCard", "public")] },
  cardTradeHistory: { access: "public", refs: [ref("cardId", "heldCard", "public")] },
  cardWithdrawalFees: PUBLIC,
  cardWithdrawalQueue: STAFF,
  cards: {
    access: "public",
    refs: [
      ref("filter.chainId", "chain", "filter"),
      ref("filter.publisherId", "publisher", "filter"),
      ref("filter.artistId", "artist", "filter"),
    ],
    args: () => ({ "filter.search": null }),
  },
  chainShowcase: PUBLIC,
  chainStatus: STAFF,
  chains: PUBLIC,
  conversionDemoQuote: PUBLIC,
  fusionHistory: MEMBER,
  fusionRecipes: PUBLIC,
  giftFee: PUBLIC,
  jpointConversionHistory: MEMBER,
  jpointRefundRequests: STAFF,
  jpointServiceStatus: PUBLIC,
  kycOptions: PUBLIC,
  kycQueue: STAFF,
  latePaidOrders: STAFF,
  latestCards: PUBLIC,
  latestSales: PUBLIC,
  listing: { access: "public", refs: [ref("id", "fixedListing", "public")] },
  me: PUBLIC,
  myBids: MEMBER,
  myBuyList: MEMBER,
  myCardWithdrawal: { access: "member", refs: [ref("id", "cardWithdrawal", "private")] },
  myCardWithdrawals: MEMBER,
  myCollection: MEMBER,
  myDepositAddress: MEMBER,
  myGifts: MEMBER,
  myJpointRefundRequests: MEMBER,
  myKyc: MEMBER,
  myPackages: MEMBER,
  myPrimaryOrders: MEMBER,
  mySellList: MEMBER,
  mySoldList: MEMBER,
  myUsdtDeposits: MEMBER,
  myUsdtWithdrawal: { access: "member", refs: [ref("id", "usdtWithdrawal", "private")] },
  myUsdtWithdrawals: MEMBER,
  orderBook: {
    access: "public",
    refs: [ref("filter.chainId", "chain", "filter"), ref("filter.publisherId", "publisher", "filter")],
    args: () => ({
      "filter.search": null,
      "filter.minPrice": null,
      "filter.maxPrice": null,
      "filter.type": null,
    }),
  },
  packageOdds: { access: "public", refs: [ref("productId", "packageProduct", "public")] },
  packageVerification: {
    access: "public",
    refs: [ref("productId", "packageProduct", "public")],
    args: () => ({ serial: null }),
  },
  paymentWays: PUBLIC,
  priceHistory: { access: "public", refs: [ref("cardId", "listedCard", "public")] },
  primaryOrder: { access: "member", refs: [ref("orderId", "primaryOrder", "private")] },
  primaryProduct: { access: "public", refs: [ref("id", "release", "public")] },
  primaryProducts: {
    access: "public",
    refs: [ref("artistId", "artist", "filter", "ARTIST_NOT_FOUND")],
    args: () => ({ kind: null }),
  },
  publicCollection: { access: "public", refs: [ref("publicId", "ownerPublicId", "public")] },
  publicUser: { access: "public", refs: [ref("publicId", "ownerPublicId", "public")] },
  publishers: PUBLIC,
  purchaseQuote: {
    access: "public",
    refs: [ref("listingId", "fixedListing", "public")],
    ownerAnswers: "CANNOT_BUY_OWN_CARD",
    args: () => ({ units: 1 }),
  },
  search: PUBLIC,
  socialLoginProviders: PUBLIC,
  staffAuditLog: STAFF,
  trade: { access: "member", refs: [ref("orderId", "trade", "private")] },
  usdtNetworks: PUBLIC,
  usdtWithdrawalQueue: STAFF,
  // Redemption (issue 14). An event's administrator-only operations answer 2014 to everyone else and
  // for an unknown event alike (the refusal tells nothing about which events exist).
  administeredRedeemEvents: MEMBER,
  myRedemptions: MEMBER,
  redeemCodePreview: MEMBER,
  redeemEventCodes: {
    access: "member",
    refs: [ref("eventId", "redeemEvent", "public", "NOT_EVENT_ADMINISTRATOR")],
  },
  redeemEventRedemptions: {
    access: "member",
    refs: [ref("eventId", "redeemEvent", "public", "NOT_EVENT_ADMINISTRATOR")],
  },
  redemptionClaimQr: { access: "member", refs: [ref("redemptionId", "giftRedemption", "private")] },
  staffRedeemEvents: STAFF,

  // ── Mutations ────────────────────────────────────────────────────────────────────────────────
  activateTwoFactor: FRESH_MEMBER,
  addJpointPause: STAFF,
  adminCreditUsdt: {
    access: "staff",
    refs: [ref("input.userId", "ownerId", "public", "USER_NOT_FOUND")],
    args: () => ({
      "input.amount": "5",
      "input.reason": REASON,
      "input.idempotencyKey": uniqueKey("credit"),
    }),
  },
  approveAdminCredit: { access: "staff", refs: [ref("id", "creditRequest", "public")] },
  approveCardWithdrawal: { access: "staff", refs: [ref("id", "cardWithdrawal", "public")] },
  approveUsdtWithdrawal: { access: "staff", refs: [ref("id", "usdtWithdrawal", "public")] },
  beginTwoFactorSetup: FRESH_MEMBER,
  buyJpoint: MEMBER,
  buyListing: {
    access: "member",
    refs: [ref("input.listingId", "fixedListing", "public")],
    ownerAnswers: "CANNOT_BUY_OWN_CARD",
    args: () => ({ "input.orderId": uniqueKey("order"), "input.units": 1 }),
  },
  buyProduct: {
    access: "member",
    refs: [ref("input.productId", "release", "public")],
    args: () => ({
      "input.payWith": "JPOINT",
      "input.quantity": 1,
      "input.idempotencyKey": uniqueKey("buy"),
      "input.paymentWay": null,
      "input.invoice": null,
      "input.purchaser": null,
      "input.locale": null,
    }),
  },
  cancelCardWithdrawal: { access: "member", refs: [ref("id", "cardWithdrawal", "private")] },
  cancelListing: { access: "member", refs: [ref("listingId", "listingToCancel", "ownListing")] },
  cancelUsdtWithdrawal: { access: "member", refs: [ref("id", "usdtWithdrawal", "private")] },
  changePassword: FRESH_MEMBER,
  closeTwoFactor: FRESH_MEMBER,
  completeSocialLogin: FRESH_PUBLIC,
  confirmAccountDeletion: FRESH_MEMBER,
  confirmJpointConversion: { access: "member", refs: [ref("quoteId", "quote", "private")] },
  createFusionRecipe: {
    access: "staff",
    refs: [
      ref("input.inputs.cardId", "heldCard", "public"),
      ref("input.outputCardId", "spareCard", "public"),
    ],
    args: () => ({ "input.name": "Refusal recipe", "input.outputUnits": 1, "input.inputs": [{ units: 1 }] }),
  },
  createListing: {
    access: "member",
    refs: [ref("input.cardId", "heldCard", "heldUnits")],
    args: () => ({
      "input.type": "DIRECT",
      "input.unitPrice": "20",
      "input.units": 1,
      "input.startPrice": null,
      "input.buyNowPrice": null,
      "input.startsAt": null,
      "input.endsAt": null,
    }),
  },
  createPackageProduct: {
    access: "staff",
    refs: [ref("input.pool.cardId", "spareCard", "public"), ref("input.seriesId", "series", "public")],
    args: () => ({
      "input.name": "Refusal package",
      "input.description": null,
      "input.priceTwd": "300",
      "input.priceJpoint": "300",
      "input.totalSupply": 2,
      "input.releaseAt": new Date(Date.now() + HOUR).toISOString(),
      "input.openAt": new Date(Date.now() + 2 * HOUR).toISOString(),
      "input.cardsPerPackage": 1,
      "input.pool": [{ rarity: "COMMON", weight: 1 }],
    }),
  },
  createReleaseProduct: {
    access: "staff",
    refs: [ref("input.cardId", "spareCard", "public")],
    args: () => ({
      "input.name": "Refusal release",
      "input.description": null,
      "input.discountPriceTwd": null,
      "input.maxPerOrder": null,
      "input.priceJpoint": 300,
      "input.priceTwd": 300,
      "input.releaseAt": new Date(Date.now() + HOUR).toISOString(),
      "input.saleEndsAt": null,
      "input.totalSupply": 1,
    }),
  },
  fuse: {
    access: "member",
    refs: [ref("recipeId", "recipe", "public")],
    args: () => ({ idempotencyKey: uniqueKey("fuse") }),
  },
  giftCard: {
    access: "member",
    refs: [ref("input.cardId", "heldCard", "heldUnits")],
    args: (f) => ({
      "input.receiverEmail": f.receiverEmail,
      "input.units": 1,
      "input.code": null,
      "input.idempotencyKey": uniqueKey("gift"),
    }),
  },
  likeCard: { access: "member", refs: [ref("cardId", "heldCard", "public")] },
  login: FRESH_PUBLIC,
  loginWithTwoFactorResetKey: FRESH_PUBLIC,
  logout: FRESH_PUBLIC,
  openPackage: { access: "member", refs: [ref("packageId", "package", "private")] },
  payDueJpointRefunds: STAFF,
  placeBid: {
    access: "member",
    refs: [ref("input.listingId", "auction", "public")],
    ownerAnswers: "CANNOT_BUY_OWN_CARD",
    args: () => ({ "input.amount": "25", "input.idempotencyKey": uniqueKey("bid") }),
  },
  quoteJpointConversion: MEMBER,
  register: FRESH_PUBLIC,
  rejectAdminCredit: {
    access: "staff",
    refs: [ref("id", "creditRequest", "public")],
    args: () => ({ note: REASON }),
  },
  rejectCardWithdrawal: {
    access: "staff",
    refs: [ref("id", "cardWithdrawal", "public")],
    args: () => ({ reason: REASON }),
  },
  rejectUsdtWithdrawal: {
    access: "staff",
    refs: [ref("id", "usdtWithdrawal", "public")],
    args: () => ({ reason: REASON }),
  },
  removeJpointPause: { access: "staff", refs: [ref("id", "jpointPause", "public")] },
  requestAccountDeletion: FRESH_MEMBER,
  requestCardWithdrawal: {
    access: "member",
    refs: [ref("input.cardId", "heldCard", "heldUnits")],
    args: () => ({
      "input.address": EVM_ADDRESS,
      "input.feeCurrency": "JPOINT",
      "input.units": 1,
      "input.code": null,
      "input.idempotencyKey": uniqueKey("withdraw"),
    }),
  },
  requestJpointRefund: MEMBER,
  requestUsdtWithdrawal: MEMBER,
  resetPassword: PUBLIC,
  resetTwoFactor: FRESH_MEMBER,
  restoreAccount: { access: "staff", refs: [ref("userId", "pendingDeletionUser", "public")] },
  revealPackageSeed: { access: "staff", refs: [ref("productId", "packageProduct", "public")] },
  reviewKyc: {
    access: "staff",
    refs: [ref("id", "kycSubmission", "public")],
    args: () => ({ approve: true, reason: null }),
  },
  sendContactMessage: PUBLIC,
  sendKycPhoneCode: MEMBER,
  sendPasswordResetCode: PUBLIC,
  sendReauthenticationCode: MEMBER,
  sendRegisterCode: PUBLIC,
  sendWithdrawalCode: MEMBER,
  setFusionRecipeActive: {
    access: "staff",
    refs: [ref("recipeId", "recipe", "public")],
    args: () => ({ active: true }),
  },
  setJpointServiceEnd: { access: "staff", args: () => ({ endsAt: null }) },
  settleCardWithdrawal: {
    access: "staff",
    refs: [ref("id", "cardWithdrawal", "public")],
    args: () => ({ txHash: null, confirmNotSent: true }),
  },
  settleUsdtWithdrawal: {
    access: "staff",
    refs: [ref("id", "usdtWithdrawal", "public")],
    args: () => ({ txHash: null, confirmNotSent: true }),
  },
  startSocialLogin: PUBLIC,
  submitKyc: MEMBER,
  unlikeCard: { access: "member", refs: [ref("cardId", "heldCard", "public")] },
  updateAuction: {
    access: "member",
    refs: [ref("input.listingId", "auction", "ownListing")],
    args: () => ({ "input.startPrice": "30", "input.buyNowPrice": null, "input.endsAt": null }),
  },
  updateListingPrice: {
    access: "member",
    refs: [ref("listingId", "fixedListing", "ownListing")],
    args: () => ({ unitPrice: "25" }),
  },
  updateProfile: FRESH_MEMBER,
  verifyKycPhone: MEMBER,
  verifyLoginTwoFactor: FRESH_PUBLIC,
  // Redemption (issue 14).
  claimGift: MEMBER,
  createRedeemEvent: {
    access: "staff",
    refs: [ref("input.publisherId", "publisher", "public"), ref("input.cardIds", "heldCard", "public")],
    args: () => ({
      "input.texts": [{ locale: "tw", name: "Refusal table", description: "", giftName: null }],
      "input.startsAt": new Date(Date.now() - HOUR).toISOString(),
      "input.endsAt": new Date(Date.now() + HOUR).toISOString(),
      "input.rewardKind": "CARD_UNITS",
      "input.unitsPerRedemption": 1,
      "input.jpointAmount": null,
      "input.stock": 1,
      "input.perAccountLimit": 1,
      "input.allowDuplicates": true,
      "input.packName": null,
    }),
  },
  generateRedeemCodes: {
    access: "member",
    refs: [ref("eventId", "redeemEvent", "public", "NOT_EVENT_ADMINISTRATOR")],
    args: () => ({ count: 1, boundEmails: null }),
  },
  grantIssuer: {
    access: "staff",
    refs: [ref("publisherId", "publisher", "public")],
    args: (f) => ({ email: f.receiverEmail }),
  },
  redeemCode: {
    access: "member",
    refs: [ref("input.cardId", "heldCard", "filter")],
    args: () => ({ "input.receiver": null, "input.idempotencyKey": uniqueKey("redeem") }),
  },
  setRedeemEventAdministrators: {
    access: "staff",
    refs: [ref("eventId", "redeemEvent", "public")],
    args: () => ({ emails: [] }),
  },
  // Content (issue 15): readers see published items; staff of the content role edit them.
  contentCategories: PUBLIC,
  contentItem: {
    access: "public",
    refs: [ref("id", "contentItem", "public")],
    args: () => ({ kind: null, slug: null }),
  },
  contentItems: PUBLIC,
  launchNotice: PUBLIC,
  marketplaceBanners: PUBLIC,
  contentPreview: CONTENT_STAFF,
  contentRevisions: { ...CONTENT_STAFF, refs: [ref("itemId", "contentItem", "public")] },
  staffContentItem: { ...CONTENT_STAFF, refs: [ref("id", "contentItem", "public")] },
  staffContentItems: { ...CONTENT_STAFF, args: () => ({ kind: null, state: null, search: null }) },
  staffLaunchNotice: CONTENT_STAFF,
  staffMarketplaceBanners: CONTENT_STAFF,
  saveContentItem: {
    ...CONTENT_STAFF,
    refs: [ref("input.id", "contentItem", "public")],
    args: () => {
      const slug = uniqueKey("refusal");
      return {
        "input.expectedRevision": 1,
        "input.kind": "NEWS",
        "input.webType": null,
        "input.category": null,
        "input.tags": [],
        "input.coverUrl": null,
        "input.translations": [
          { language: "tw", slug, title: "Refusal table", summary: "", bodyMarkdown: "" },
        ],
      };
    },
  },
  scheduleContentItem: {
    ...CONTENT_STAFF,
    refs: [ref("id", "contentItem", "public")],
    args: () => ({ publishAt: new Date(Date.now() + HOUR).toISOString(), expectedRevision: 1 }),
  },
  publishContentItem: { ...CONTENT_STAFF, refs: [ref("id", "contentItem", "public")] },
  unscheduleContentItem: { ...CONTENT_STAFF, refs: [ref("id", "contentItem", "public")] },
  archiveContentItem: { ...CONTENT_STAFF, refs: [ref("id", "contentItem", "public")] },
  restoreContentItem: { ...CONTENT_STAFF, refs: [ref("id", "contentItem", "public")] },
  setLaunchNotice: { ...CONTENT_STAFF, args: () => ({ input: { enabled: false, url: null, texts: [] } }) },
  saveMarketplaceBanner: {
    ...CONTENT_STAFF,
    refs: [ref("input.id", "banner", "public")],
    args: () => ({
      "input.position": 0,
      "input.active": false,
      "input.imageUrl": "/media/content/abcdefghijklmnopqrstuv.webp",
      "input.linkUrl": null,
      "input.titles": [{ language: "tw", text: "Refusal table" }],
    }),
  },
  deleteMarketplaceBanner: { ...CONTENT_STAFF, refs: [ref("id", "bannerToDelete", "public")] },
  // Notices, business, celebrities, showrooms, payment refunds: refusal-table-features.ts.
  ...FEATURE_REFUSAL_TABLE,
};

/**
 * Answers that break a rule today and are expected exactly ("op(argument case)" → code); empty now.
 * A deviation goes here only with the reason and the file that owns the fix, and the test fails when
 * the fix lands until its line goes.
 */
export const KNOWN_DEVIATIONS: Readonly<Record<string, ErrorName>> = {};

/** The codes that mean "refused for who you are or what you point at" (R1, R2, R4–R7). */
export const ACCESS_OR_TARGET_REFUSALS: readonly ErrorName[] = [
  "LOGIN_REQUIRED",
  "SESSION_EXPIRED",
  "FORBIDDEN",
  "STAFF_TWO_FACTOR_REQUIRED",
  "NOT_FOUND",
  "NOT_OWNER_OF_WORK",
  "CARD_NOT_YOURS",
  // A domain's own 404 for an unknown (or someone else's private) thing: refusal-table-features.ts.
  "NOTICE_NOT_FOUND",
  "BUSINESS_APPLICATION_NOT_FOUND",
  "SHOWROOM_NOT_FOUND",
  "CELEBRITY_NOT_FOUND",
  "PARTNER_NOT_FOUND",
  "PARTNER_BINDING_NOT_FOUND",
  "PARTNER_EVENT_NOT_FOUND",
];

/** Malformed ids (R3): each is DATA_ERROR naming the field, reason validation.id. */
export const MALFORMED_IDS: readonly { label: string; value: string }[] = [
  { label: "empty", value: "" },
  { label: "not digits", value: "abc" },
  { label: "negative", value: "-1" },
  { label: "too long", value: "1".repeat(20) },
];

/** A well-formed id (or order number, public id) that names nothing (R4); it fits every id column. */
export const UNKNOWN_ID = "987654321";
export const UNKNOWN_REFERENCE = "NOSUCHREF0000000";
