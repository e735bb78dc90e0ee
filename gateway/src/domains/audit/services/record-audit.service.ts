import type { DataSource, EntityManager } from "typeorm";
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
  await db.query(
    `INSERT INTO staff_audit_log (actor_user_id, actor_roles, operation, kind, target_type, target_id, outcome,
                                  args_json, before_json, after_json, request_id, ip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      entry.actorUserId,
      entry.actorRoles.join(","),
      entry.operation.slice(0, 64),
      entry.kind,
      entry.target?.type ?? null,
      entry.target?.id?.slice(0, 64) ?? null,
      entry.outcome.slice(0, 48),
      redactedJson(entry.args),
      redactedJson(entry.before),
      redactedJson(entry.after),
      entry.requestId?.slice(0, 64) ?? null,
      entry.ip?.slice(0, 45) ?? null,
    ],
  );
}
