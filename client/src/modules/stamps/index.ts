/**
 * What other modules use from the stamps module (stamp-collection campaigns). The eagerly loaded app
 * shell imports urls.ts directly, not this file.
 */
export { campaignsUrl, campaignUrl, staffCampaignsUrl } from "./urls";
export { CampaignsQuery } from "./graphql/stamps";
export { CampaignCard } from "./components/CampaignCard";
