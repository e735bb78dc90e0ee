import type { ErrorName } from "@vitrine/schema";
import type { FixtureName, OperationRule, TargetRef, TargetRule } from "./refusal-table.js";

/**
 * The refusal table's rows for the member features added after the marketplace (notices, business
 * applications, celebrities, showrooms) and the staff refund of a paid order. refusal-table.ts spreads
 * them into REFUSAL_TABLE; the rules and fixtures are the same (see its header).
 *
 * Their own "not found" codes (NOTICE_NOT_FOUND 2080, BUSINESS_APPLICATION_NOT_FOUND 2091,
 * SHOWROOM_NOT_FOUND 2110, CELEBRITY_NOT_FOUND 2120) are status 404 like R4's NOT_FOUND, and the
 * clients show them by number; they are written down as exceptions in docs/ERRORS.md and checked
 * here as `unknownAnswers`. Someone else's private thing (another member's notice, a room to edit)
 * answers exactly the same.
 *
 * Showroom edits need Jallery first (2015 SHOWROOM_ACCESS_REQUIRED, which depends on the caller alone,
 * like R1/R2), so the other member has Jallery and reaches the target rules. A room of someone else
 * answers 2110 before anything it points at is looked up, so an unknown template or card in a call on
 * the owner's room is 2110 to them too (the order of the checks).
 */

const ref = (
  path: string,
  fixture: FixtureName,
  rule: TargetRule,
  unknownAnswers?: ErrorName,
): TargetRef => ({ path, fixture, rule, ...(unknownAnswers ? { unknownAnswers } : {}) });

