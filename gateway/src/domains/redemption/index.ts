// The public surface of the redemption domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { requireEventAdministrator, type Caller } from "./services/access.js";
export { importRedeemCodes, IMPORT_MAX_BYTES, type ImportResult } from "./services/codes.service.js";
export { resolveRedemptionFilter, type PanelRedemptionFilter } from "./services/lists.service.js";
export { writeRedemptionExport } from "./services/export.service.js";
export { claimPayload, claimSecret } from "./services/claim.service.js";
export { normaliseCode, printedCode, isValidGeneratedCode } from "./services/code-format.js";
// Demo seed (gateway/src/seed/seed-redemption.ts).
export { findEventIdByName, insertEvent, type NewEvent } from "./repo/event.repo.js";
// Stamp campaigns (gateway/src/domains/stamps): a REDEEM stamp names a redemption event.
export { redeemEventExists } from "./repo/event.repo.js";
export { replaceEventAdmins } from "./repo/admin.repo.js";
// Issuer applications (gateway/src/domains/business): approving one grants the issuer role.
export { grantIssuerRole } from "./repo/admin.repo.js";
// Issuer missions (gateway/src/domains/missions): the publishers an account issues for.
export { findAdminScope } from "./repo/admin.repo.js";
export { insertCodesIgnoringDuplicates } from "./repo/code.repo.js";
export { checkCharacter, CROCKFORD } from "./services/code-format.js";
