import type { EntityManager } from "typeorm";

/*
 * staff_audit_log: insert only (triggers refuse UPDATE and DELETE). Staff read it newest first,
 * filtered by the WHERE clause the service builds over alias `a`.
 */

type Db = Pick<EntityManager, "query">;

export interface AuditLogRow {
  id: string;
  created_at: Date;
  actor_user_id: string | null;
  actor_roles: string;
  operation: string;
  kind: string;
  target_type: string | null;
  target_id: string | null;
  outcome: string;
  args_json: string | null;
  before_json: string | null;
  after_json: string | null;
  request_id: string | null;
  ip: string | null;
}

export interface AuditLogInsert {
  actorUserId: string | null;
  actorRoles: string;
  operation: string;
  kind: string;
  targetType: string | null;
  targetId: string | null;
  outcome: string;
  argsJson: string | null;
  beforeJson: string | null;
  afterJson: string | null;
  requestId: string | null;
  ip: string | null;
}

export async function insertAuditLog(db: Db, row: AuditLogInsert): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit_log (actor_user_id, actor_roles, operation, kind, target_type, target_id, outcome,
                                  args_json, before_json, after_json, request_id, ip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.actorUserId,
      row.actorRoles,
      row.operation,
      row.kind,
      row.targetType,
      row.targetId,
      row.outcome,
      row.argsJson,
      row.beforeJson,
      row.afterJson,
      row.requestId,
      row.ip,
    ],
  );
}

/** One page of entries matching `clause` (a `WHERE …` over alias `a`, or ""), newest first, and the total. */
export async function findAuditLogPage(
  db: Db,
  clause: string,
  params: unknown[],
  limit: number,
  offset: number,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const rows = (await db.query(
    `SELECT a.* FROM staff_audit_log a ${clause} ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  )) as AuditLogRow[];
  const [{ n }] = (await db.query(`SELECT COUNT(*) AS n FROM staff_audit_log a ${clause}`, params)) as [
    { n: string },
  ];
  return { rows, total: Number(n) };
}
