/**
 * Staff roles and what each may do (separation of duties). This is the one table: the gateway's
 * auth checker allows a staff operation only to the roles listed for it, and the client hides the
 * staff pages a viewer cannot use. A staff member may hold several roles; `admin` is not a
 * superuser — it only runs what the table gives it.
 */

export const STAFF_ROLES = ["admin", "support", "finance", "compliance", "content"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each staff operation and the roles allowed to run it. */
export const STAFF_OPERATIONS = {
  /** KYC queue and approve/reject (personal data). */
  kycReview: ["compliance"],
  /** USDT and card withdrawal queues, approve, reject, settle. */
  withdrawalReview: ["finance"],
  /** Staff USDT credits; large ones wait for a second finance member (four eyes). */
  ledgerCredit: ["finance"],
  /** Jpoint refund queue and payouts. */
  jpointRefunds: ["finance"],
  /** Chain status (hot wallet balances, watcher lag). */
  chainStatus: ["finance"],
  /** Primary releases, packages, fusion recipes. */
  catalogManage: ["admin"],
  /** Jpoint service end and pause windows. */
  jpointSettings: ["admin"],
  /** Accounts waiting out their deletion period, and restoring them. */
  accountRestore: ["support"],
  /** Orders paid after their hold ended. */
  latePaidOrders: ["support"],
  /** The staff audit log. */
  auditRead: ["admin"],
  /** Editorial content (used by later issues). */
  contentManage: ["content"],
  /** Redemption events, their codes and administrators, issuers per publisher (issue 14). */
  redemptionManage: ["admin"],
  /** Notices sent by staff to every member or a segment (issue 15). */
  noticeBroadcast: ["content"],
  /** Issuer applications from the business page: approve (grants the issuer role) or reject (issue 15). */
  issuerApplications: ["admin"],
  /** Celebrities on the index board: create, edit texts, activate and deactivate (issue 17). */
  celebrityManage: ["content"],
  /** Stamp campaigns (stamps, venue QR codes, winners draw) and quizzes (issue 16). */
  campaignManage: ["content"],
  /** Missions (every kind; issuers define their own publisher's with the issuer operations) (issue 16). */
  missionManage: ["content"],
  /** Showroom templates (create, edit, retire) and taking a published room down with a reason (issue 17). */
  showroomModerate: ["content"],
  /** Refunds of orders paid through a provider with a refund API (LINE Pay; docs/PAYMENTS.md). */
  paymentRefunds: ["finance"],
  /** Member lookup in the staff console: profile, KYC state, balances, holdings, orders, trades, withdrawals, sessions (each view audited). */
  memberLookup: ["support", "compliance"],
  /** Taking an open marketplace listing down with a reason (units back to the seller, who is told). */
  listingModerate: ["support"],
  /** Turning a member's 2FA off after an identity check by support (the check's notes are required and audited). */
  twoFactorReset: ["support"],
  /** Jpower store items: create, edit, switch on and off (issue 16). */
  storeManage: ["content"],
  /** Jpower store orders: mark shipped (carrier, tracking), delivered, or cancel (issue 16). */
  storeFulfil: ["support"],
  /** Partner platforms: register, scopes, rotate keys, webhook delivery log and redelivery (issue 18). */
  partnerManage: ["admin"],
  /** Operations dashboards: sales, volume, wallet flows, members and KYC per GMT+8 day or week (issue 18). */
  dashboardsRead: ["admin", "finance"],
  /** The queue board at /admin/queues: job states, retry of failed jobs (issue 18). */
  queuesManage: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffOperation = keyof typeof STAFF_OPERATIONS;

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when any of `roles` may run `operation`. */
export function mayRunStaffOperation(roles: readonly string[], operation: StaffOperation): boolean {
  const allowed: readonly string[] = STAFF_OPERATIONS[operation];
  return roles.some((r) => allowed.includes(r));
}

/**
 * Four eyes: a staff USDT credit of this amount or more is not posted by the requester; it waits for
 * a second finance staff member (gateway config ADMIN_CREDIT_FOUR_EYES_USDT overrides it).
 */
export const ADMIN_CREDIT_FOUR_EYES_USDT_DEFAULT = "1000";
