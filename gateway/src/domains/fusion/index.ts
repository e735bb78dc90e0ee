// The public surface of the fusion domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { fusionRecipeAuditState } from "./repo/audit-state.repo.js";
