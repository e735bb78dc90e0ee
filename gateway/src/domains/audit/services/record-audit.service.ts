import type { DataSource, EntityManager } from "typeorm";
import { insertAuditLog } from "../repo/audit-log.repo.js";
import { redactedJson } from "./redact.js";

/** One staff action as the audit log keeps it. */
export interface AuditEntry {
  actorUserId: string | null;
  actorRoles: readonly string[];
  /** The GraphQL field (e.g. "approveUsdtWithdrawal"). */
  operation: string;
  kind: "mutation" | "query";
  target?: { type: string; id: string } | null;
  /** "OK", or the error name the caller received (e.g. "FORBIDDEN", "SELF_REVIEW_FORBIDDEN"). */
  outcome: string;
  args?: unknown;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
  ip?: string | null;
}

/**
 * Appends one row to `staff_audit_log` (insert only: triggers refuse UPDATE and DELETE). Arguments,
 * before and after are stored as redacted JSON.
 */
export async function recordAudit(db: DataSource | EntityManager, entry: AuditEntry): Promise<void> {
  await insertAuditLog(db, {
    actorUserId: entry.actorUserId,
    actorRoles: entry.actorRoles.join(","),
    operation: entry.operation.slice(0, 64),
    kind: entry.kind,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id?.slice(0, 64) ?? null,
    outcome: entry.outcome.slice(0, 48),
    argsJson: redactedJson(entry.args),
    beforeJson: redactedJson(entry.before),
    afterJson: redactedJson(entry.after),
    requestId: entry.requestId?.slice(0, 64) ?? null,
    ip: entry.ip?.slice(0, 45) ?? null,
  });
}
