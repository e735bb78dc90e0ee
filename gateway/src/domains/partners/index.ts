// The public surface of the partners domain (partner platforms: keys, bindings, webhooks): other
// domains, workers, seeds and tests import from here, never from its services/ or repo/ folders
// (lint: vitrine/domain-boundaries).
export {};
// The one-line hook the market, wallet and holdings services call for a member's event.
export { recordPartnerEvent, recordPartnerTrade, type PartnerEventData } from "./services/events.service.js";
// The webhook delivery job (workers/src/processors/partners).
export { deliverPartnerEvent, type DeliveryResult } from "./services/deliver.service.js";
export { registerPartner, staffPartners, rotatePartnerKey } from "./services/manage.service.js";
// Sweep task: webhook secrets sealed at rest under the current key (sweeper/sweep-tasks.ts).
export { sealPartnerSecrets } from "./services/secrets-at-rest.service.js";
export { authenticatePartner, type PartnerCaller } from "./services/partner-auth.service.js";
export { startCodeBinding, confirmCodeBinding } from "./services/bind-code.service.js";
export { approvePartnerConsent, partnerConsent } from "./services/bind-fast.service.js";
export {
  consentRequestMessage,
  consentResultMessage,
  hmacHex,
  webhookSignature,
} from "./services/signing.js";
// Demo seed (gateway/src/seed/seed-partners.ts).
export { seedDemoPartner, DEMO_PARTNER_NAME } from "./services/demo-partner.service.js";
// The staff audit log's before/after of a partner (audit/services/audit-targets.ts).
export { partnerAuditState } from "./repo/partner.repo.js";
