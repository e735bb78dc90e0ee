import { mayRunStaffOperation, type Locale, type StaffOperation } from "@vitrine/schema";
import {
  staffAuditUrl,
  staffChainUrl,
  staffCreditsUrl,
  staffEventsUrl,
  staffBroadcastUrl,
  staffKycUrl,
  staffApplicationsUrl,
  staffWithdrawalsUrl,
} from "../urls";
import { staffContentUrl, staffSiteUrl } from "../../content";
import { staffCelebritiesUrl } from "../../celebrities";
import { staffCampaignsUrl } from "../../stamps";
import { staffQuizzesUrl } from "../../quiz";
import { staffMissionsUrl } from "../../missions";
import { staffShowroomsUrl } from "../../showrooms";
import * as consoleUrls from "../urls";
import { staffStoreOrdersUrl, staffStoreUrl } from "../../jpower-store";
import { staffPartnersUrl } from "../../partners";
import { staffDashboardUrl, staffQueuesUrl } from "../../dashboards";

export type StaffSection =
  | "kyc"
  | "withdrawals"
  | "chain"
  | "credits"
  | "audit"
  | "events"
  | "broadcast"
  | "applications"
  | "content"
  | "site"
  | "store"
  | "storeOrders"
  | "celebrities"
  | "campaigns"
  | "quizzes"
  | "missions"
  | "partners"
  | "releases"
  | "fusion"
  | "jpointService"
  | "jpointRefunds"
  | "latePaid"
  | "restore"
  | "twoFactorReset"
  | "paymentRefunds"
  | "listings"
  | "member"
  | "dashboards"
  | "queues"
  | "showrooms";

/** Each staff page, its nav label and the operation (schema/src/roles.ts) that decides who sees it. */
export const STAFF_SECTIONS: Record<
  StaffSection,
  { title: string; label: string; url: (locale: Locale) => string; operation: StaffOperation }
> = {
  kyc: { title: "staff.kyc.title", label: "staff.nav.kyc", url: staffKycUrl, operation: "kycReview" },
  // Operations (issue 18; docs/OPERATIONS.md).
  dashboards: {
    title: "dashboards.title",
    label: "staff.nav.dashboards",
    url: staffDashboardUrl,
    operation: "dashboardsRead",
  },
  queues: {
    title: "dashboards.queues.title",
    label: "staff.nav.queues",
    url: staffQueuesUrl,
    operation: "queuesManage",
  },
  withdrawals: {
    title: "staff.withdrawals.title",
    label: "staff.nav.withdrawals",
    url: staffWithdrawalsUrl,
    operation: "withdrawalReview",
  },
  chain: {
    title: "staff.chain.title",
    label: "staff.nav.chain",
    url: staffChainUrl,
    operation: "chainStatus",
  },
  credits: {
    title: "staff.credits.title",
    label: "staff.nav.credits",
    url: staffCreditsUrl,
    operation: "ledgerCredit",
  },
  audit: { title: "staff.audit.title", label: "staff.nav.audit", url: staffAuditUrl, operation: "auditRead" },
  events: {
    title: "redeem.staff.title",
    label: "staff.nav.events",
    url: staffEventsUrl,
    operation: "redemptionManage",
  },
  broadcast: {
    title: "staff.broadcast.title",
    label: "staff.nav.broadcast",
    url: staffBroadcastUrl,
    operation: "noticeBroadcast",
  },
  applications: {
    title: "staff.applications.title",
    label: "staff.nav.applications",
    url: staffApplicationsUrl,
    operation: "issuerApplications",
  },
  content: {
    title: "staff.content.title",
    label: "staff.nav.content",
    url: staffContentUrl,
    operation: "contentManage",
  },
  site: { title: "staff.site.title", label: "staff.nav.site", url: staffSiteUrl, operation: "contentManage" },
  celebrities: {
    title: "staff.celebrities.title",
    label: "staff.nav.celebrities",
    url: staffCelebritiesUrl,
    operation: "celebrityManage",
  },
  campaigns: {
    title: "staff.stamps.title",
    label: "staff.nav.stamps",
    url: staffCampaignsUrl,
    operation: "campaignManage",
  },
  quizzes: {
    title: "staff.quiz.title",
    label: "staff.nav.quiz",
    url: staffQuizzesUrl,
    operation: "campaignManage",
  },
  missions: {
    title: "staff.missions.title",
    label: "staff.nav.missions",
    url: staffMissionsUrl,
    operation: "missionManage",
  },
  partners: {
    title: "staff.partners.title",
    label: "staff.nav.partners",
    url: staffPartnersUrl,
    operation: "partnerManage",
  },
  showrooms: {
    title: "staff.showrooms.title",
    label: "staff.nav.showrooms",
    url: staffShowroomsUrl,
    operation: "showroomModerate",
  },
  store: {
    title: "staff.store.title",
    label: "staff.nav.store",
    url: staffStoreUrl,
    operation: "storeManage",
  },
  storeOrders: {
    title: "staff.store.ordersTitle",
    label: "staff.nav.storeOrders",
    url: staffStoreOrdersUrl,
    operation: "storeFulfil",
  },
  // Staff console pages (issue 18; docs/STAFF-CONSOLE.md).
  releases: {
    title: "staff.releases.title",
    label: "staff.nav.releases",
    url: consoleUrls.staffReleasesUrl,
    operation: "catalogManage",
  },
  fusion: {
    title: "staff.fusion.title",
    label: "staff.nav.fusion",
    url: consoleUrls.staffFusionUrl,
    operation: "catalogManage",
  },
  jpointService: {
    title: "staff.jpointService.title",
    label: "staff.nav.jpointService",
    url: consoleUrls.staffJpointServiceUrl,
    operation: "jpointSettings",
  },
  jpointRefunds: {
    title: "staff.jpointRefunds.title",
    label: "staff.nav.jpointRefunds",
    url: consoleUrls.staffJpointRefundsUrl,
    operation: "jpointRefunds",
  },
  latePaid: {
    title: "staff.latePaid.title",
    label: "staff.nav.latePaid",
    url: consoleUrls.staffLatePaidUrl,
    operation: "latePaidOrders",
  },
  restore: {
    title: "staff.restore.title",
    label: "staff.nav.restore",
    url: consoleUrls.staffRestoreUrl,
    operation: "accountRestore",
  },
  twoFactorReset: {
    title: "staff.twoFactorReset.title",
    label: "staff.nav.twoFactorReset",
    url: consoleUrls.staffTwoFactorResetUrl,
    operation: "twoFactorReset",
  },
  paymentRefunds: {
    title: "staff.refunds.title",
    label: "staff.nav.refunds",
    url: consoleUrls.staffPaymentRefundsUrl,
    operation: "paymentRefunds",
  },
  listings: {
    title: "staff.listings.title",
    label: "staff.nav.listings",
    url: consoleUrls.staffListingsUrl,
    operation: "listingModerate",
  },
  member: {
    title: "staff.member.title",
    label: "staff.nav.member",
    url: consoleUrls.staffMemberUrl,
    operation: "memberLookup",
  },
};

/** The sections a staff member with `roles` may open, in nav order. */
export function sectionsFor(roles: readonly string[]): StaffSection[] {
  return (Object.keys(STAFF_SECTIONS) as StaffSection[]).filter((s) =>
    mayRunStaffOperation(roles, STAFF_SECTIONS[s].operation),
  );
}
