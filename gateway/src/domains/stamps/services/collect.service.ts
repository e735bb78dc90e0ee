import type { Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { enqueueAfterCommit } from "../../outbox/index.js";
import { insertAward } from "../repo/award.repo.js";
import { findCampaign, findStamp, findStampsForAction } from "../repo/campaign.repo.js";
import { tokenMatches } from "./campaign-view.js";
import { campaign } from "./campaigns-query.service.js";
import type { CampaignView } from "./campaign-view.js";

type Deps = Pick<AppDeps, "dataSource">;

/**
 * A signed-in member opened a venue QR: checks the token's MAC against the stamp's key (2153 when it
 * does not match, names no VENUE_QR stamp or a retired one), the campaign's window (2152), and awards the
 * stamp once (opening it again changes nothing). Answers the campaign with the member's card.
 */
export async function collectVenueStamp(
  deps: Deps,
  userId: string,
  token: string,
  language: Locale,
): Promise<CampaignView> {
  const match = /^([1-9]\d{0,9})\.[0-9a-f]{32}$/.exec(token);
  const stamp = match ? await findStamp(deps.dataSource.manager, match[1]!) : undefined;
  if (!stamp || stamp.action !== "VENUE_QR" || stamp.retired || !tokenMatches(stamp, token)) {
    throw new DomainError("STAMP_QR_INVALID");
  }
  const campaignId = String(stamp.campaign_id);
  await withTransaction(deps.dataSource, async (em) => {
    const c = await findCampaign(em, campaignId);
    const now = new Date();
    if (!c || now < new Date(c.starts_at) || now >= new Date(c.ends_at))
      throw new DomainError("CAMPAIGN_NOT_OPEN");
    await insertAward(em, { stampId: String(stamp.id), campaignId, userId, at: now });
  });
  return campaign(deps, campaignId, language, userId);
}

export type StampActionKind = "PURCHASE" | "QUIZ" | "REDEEM";

/**
 * For other domains, inside their transaction: a member did something a stamp may count (a purchase
 * of release product `refId`, quiz `refId` passed, a code of redemption event `refId` redeemed). Goes
 * through the outbox: the stamp is awarded after commit by the stamps worker, once.
 */
export async function noteStampAction(
  em: EntityManager,
  input: { userId: string; action: StampActionKind; refId: string; at?: Date },
): Promise<void> {
  await enqueueAfterCommit(em, "stamps", "recordAction", {
    userId: input.userId,
    action: input.action,
    refId: input.refId,
    at: (input.at ?? new Date()).toISOString(),
  });
}

/** The worker's side: awards every stamp of a campaign open at `at` that this action earns (INSERT IGNORE). */
export async function recordStampAction(
  deps: Deps,
  input: { userId: string; action: StampActionKind; refId: string; at: string },
): Promise<number> {
  const at = new Date(input.at);
  return withTransaction(deps.dataSource, async (em) => {
    let awarded = 0;
    for (const s of await findStampsForAction(em, input.action, input.refId, at)) {
      const campaignId = String(s.campaign_id);
      if (await insertAward(em, { stampId: String(s.id), campaignId, userId: input.userId, at })) awarded++;
    }
    return awarded;
  });
}
