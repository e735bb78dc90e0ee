// The public surface of the business domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {
  storeAttachment,
  attachmentForViewer,
  readAttachment,
  sniffAttachment,
} from "./services/attachments.service.js";
export { issuerApplicationAuditState } from "./repo/application.repo.js";
