// The public surface of the stamps domain (stamp-collection campaigns and their winners draw): other
// domains, workers, seeds and tests import from here (lint: vitrine/domain-boundaries).
export {};
export { noteStampAction, recordStampAction, type StampActionKind } from "./services/collect.service.js";
export { drawWinners, drawEndedCampaigns, type DrawOutcome } from "./services/draw.service.js";
export { drawCampaignWinners, campaignSeedHash, STAMP_DRAW_ALGORITHM } from "./services/stamp-draw.js";
export { createCampaign, editCampaign, staffCampaigns } from "./services/manage.service.js";
export { campaign, campaigns } from "./services/campaigns-query.service.js";
export { collectVenueStamp } from "./services/collect.service.js";
export { stampToken, type CampaignView, type StaffCampaignView } from "./services/campaign-view.js";
// Demo seed (gateway/src/seed/seed-stamps.ts).
export { findCampaignIdByTitle } from "./repo/campaign.repo.js";
export { insertAward as insertSeedStampAward } from "./repo/award.repo.js";
