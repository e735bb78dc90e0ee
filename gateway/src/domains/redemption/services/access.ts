import type { EntityManager } from "typeorm";
import { mayUseStaffOperation, type StaffFacts } from "../../audit/index.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findAdminScope } from "../repo/admin.repo.js";
import { findEvent, findEventIdsInScope, findEventIdsPage, type EventRow } from "../repo/event.repo.js";

/** Who is asking: the account id and what decides its staff rights. */
export type Caller = StaffFacts & { id: string };

/**
 * An event's administrators (spec §6): staff with redemptionManage; the accounts staff named for the
 * event; the issuers of the event's publisher. Anyone else is 2014 NOT_EVENT_ADMINISTRATOR; an unknown
 * event answers the same, so the refusal tells nothing about which events exist.
 */
export async function requireEventAdministrator(
  em: EntityManager,
  caller: Caller,
  eventId: string,
): Promise<EventRow> {
  assertRowId("eventId", eventId);
  const event = await findEvent(em, eventId);
  if (event && mayUseStaffOperation(caller, "redemptionManage")) return event;
  if (event) {
    const scope = await findAdminScope(em, caller.id);
    if (
      scope.eventIds.includes(String(event.id)) ||
      (event.publisher_id !== null && scope.publisherIds.includes(String(event.publisher_id)))
    )
      return event;
  }
  throw new DomainError("NOT_EVENT_ADMINISTRATOR");
}

/** Ids of the events the caller administers, newest first (staff with redemptionManage: the latest 500). */
export async function administeredEventIds(em: EntityManager, caller: Caller): Promise<string[]> {
  if (mayUseStaffOperation(caller, "redemptionManage")) return (await findEventIdsPage(em, 0, 500)).ids;
  const scope = await findAdminScope(em, caller.id);
  return findEventIdsInScope(em, scope.publisherIds, scope.eventIds);
}
