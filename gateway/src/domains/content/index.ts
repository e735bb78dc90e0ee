// The public surface of the content domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
// Workers (content/publishScheduled) and the sweeper's catch-up.
export { publishScheduledContent, publishOverdueContent } from "./services/publish-scheduled.service.js";
// The audit log's before/after of a staff change.
export { contentItemAuditState } from "./repo/content-item.repo.js";
// HTTP routes: the staff image upload and its files, the sitemap, shared-link previews.
export { contentImageFile, storeContentImage } from "./services/content-image.service.js";
export { buildSitemap } from "./services/sitemap.service.js";
export { isSharePath, sharePreview, type SharePreview } from "./services/share-preview.service.js";
// Demo seed (gateway/src/seed/seed-content.ts) writes through the same services as staff.
export { saveContentItem } from "./services/save-content.service.js";
export { changeContentItemState } from "./services/content-transitions.service.js";
export { setLaunchNotice, saveMarketplaceBanner, staffLaunchNotice } from "./services/site-notice.service.js";
export { backdatePublishedAt } from "./repo/content-item.repo.js";
export { findSlugOwner } from "./repo/translation.repo.js";
export { countBanners } from "./repo/site-notice.repo.js";
