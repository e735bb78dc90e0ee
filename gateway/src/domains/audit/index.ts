// The public surface of the audit domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { mayUseStaffOperation } from "./services/staff-access.js";
export { staffRefusal } from "./services/staff-access.js";
export type { StaffFacts } from "./services/staff-access.js";
export { auditTargetOf, snapshotOf, type AuditTarget } from "./services/audit-targets.js";
export { recordAudit, type AuditEntry } from "./services/record-audit.service.js";
export { listAuditLog, type AuditLogFilter } from "./services/list-audit-log.service.js";
