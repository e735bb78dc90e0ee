import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { enqueueAfterCommit } from "../../outbox/index.js";
import { findPartner } from "../repo/partner.repo.js";
import { findEvent, listDeliveries, listEvents, reopenEvent, type EventRow } from "../repo/event.repo.js";

export interface DeliveryAttemptView {
  attempt: number;
  statusCode: number | null;
  ok: boolean;
  error: string | null;
  durationMs: number;
  at: Date;
}

/** A webhook event in the delivery log, with every attempt. */
export interface PartnerEventView {
  id: string;
  eventId: string;
  type: string;
  state: "PENDING" | "DELIVERED" | "FAILED";
  attempts: number;
  lastStatus: number | null;
  createdAt: Date;
  deliveredAt: Date | null;
  deliveries: DeliveryAttemptView[];
}

type Deps = Pick<AppDeps, "dataSource">;

async function views(deps: Deps, rows: EventRow[]): Promise<PartnerEventView[]> {
  const attempts = await listDeliveries(
    deps.dataSource.manager,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => ({
    id: String(r.id),
    eventId: r.event_id,
    type: r.type,
    state: r.state,
    attempts: Number(r.attempts),
    lastStatus: r.last_status,
    createdAt: r.created_at,
    deliveredAt: r.delivered_at,
    deliveries: attempts
      .filter((d) => String(d.event_row_id) === String(r.id))
      .map((d) => ({
        attempt: Number(d.attempt),
        statusCode: d.status_code,
        ok: Boolean(Number(d.ok)),
        error: d.error,
        durationMs: Number(d.duration_ms),
        at: d.created_at,
      })),
  }));
}

/** Staff: a partner's latest webhook events and their attempts (2182 unknown partner). */
export async function partnerDeliveryLog(
  deps: Deps,
  rawPartnerId: string,
  limit: number,
): Promise<PartnerEventView[]> {
  const id = assertRowId("partnerId", rawPartnerId);
  if (!(await findPartner(deps.dataSource.manager, id))) throw new DomainError("PARTNER_NOT_FOUND");
  const rows = await listEvents(deps.dataSource.manager, id, Math.min(Math.max(limit, 1), 100));
  return views(deps, rows);
}

/**
 * Staff: sends an event again (delivered, failed or still retrying), with the same event id and body,
 * so a receiver that already has it drops it. 2189 for an unknown event.
 */
export async function redeliverPartnerEvent(deps: Deps, rawId: string): Promise<PartnerEventView> {
  const id = assertRowId("id", rawId);
  await withTransaction(deps.dataSource, async (em) => {
    const event = await findEvent(em, id);
    if (!event) throw new DomainError("PARTNER_EVENT_NOT_FOUND");
    await reopenEvent(em, id);
    await enqueueAfterCommit(
      em,
      "partners",
      "deliverWebhook",
      { eventId: id },
      { jobId: `partner-event-${id}-r${Date.now()}` },
    );
  });
  const row = await findEvent(deps.dataSource.manager, id);
  const [view] = await views(deps, row ? [row] : []);
  if (!view) throw new DomainError("PARTNER_EVENT_NOT_FOUND");
  return view;
}
