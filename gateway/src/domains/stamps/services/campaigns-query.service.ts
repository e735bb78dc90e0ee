import type { Locale } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findCampaign, listCampaigns } from "../repo/campaign.repo.js";
import { toCampaignViews, type CampaignView } from "./campaign-view.js";

type Deps = Pick<AppDeps, "dataSource">;

/** Campaigns that have started (open, ended or drawn), newest end first, with the viewer's stamp counts. */
export async function campaigns(
  deps: Deps,
  language: Locale,
  viewerId: string | null,
): Promise<CampaignView[]> {
  const em = deps.dataSource.manager;
  return toCampaignViews(em, await listCampaigns(em, new Date(), 50), language, viewerId, { winners: false });
}

/** One campaign: the viewer's stamp card, the seed's hash, and after the draw the winners and the seed. */
export async function campaign(
  deps: Deps,
  rawId: string,
  language: Locale,
  viewerId: string | null,
): Promise<CampaignView> {
  const id = assertRowId("id", rawId);
  const em = deps.dataSource.manager;
  const row = await findCampaign(em, id);
  if (!row) throw new DomainError("CAMPAIGN_NOT_FOUND");
  return (await toCampaignViews(em, [row], language, viewerId, { winners: true }))[0]!;
}
