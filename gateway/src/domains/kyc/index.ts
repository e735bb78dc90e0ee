// The public surface of the kyc domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { keepKycEncryptedAtRest } from "./services/kyc-at-rest.service.js";
export { purgeKycAfterRetention } from "./services/purge-kyc-after-retention.service.js";
export { assertKycApproved } from "./services/kyc-gate.js";
export { kycSubmissionAuditState } from "./repo/audit-state.repo.js";
export { kycApprovedCondition } from "./repo/kyc-approved-sql.repo.js";
export { kycFunnelByDay } from "./repo/daily-totals.repo.js";
export { myKycView } from "./services/kyc-views.js";
