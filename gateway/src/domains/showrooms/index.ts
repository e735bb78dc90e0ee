// The public surface of the showrooms domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
// Primary: a paid Jallery order grants showroom access (services/fulfil-order.ts).
export { grantShowroomAccess, hasShowroomAccess } from "./services/access.js";
// Holdings: every change that lowers a member's unlisted units trims their slots in the same transaction.
export { fitShowroomSlotsToHolding } from "./services/units-left.js";
// The cover upload route (http/showroom-cover.routes.ts).
export { storeShowroomCover, coverDir, COVER_KEY } from "./services/cover.service.js";
// Demo seed (gateway/src/seed/seed-showrooms.ts).
export { findTemplateIdByName, insertTemplate } from "./repo/template.repo.js";
export { findShowroomIdByName } from "./repo/showroom.repo.js";
export { insertAccessRow } from "./repo/access.repo.js";
export { DEMO_COVER_KEY, demoCoverSvg, seedEstablishedShowroom } from "./services/demo-showroom.js";
