import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { findCompleters, insertWinners } from "../repo/award.repo.js";
import { findUndrawnEnded, lockCampaign, markCampaignDrawn } from "../repo/campaign.repo.js";
import { drawCampaignWinners } from "./stamp-draw.js";

export type DrawOutcome = "drawn" | "already-drawn" | "not-ended" | "unknown";

/**
 * The stamps/drawWinners job: when the campaign has ended, draws min(winnersCount, completers) winners
 * (stamp-draw.ts), stores them and reveals the seed, in one transaction on the locked campaign row.
 * Delivered twice (or racing the sweep), the second run finds drawn_at set and draws nothing.
 */
export async function drawWinners(
  deps: Pick<AppDeps, "dataSource">,
  campaignId: string,
  now = new Date(),
): Promise<DrawOutcome> {
  return withTransaction(deps.dataSource, async (em) => {
    const c = await lockCampaign(em, campaignId);
    if (!c) return "unknown";
    if (c.drawn_at) return "already-drawn";
    if (now < new Date(c.ends_at)) return "not-ended";
    const completers = await findCompleters(em, campaignId);
    if (!(await markCampaignDrawn(em, campaignId, completers.length, now))) return "already-drawn";
    const winners = drawCampaignWinners({
      seed: c.seed,
      campaignId,
      completers,
      winnersCount: c.winners_count,
    });
    await insertWinners(em, campaignId, winners);
    return "drawn";
  });
}

/** Sweep backup: draws every campaign that ended and was not drawn (a lost job). */
export async function drawEndedCampaigns(
  deps: Pick<AppDeps, "dataSource">,
  now = new Date(),
): Promise<number> {
  let drawn = 0;
  for (const id of await findUndrawnEnded(deps.dataSource.manager, now)) {
    if ((await drawWinners(deps, id, now)) === "drawn") drawn++;
  }
  return drawn;
}
