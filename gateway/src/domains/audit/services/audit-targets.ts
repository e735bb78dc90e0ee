import type { EntityManager } from "typeorm";
import { userAccountAuditState } from "../../accounts/index.js";
import { issuerApplicationAuditState } from "../../business/index.js";
import { contentItemAuditState } from "../../content/index.js";
import { fusionRecipeAuditState } from "../../fusion/index.js";
import { jpointServicePauseAuditState } from "../../jpoint-service/index.js";
import { storeItemAuditState, storeOrderAuditState } from "../../jpower-store/index.js";
import { kycSubmissionAuditState } from "../../kyc/index.js";
import { partnerAuditState } from "../../partners/index.js";
import { missionAuditState } from "../../missions/index.js";
import { adminCreditRequestAuditState } from "../../ledger/index.js";
import { cardWithdrawalAuditState, usdtWithdrawalAuditState } from "../../wallet/index.js";

/** What a staff operation acts on. */
export interface AuditTarget {
  type: string;
  id: string;
}

type Args = Record<string, unknown>;

const str = (v: unknown): string | null =>
  typeof v === "string" || typeof v === "number" ? String(v) : null;
const inputField = (args: Args, key: string): unknown =>
  args.input && typeof args.input === "object" ? (args.input as Args)[key] : undefined;

/** Per operation: the target type and where its id is in the arguments. */
const TARGETS: Record<string, { type: string; id: (args: Args) => unknown }> = {
  approveUsdtWithdrawal: { type: "usdt_withdrawal", id: (a) => a.id },
  rejectUsdtWithdrawal: { type: "usdt_withdrawal", id: (a) => a.id },
  settleUsdtWithdrawal: { type: "usdt_withdrawal", id: (a) => a.id },
  approveCardWithdrawal: { type: "card_withdrawal", id: (a) => a.id },
  rejectCardWithdrawal: { type: "card_withdrawal", id: (a) => a.id },
  settleCardWithdrawal: { type: "card_withdrawal", id: (a) => a.id },
  reviewKyc: { type: "kyc_submission", id: (a) => a.id },
  restoreAccount: { type: "user_account", id: (a) => a.userId },
  takeDownListing: { type: "market_listing", id: (a) => a.listingId },
  resetMemberTwoFactor: { type: "user_account", id: (a) => a.userId },
  adminCreditUsdt: { type: "user", id: (a) => inputField(a, "userId") },
  approveAdminCredit: { type: "admin_credit_request", id: (a) => a.id },
  rejectAdminCredit: { type: "admin_credit_request", id: (a) => a.id },
  setFusionRecipeActive: { type: "fusion_recipe", id: (a) => a.recipeId },
  revealPackageSeed: { type: "primary_product", id: (a) => a.productId },
  updateReleaseProduct: { type: "primary_product", id: (a) => inputField(a, "id") },
  updatePackageProduct: { type: "primary_product", id: (a) => inputField(a, "id") },
  removeJpointPause: { type: "jpoint_service_pause", id: (a) => a.id },
  setRedeemEventAdministrators: { type: "redeem_event", id: (a) => a.eventId },
  generateRedeemCodes: { type: "redeem_event", id: (a) => a.eventId },
  grantIssuer: { type: "publisher", id: (a) => a.publisherId },
  approveBusinessApplication: { type: "issuer_application", id: (a) => a.id },
  rejectBusinessApplication: { type: "issuer_application", id: (a) => a.id },
  saveContentItem: { type: "content_item", id: (a) => inputField(a, "id") },
  scheduleContentItem: { type: "content_item", id: (a) => a.id },
  publishContentItem: { type: "content_item", id: (a) => a.id },
  unscheduleContentItem: { type: "content_item", id: (a) => a.id },
  archiveContentItem: { type: "content_item", id: (a) => a.id },
  restoreContentItem: { type: "content_item", id: (a) => a.id },
  saveMarketplaceBanner: { type: "marketplace_banner", id: (a) => inputField(a, "id") },
  deleteMarketplaceBanner: { type: "marketplace_banner", id: (a) => a.id },
  updateCampaign: { type: "stamp_campaign", id: (a) => a.id },
  updateQuiz: { type: "quiz", id: (a) => a.id },
  saveMission: { type: "mission", id: (a) => a.id },
  setMissionActive: { type: "mission", id: (a) => a.id },
  updateStoreItem: { type: "jpower_store_item", id: (a) => a.id },
  shipStoreOrder: { type: "jpower_store_order", id: (a) => a.id },
  deliverStoreOrder: { type: "jpower_store_order", id: (a) => a.id },
  cancelStoreOrder: { type: "jpower_store_order", id: (a) => a.id },
  updatePartner: { type: "partner", id: (a) => a.id },
  rotatePartnerKey: { type: "partner", id: (a) => a.id },
  rotatePartnerWebhookSecret: { type: "partner", id: (a) => a.id },
  redeliverPartnerEvent: { type: "partner_event", id: (a) => a.id },
};

export function auditTargetOf(operation: string, args: Args): AuditTarget | null {
  const spec = TARGETS[operation];
  const id = spec ? str(spec.id(args)) : null;
  return spec && id ? { type: spec.type, id } : null;
}

type Db = Pick<EntityManager, "query">;

/**
 * The state columns of a target, read before and after the change, each from the domain that owns
 * it. Only columns that say what changed — never personal data (a KYC submission's names or ID
 * number stay out of the log).
 */
const SNAPSHOTS: Record<string, (db: Db, id: string) => Promise<unknown>> = {
  usdt_withdrawal: (db, id) => usdtWithdrawalAuditState(db, id),
  card_withdrawal: (db, id) => cardWithdrawalAuditState(db, id),
  kyc_submission: (db, id) => kycSubmissionAuditState(db, id),
  user_account: (db, id) => userAccountAuditState(db, id),
  admin_credit_request: (db, id) => adminCreditRequestAuditState(db, id),
  fusion_recipe: (db, id) => fusionRecipeAuditState(db, id),
  jpoint_service_pause: (db, id) => jpointServicePauseAuditState(db, id),
  issuer_application: (db, id) => issuerApplicationAuditState(db, id),
  content_item: (db, id) => contentItemAuditState(db, id),
  partner: (db, id) => partnerAuditState(db, id),
  mission: (db, id) => missionAuditState(db, id),
  jpower_store_item: (db, id) => storeItemAuditState(db, id),
  jpower_store_order: (db, id) => storeOrderAuditState(db, id),
};

/** The target's state row, or null (unknown type, no such row, or an id that is not a number). */
export async function snapshotOf(db: Db, target: AuditTarget | null): Promise<unknown> {
  const read = target ? SNAPSHOTS[target.type] : undefined;
  if (!target || !read || !/^\d{1,20}$/.test(target.id)) return null;
  return read(db, target.id);
}