let serial = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${Date.now()}-${++serial}`;

const PUBLIC: OperationRule = { access: "public" };
const MEMBER: OperationRule = { access: "member" };
const STAFF: OperationRule = { access: "staff" };
const CONTENT_STAFF: OperationRule = { access: "staff", contentRole: true };
const REASON = "Checked by the refusal table";

const CAMPAIGN_INPUT = {
  "input.texts": [{ language: "tw", title: "Refusal table", description: "", prize: "" }],
  "input.startsAt": "2026-01-01T00:00:00.000Z",
  "input.endsAt": "2099-01-01T00:00:00.000Z",
  "input.winnersCount": 1,
  "input.stamps.action": "QUIZ",
  "input.stamps.texts": [{ language: "tw", name: "Q", hint: "" }],
};
const quizInput = (withQuestions: boolean) => ({
  texts: [{ language: "tw", title: "Refusal table", description: "" }],
  startsAt: "2026-01-01T00:00:00.000Z",
  endsAt: "2099-01-01T00:00:00.000Z",
  timeLimitSeconds: 60,
  maxAttempts: 20,
  passScore: 1,
  rewardKind: "JPOWER",
  rewardJpower: 1,
  questions: withQuestions
    ? [
        {
          points: 1,
          texts: [{ language: "tw", body: "Q" }],
          choices: [
            { correct: true, texts: [{ language: "tw", body: "A" }] },
            { correct: false, texts: [{ language: "tw", body: "B" }] },
          ],
        },
      ]
    : null,
});

const CELEBRITY_INPUT = {
  "input.kind": "STAR",
  "input.texts": [{ language: "tw", name: "Refusal table", bio: "" }],
};
/** Template names are unique: each call its own, so the owner's call reaches the update itself. */
const templateInput = () => ({ input: { name: unique("tpl").slice(0, 40), columns: 4, slotCount: 8 } });
const roomRef = (rule: TargetRule) => ref("id", "showroom", rule, "SHOWROOM_NOT_FOUND");
const appRef = ref("id", "businessApplication", "public", "BUSINESS_APPLICATION_NOT_FOUND");
const broadcastText = { title: "Refusal table", body: "Checked by the refusal table" };
const missionRef = (path: string, rule: TargetRule) => ref(path, "mission", rule, "MISSION_NOT_FOUND");
/** An issuer mission holding cards of the fixture series (its publisher and series come from the refs). */
const missionInput = () => ({
  number: 900_000 + (serial++ % 99_999),
  kind: "ISSUER",
  period: "NONE",
  reward: 10,
  event: "holding-changed",
  target: 1,
  texts: [{ language: "tw", title: "Refusal table", description: "" }],
});
const STORE_RECEIVER = {
  name: "Refusal table",
  phone: "0912345678",
  address: "Checked by the refusal table",
};
const STORE_ITEM_INPUT = {
  kind: "PHYSICAL",
  price: "10",
  stock: 1,
  perMemberLimit: 1,
  imageUrl: "",
  active: true,
  texts: [{ language: "tw", name: "Refusal table", description: "" }],
};

const PARTNER_MEMBER = "m_AAAAAAAAAAAAAAAAAAAAAA";
const PARTNER_INPUT = { name: "Refusal table", scopes: [], callbackUrl: "https://refusal.example.com/hook" };
const CONSENT_REQUEST = {
  partnerId: "1",
  state: "refusal-table",
  returnUrl: "https://refusal.example.com/back",
  ts: 1,
  sig: "0".repeat(64),
};
const partnerRef = ref("id", "partner", "public", "PARTNER_NOT_FOUND");

export const FEATURE_REFUSAL_TABLE: Record<string, OperationRule> = {
  // Staff catalogue (issue 18): new cards, the card pickers, editing an untouched release.
  cardFormOptions: STAFF,
  staffCards: { access: "staff", args: () => ({ search: null }) },
  createCard: {
    access: "staff",
    refs: [
      ref("input.artistId", "artist", "public", "ARTIST_NOT_FOUND"),
      ref("input.publisherId", "publisher", "public", "CARD_PUBLISHER_NOT_FOUND"),
      ref("input.seriesId", "series", "public", "CARD_SERIES_NOT_FOUND"),
      ref("input.chainId", "chain", "public", "CARD_CHAIN_NOT_FOUND"),
    ],
    args: () => ({
      "input.name": "Refusal card",
      "input.workNumber": null,
      "input.edition": null,
      "input.size": null,
      "input.creationYear": 2026,
      "input.totalIssued": 10,
      "input.releaseAt": new Date().toISOString(),
    }),
  },
  updateReleaseProduct: {
    access: "staff",
    refs: [ref("input.id", "release", "public")],
    // The fixture release was bought: its terms can no longer change.
    ownerAnswers: "RELEASE_NOT_EDITABLE",
    args: () => ({
      "input.priceTwd": 300,
      "input.discountPriceTwd": null,
      "input.priceJpoint": 300,
      "input.totalSupply": 1,
      "input.maxPerOrder": null,
      "input.releaseAt": new Date(Date.now() + 3_600_000).toISOString(),
      "input.saleEndsAt": null,
    }),
  },
  updatePackageProduct: {
    access: "staff",
    refs: [ref("input.id", "packageProduct", "public"), ref("input.pool.cardId", "spareCard", "public")],
    // The pool sent back is not the fixture product's committed pool: its contents never change.
    ownerAnswers: "PACKAGE_CONTENTS_COMMITTED",
    args: () => ({
      "input.priceTwd": "300",
      "input.priceJpoint": null,
      "input.totalSupply": 2,
      "input.maxPerOrder": null,
      "input.releaseAt": new Date(Date.now() + 3_600_000).toISOString(),
      "input.openAt": new Date(Date.now() + 7_200_000).toISOString(),
      "input.saleEndsAt": null,
      "input.cardsPerPackage": null,
      "input.pool": [{ rarity: "COMMON", weight: 1 }],
    }),
  },
  // Notices (issue 15): a member's own notices; another member's answers as an unknown one.
  notices: { access: "member", args: () => ({ page: null, unreadOnly: null }) },
  noticeUnreadCount: MEMBER,
  noticePreferences: MEMBER,
  markAllNoticesRead: MEMBER,
  markNoticeRead: {
    access: "member",
    refs: [ref("id", "notice", "private", "NOTICE_NOT_FOUND")],
  },
  setNoticePreference: { access: "member", args: () => ({ kind: "ANNOUNCEMENT", email: false }) },
  staffBroadcasts: { ...CONTENT_STAFF, args: () => ({ page: null }) },
  broadcastNotice: {
    ...CONTENT_STAFF,
    args: () => ({
      input: {
        segment: "LOCALE",
        locale: "kr",
        path: null,
        texts: {
          tw: broadcastText,
          cn: broadcastText,
          en: broadcastText,
          jp: broadcastText,
          kr: broadcastText,
        },
      },
    }),
  },

  // Business (issue 15): a member applies; admin staff decide.
  myBusinessApplication: MEMBER,
  submitBusinessApplication: {
    access: "member",
    freshCaller: true,
    args: () => ({
      input: {
        companyName: "Refusal Table Ltd.",
        registrationNumber: "12345678",
        contactName: "Lin Mei",
        contactEmail: "lin.mei@example.com",
        phone: "+886 2 2345 6789",
        website: "",
        category: "ART",
        description: "Checked by the refusal table.",
        expectedVolume: "UP_TO_10K",
        attachmentKeys: [],
        consent: true,
      },
    }),
  },
  businessApplications: { access: "staff", args: () => ({ page: null, state: "SUBMITTED" }) },
  businessApplication: { access: "staff", refs: [appRef] },
  businessApplicationPublishers: STAFF,
  approveBusinessApplication: {
    access: "staff",
    refs: [appRef, ref("publisherId", "publisher", "public")],
  },
  rejectBusinessApplication: {
    access: "staff",
    refs: [appRef],
    args: () => ({ reason: REASON }),
  },

  // Celebrities (issue 17): the board is public, a like needs a session; content staff edit.
  celebrityBoard: { access: "public", args: () => ({ period: "WEEK", start: null }) },
  celebrityProfile: {
    access: "public",
    refs: [ref("id", "celebrity", "public", "CELEBRITY_NOT_FOUND")],
  },
  likeCelebrity: { access: "member", refs: [ref("id", "celebrity", "public", "CELEBRITY_NOT_FOUND")] },
  staffCelebrities: CONTENT_STAFF,
  createCelebrity: {
    ...CONTENT_STAFF,
    refs: [ref("input.artistId", "artist", "public")],
    args: () => CELEBRITY_INPUT,
  },
  updateCelebrity: {
    ...CONTENT_STAFF,
    refs: [
      ref("id", "celebrity", "public", "CELEBRITY_NOT_FOUND"),
      ref("input.artistId", "artist", "public"),
    ],
    args: () => ({ ...CELEBRITY_INPUT, version: 1 }),
  },
  setCelebrityActive: {
    ...CONTENT_STAFF,
    refs: [ref("id", "celebrity", "public", "CELEBRITY_NOT_FOUND")],
    args: () => ({ version: 1, active: true }),
  },

  // Showrooms (issue 17): a published room is public; only its owner edits it, and to anyone else
  // it answers as an unknown room (R7: editing would otherwise confirm a private room exists).
  jallery: PUBLIC,
  showroom: { access: "public", refs: [roomRef("public")] },
  showrooms: { access: "public", args: () => ({ order: "NEWEST", page: null }) },
  showroomTemplates: PUBLIC,
  myShowrooms: MEMBER,
  createShowroom: {
    access: "member",
    refs: [ref("input.templateId", "showroomTemplate", "public")],
    args: () => ({ "input.name": unique("room").slice(0, 40) }),
  },
  updateShowroom: {
    access: "member",
    refs: [roomRef("private"), ref("input.templateId", "showroomTemplate", "public", "SHOWROOM_NOT_FOUND")],
    args: () => ({ input: { description: "", status: "PUBLISHED", name: null, coverKey: null } }),
  },
  saveShowroomSlots: {
    access: "member",
    refs: [roomRef("private"), ref("slots.cardId", "heldCard", "public", "SHOWROOM_NOT_FOUND")],
    args: () => ({ slots: [{ slotIndex: 0 }] }),
  },
  deleteShowroom: {
    access: "member",
    refs: [ref("id", "showroomToDelete", "private", "SHOWROOM_NOT_FOUND")],
  },
  likeShowroom: { access: "member", refs: [roomRef("public")], args: () => ({ like: true }) },
  staffShowroomTemplates: CONTENT_STAFF,
  createShowroomTemplate: { ...CONTENT_STAFF, args: templateInput },
  updateShowroomTemplate: {
    ...CONTENT_STAFF,
    refs: [ref("id", "showroomTemplate", "public")],
    args: templateInput,
  },
  retireShowroomTemplate: {
    ...CONTENT_STAFF,
    refs: [ref("id", "showroomTemplate", "public")],
    args: () => ({ retired: false }),
  },
  takeDownShowroom: {
    ...CONTENT_STAFF,
    refs: [roomRef("public")],
    args: () => ({ reason: REASON }),
  },

  // Payments: finance staff refund an order paid through a provider (docs/PAYMENTS.md).
  refundPaymentOrder: { access: "staff", refs: [ref("orderNo", "primaryOrder", "public")] },
  // The daily reserves report on the staff chain page (finance, like chainStatus).
  reservesReport: STAFF,
  sweepIssues: STAFF,

  // Jpower store (issue 16): items are public; a member's orders and saved receivers are private (R5,
  // R7); content staff edit items, support staff ship, deliver and cancel any order.
  jpowerStore: PUBLIC,
  storeItem: { access: "public", refs: [ref("id", "storeItem", "public")] },
  myStoreOrders: { access: "member", args: () => ({ page: null }) },
  myStoreOrder: { access: "member", refs: [ref("id", "storeOrder", "private")] },
  myStoreAddresses: MEMBER,
  buyStoreItem: {
    access: "member",
    refs: [ref("input.itemId", "storeItem", "public")],
    args: () => ({ input: { receiver: STORE_RECEIVER, requestId: unique("buy"), quantity: 1 } }),
  },
  saveStoreAddress: { access: "member", args: () => ({ input: STORE_RECEIVER }) },
  removeStoreAddress: { access: "member", refs: [ref("id", "storeAddress", "private")] },
  staffStoreItems: CONTENT_STAFF,
  createStoreItem: {
    ...CONTENT_STAFF,
    refs: [ref("input.cardId", "heldCard", "public")],
    args: () => ({ input: { ...STORE_ITEM_INPUT, kind: "DIGITAL" } }),
  },
  updateStoreItem: {
    ...CONTENT_STAFF,
    refs: [ref("id", "storeItem", "public"), ref("input.cardId", "heldCard", "public")],
    args: () => ({ version: 1, input: { ...STORE_ITEM_INPUT, kind: "DIGITAL" } }),
  },
  staffStoreOrders: { access: "staff", args: () => ({ status: null, page: null }) },
  shipStoreOrder: {
    access: "staff",
    refs: [ref("id", "storeOrder", "public")],
    args: () => ({ input: { carrier: "Refusal table", trackingNumber: "RT1" } }),
  },
  deliverStoreOrder: { access: "staff", refs: [ref("id", "storeOrder", "public")] },
  cancelStoreOrder: { access: "staff", refs: [ref("id", "storeOrder", "public")] },

  // Staff console (issue 18; docs/STAFF-CONSOLE.md): member lookup (support, compliance), listing
  // moderation and the 2FA reset after an identity check (support).
  staffMember: { access: "staff", args: (f) => ({ query: f.receiverEmail }) },
  staffMemberActivity: {
    access: "staff",
    refs: [ref("userId", "ownerId", "public")],
    args: () => ({ view: "HOLDINGS" }),
  },
  staffOpenListings: { access: "staff", args: () => ({ input: { search: null, page: null } }) },
  takeDownListing: {
    access: "staff",
    refs: [ref("listingId", "listingToCancel", "public")],
    args: () => ({ reason: REASON }),
  },
  resetMemberTwoFactor: {
    access: "staff",
    refs: [ref("userId", "ownerId", "public")],
    args: () => ({ identityCheckNotes: "Checked by the refusal table: e-mail and KYC name matched." }),
  },

  // Missions (issue 16; docs/MISSIONS.md): members see and claim theirs (a mission they have not done is
  // 2131, a domain answer); content staff define every mission; issuers only their own publishers' (the
  // owner issues for the mission's publisher), and a mission of someone else's answers as an unknown one.
  missions: MEMBER,
  myJpower: MEMBER,
  claimMission: { access: "member", refs: [missionRef("missionId", "public")] },
  missionsAdmin: CONTENT_STAFF,
  saveMission: {
    ...CONTENT_STAFF,
    refs: [
      missionRef("id", "public"),
      ref("input.publisherId", "publisher", "public"),
      ref("input.seriesId", "series", "public"),
    ],
    args: () => ({ version: 1, input: missionInput() }),
  },
  setMissionActive: {
    ...CONTENT_STAFF,
    refs: [missionRef("id", "public")],
    args: () => ({ version: 1, active: true }),
  },
  issuerMissions: MEMBER,
  issuesForPublisher: MEMBER,

  // Stamp rallies and quizzes (issue 16; docs/STAMPS.md, docs/QUIZ.md): campaigns and quizzes are
  // public, collecting and attempts need a session, an attempt is its owner's alone (someone else's
  // answers as an unknown one, 2160, before the questions and choices it names are looked up); content
  // staff define both.
  campaigns: PUBLIC,
  campaign: { access: "public", refs: [ref("id", "campaign", "public", "CAMPAIGN_NOT_FOUND")] },
  collectVenueStamp: MEMBER,
  staffCampaigns: CONTENT_STAFF,
  createCampaign: {
    ...CONTENT_STAFF,
    refs: [ref("input.stamps.id", "campaignStamp", "filter"), ref("input.stamps.refId", "quiz", "public")],
    args: () => CAMPAIGN_INPUT,
  },
  updateCampaign: {
    ...CONTENT_STAFF,
    refs: [
      ref("id", "campaign", "public", "CAMPAIGN_NOT_FOUND"),
      ref("input.stamps.id", "campaignStamp", "public"),
      ref("input.stamps.refId", "quiz", "public"),
    ],
    args: () => ({ ...CAMPAIGN_INPUT, version: 1 }),
  },
  quizzes: PUBLIC,
  quiz: { access: "public", refs: [ref("id", "quiz", "public", "QUIZ_NOT_FOUND")] },
  quizAttempt: { access: "member", refs: [ref("id", "quizAttempt", "private", "QUIZ_NOT_FOUND")] },
  startQuizAttempt: { access: "member", refs: [ref("quizId", "quiz", "public", "QUIZ_NOT_FOUND")] },
  submitQuizAttempt: {
    access: "member",
    refs: [
      ref("attemptId", "quizAttempt", "private", "QUIZ_NOT_FOUND"),
      ref("answers.questionId", "quizQuestion", "public", "QUIZ_NOT_FOUND"),
      ref("answers.choiceId", "quizChoice", "public", "QUIZ_NOT_FOUND"),
    ],
  },
  staffQuizzes: CONTENT_STAFF,
  createQuiz: { ...CONTENT_STAFF, args: () => ({ input: quizInput(true) }) },
  updateQuiz: {
    ...CONTENT_STAFF,
    refs: [ref("id", "quiz", "public", "QUIZ_NOT_FOUND")],
    args: () => ({ version: 1, input: quizInput(false) }),
  },
  saveIssuerMission: {
    access: "member",
    refs: [
      missionRef("id", "private"),
      ref("input.publisherId", "publisher", "public", "MISSION_NOT_FOUND"),
      ref("input.seriesId", "series", "public", "MISSION_NOT_FOUND"),
    ],
    args: () => ({ version: 1, input: missionInput() }),
  },
  setIssuerMissionActive: {
    access: "member",
    refs: [missionRef("id", "private")],
    args: () => ({ version: 1, active: true }),
  },

  // Partner platforms (issue 18; docs/PARTNERS.md). The partner API authenticates with an API key, and
  // no caller of this table has one: every call stops at PARTNER_KEY_INVALID 2180 before it looks at
  // anything, so an unknown id answers 2180 too (gateway/test/integration/partners checks keys, scopes
  // and targets). Members: the consent page (a made-up request is 2186) and their own bindings
  // (someone else's answers as an unknown one, 2183). Admin staff manage partners.
  partnerStartBinding: { access: "public", args: () => ({ email: "refusal.table@example.com" }) },
  partnerConfirmBinding: {
    access: "public",
    refs: [ref("requestId", "partnerBinding", "public", "PARTNER_KEY_INVALID")],
    args: () => ({ code: "123456" }),
  },
  partnerMembers: { access: "public", args: () => ({ limit: 10, offset: 0 }) },
  partnerMemberHoldings: { access: "public", args: () => ({ memberId: PARTNER_MEMBER }) },
  partnerMemberBalances: { access: "public", args: () => ({ memberId: PARTNER_MEMBER }) },
  partnerMemberActivity: { access: "public", args: () => ({ memberId: PARTNER_MEMBER, limit: 10 }) },
  partnerCreditCards: {
    access: "public",
    refs: [ref("input.cardId", "heldCard", "public", "PARTNER_KEY_INVALID")],
    args: () => ({ input: { memberId: PARTNER_MEMBER, units: 1, requestId: unique("credit") } }),
  },
  partnerConsent: { access: "member", args: () => ({ request: CONSENT_REQUEST }) },
  approvePartnerConsent: { access: "member", args: () => ({ request: CONSENT_REQUEST }) },
  myPartnerBindings: MEMBER,
  mySessions: MEMBER,
  revokePartnerBinding: {
    access: "member",
    refs: [ref("id", "partnerBinding", "private", "PARTNER_BINDING_NOT_FOUND")],
  },
  staffPartners: STAFF,
  registerPartner: {
    access: "staff",
    refs: [ref("input.publisherId", "publisher", "public")],
    args: () => ({ input: PARTNER_INPUT }),
  },
  updatePartner: {
    access: "staff",
    refs: [partnerRef, ref("input.publisherId", "publisher", "public")],
    args: () => ({ version: 1, active: true, input: PARTNER_INPUT }),
  },
  rotatePartnerKey: { access: "staff", refs: [partnerRef], args: () => ({ version: 1, overlapSeconds: 0 }) },
  rotatePartnerWebhookSecret: { access: "staff", refs: [partnerRef], args: () => ({ version: 1 }) },
  partnerDeliveries: {
    access: "staff",
    refs: [ref("partnerId", "partner", "public", "PARTNER_NOT_FOUND")],
    args: () => ({ limit: 10 }),
  },
  redeliverPartnerEvent: {
    access: "staff",
    refs: [ref("id", "partnerEvent", "public", "PARTNER_EVENT_NOT_FOUND")],
  },
  // Operations dashboard (issue 18; docs/OPERATIONS.md): admin and finance staff read it.
  dashboard: { access: "staff", args: () => ({ from: "2025-03-01", to: "2025-03-07", granularity: "DAY" }) },
};
