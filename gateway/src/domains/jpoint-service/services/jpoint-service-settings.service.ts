import { JPOINT_PAUSE_SCOPES, MAX_LENGTH, type JpointPauseScope } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import type { JpointPauseView } from "./jpoint-service-status.service.js";

/** Staff: sets (or with null clears) the date the Jpoint sale and use service ends. */
export async function setJpointServiceEnd(
  deps: Pick<AppDeps, "dataSource">,
  staffUserId: string,
  endsAt: Date | null,
): Promise<void> {
  if (endsAt !== null && Number.isNaN(endsAt.getTime()))
    throw new DomainError("DATA_ERROR", { field: "endsAt" });
  await deps.dataSource.query(
    `INSERT INTO jpoint_service_setting (id, ends_at, updated_by) VALUES (1, ?, ?)
     ON DUPLICATE KEY UPDATE ends_at = VALUES(ends_at), updated_by = VALUES(updated_by)`,
    [endsAt, staffUserId],
  );
}

export interface JpointPauseInputData {
  from: Date;
  to: Date;
  scope: JpointPauseScope;
  note?: string | null;
}

/** Staff: adds a window [from, to) in which Jpoint top-up, use or both are refused (2027). */
export async function addJpointPause(
  deps: Pick<AppDeps, "dataSource">,
  staffUserId: string,
  input: JpointPauseInputData,
): Promise<JpointPauseView> {
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (Number.isNaN(from.getTime())) throw new DomainError("DATA_ERROR", { field: "from" });
  if (Number.isNaN(to.getTime()) || to.getTime() <= from.getTime()) {
    throw new DomainError("DATA_ERROR", { field: "to" });
  }
  if (!JPOINT_PAUSE_SCOPES.includes(input.scope)) throw new DomainError("DATA_ERROR", { field: "scope" });
  const note = input.note?.trim() || null;
  if (note && note.length > MAX_LENGTH.reason) throw new DomainError("DATA_ERROR", { field: "note" });
  const inserted = (await deps.dataSource.query(
    `INSERT INTO jpoint_service_pause (starts_at, ends_at, scope, note, created_by) VALUES (?, ?, ?, ?, ?)`,
    [from, to, input.scope, note, staffUserId],
  )) as { insertId: number | string };
  return { id: String(inserted.insertId), from, to, scope: input.scope, note };
}

/** Staff: removes a pause window; 404 when unknown. */
export async function removeJpointPause(deps: Pick<AppDeps, "dataSource">, pauseId: string): Promise<void> {
  if (!/^\d{1,20}$/.test(pauseId)) throw new DomainError("NOT_FOUND");
  const result = (await deps.dataSource.query(`DELETE FROM jpoint_service_pause WHERE id = ?`, [
    pauseId,
  ])) as {
    affectedRows: number;
  };
  if (result.affectedRows !== 1) throw new DomainError("NOT_FOUND");
}
