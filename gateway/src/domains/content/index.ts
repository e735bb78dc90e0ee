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
