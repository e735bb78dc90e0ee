import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { pageNumber } from "../../../shared/paging.js";
import { findUserBriefsByIds, findUserIdsByEmailOrNickname } from "../../accounts/index.js";
import { findAuditLogPage } from "../repo/audit-log.repo.js";

export const AUDIT_PAGE_SIZE = 20;

export interface AuditLogFilter {
  /** Actor user id, or an exact e-mail or nickname. */
  actor?: string | null;
  operation?: string | null;
  /** Inclusive day range, YYYY-MM-DD (UTC). */
  from?: string | null;
  to?: string | null;
  page?: number | null;
}

export interface AuditLogEntryView {
  id: string;
  createdAt: Date;
  actor: { id: string; nickname: string; email: string } | null;
  actorRoles: string[];
  operation: string;
  kind: string;
  targetType: string | null;
  targetId: string | null;
  outcome: string;
  args: string | null;
  before: string | null;
  after: string | null;
  requestId: string | null;
  ip: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The audit log, newest first, 20 a page, filtered by actor, operation and day range. */
export async function listAuditLog(
  dataSource: DataSource,
  filter: AuditLogFilter,
): Promise<{ items: AuditLogEntryView[]; total: number; page: number; pageSize: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const actor = filter.actor?.trim();
  if (actor) {
    if (/^\d{1,20}$/.test(actor)) {
      where.push("a.actor_user_id = ?");
      params.push(actor);
    } else {
      const ids = await findUserIdsByEmailOrNickname(dataSource, actor);
      if (ids.length === 0) {
        where.push("1 = 0");
      } else {
        where.push("a.actor_user_id IN (?)");
        params.push(ids);
      }
    }
  }
  const operation = filter.operation?.trim();
  if (operation) {
    where.push("a.operation = ?");
    params.push(operation);
  }
  for (const [key, op, shift] of [
    ["from", ">=", 0],
    ["to", "<", 1],
  ] as const) {
    const day = filter[key]?.trim();
    if (!day) continue;
    if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      throw new DomainError("DATA_ERROR", { field: key });
    }
    where.push(`a.created_at ${op} DATE_ADD(?, INTERVAL ${shift} DAY)`);
    params.push(day);
  }
  const page = pageNumber(filter.page);
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const { rows, total } = await findAuditLogPage(
    dataSource,
    clause,
    params,
    AUDIT_PAGE_SIZE,
    (page - 1) * AUDIT_PAGE_SIZE,
  );
  const actors = await findUserBriefsByIds(
    dataSource,
    rows.flatMap((r) => (r.actor_user_id ? [String(r.actor_user_id)] : [])),
  );
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      createdAt: r.created_at,
      actor: r.actor_user_id
        ? {
            id: String(r.actor_user_id),
            nickname: actors.get(String(r.actor_user_id))?.nickname ?? "",
            email: actors.get(String(r.actor_user_id))?.email ?? "",
          }
        : null,
      actorRoles: r.actor_roles ? r.actor_roles.split(",") : [],
      operation: r.operation,
      kind: r.kind,
      targetType: r.target_type,
      targetId: r.target_id,
      outcome: r.outcome,
      args: r.args_json,
      before: r.before_json,
      after: r.after_json,
      requestId: r.request_id,
      ip: r.ip,
    })),
    total,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
