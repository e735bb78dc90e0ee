import { JPOINT_PAUSE_SCOPES, MAX_LENGTH, type JpointPauseScope } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import type { JpointPauseView } from "./jpoint-service-status.service.js";
import { deletePause, insertPause, upsertServiceEnd } from "../repo/jpoint-service.repo.js";

/** Staff: sets (or with null clears) the date the Jpoint sale and use service ends. */
export async function setJpointServiceEnd(
  deps: Pick<AppDeps, "dataSource">,
  staffUserId: string,
  endsAt: Date | null,
): Promise<void> {
  if (endsAt !== null && Number.isNaN(endsAt.getTime()))
    throw new DomainError("DATA_ERROR", { field: "endsAt" });
  await upsertServiceEnd(deps.dataSource, endsAt, staffUserId);
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
  const id = await insertPause(deps.dataSource, {
    from,
    to,
    scope: input.scope,
    note,
    createdBy: staffUserId,
  });
  return { id, from, to, scope: input.scope, note };
}

/** Staff: removes a pause window; 404 when unknown, 400 for a malformed id. */
export async function removeJpointPause(deps: Pick<AppDeps, "dataSource">, pauseId: string): Promise<void> {
  if ((await deletePause(deps.dataSource, assertRowId("id", pauseId))) !== 1)
    throw new DomainError("NOT_FOUND");
}
