import type { AppDeps } from "../../../app-deps.js";
import { guardedPost, PrivateAddressRefused } from "../../../shared/net/guarded-post.js";
import { eventBindingActive } from "../repo/binding.repo.js";
import { findPartner } from "../repo/partner.repo.js";
import { findEvent, recordAttempt } from "../repo/event.repo.js";
import { WEBHOOK_SCOPE } from "./events.service.js";
import { parseScopes } from "./partner-view.js";
import { webhookSignature } from "./signing.js";
import { openWebhookSecret } from "./webhook-secret-box.js";

/** A receiver has this long to answer an attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type DeliveryResult = "delivered" | "already-delivered" | "retry" | "refused" | "gone";

/**
 * One delivery attempt of a partner webhook (the partners queue's job). POSTs the stored body to the
 * partner's callback URL with
 *   X-Vitrine-Event-Id: the event id (receivers dedupe on it),
 *   X-Vitrine-Timestamp: unix seconds,
 *   X-Vitrine-Signature: v1= HMAC-SHA256(secret, `${timestamp}.${body}`) in hex,
 * and logs the attempt. A 2xx delivers; anything else answers "retry" and the job throws, so BullMQ
 * tries again with exponential backoff; `final` marks the last attempt (the event becomes FAILED).
 * Nothing is sent ("gone") when the partner is switched off, lost the activity scope, or the member
 * revoked the binding since the event was recorded (also for a retry or a staff redelivery).
 * Unless PARTNER_CALLBACK_ALLOW_INTERNAL (outside production), the connection goes to public addresses
 * only, judged on what the host resolves to at this moment (shared/net/guarded-post.ts): a refusal is
 * logged as a failed attempt with its reason and ends the event at once as FAILED ("refused", no
 * retries) — the partner's URL or DNS needs fixing first; staff redeliver it afterwards.
 */
export async function deliverPartnerEvent(
  deps: Pick<AppDeps, "dataSource" | "config">,
  eventRowId: string,
  final: boolean,
): Promise<DeliveryResult> {
  const db = deps.dataSource.manager;
  const event = await findEvent(db, eventRowId);
  if (!event) return "gone";
  if (event.state === "DELIVERED") return "already-delivered";
  const partner = await findPartner(db, String(event.partner_id));
  // A partner switched off since the event was recorded gets nothing more (staff can redeliver later).
  if (!partner || !Number(partner.active)) return "gone";
  // Staff took the activity scope away since: the partner reads no more of the member's activity.
  if (!parseScopes(partner.scopes).includes(WEBHOOK_SCOPE)) return "gone";
  // A binding the member revoked stops its webhooks at once, also those already queued or retrying.
  if (!(await eventBindingActive(db, eventRowId))) return "gone";
  const secret = openWebhookSecret(deps.config, partner.webhook_secret);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const res = await guardedPost(partner.callback_url, {
      headers: {
        "content-type": "application/json",
        "user-agent": "Vitrine-Webhooks/1",
        "x-vitrine-event-id": event.event_id,
        "x-vitrine-event-type": event.type,
        "x-vitrine-timestamp": String(timestamp),
        "x-vitrine-signature": webhookSignature(secret, timestamp, event.body),
      },
      body: event.body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      allowPrivate: deps.config.PARTNER_CALLBACK_ALLOW_INTERNAL,
    });
    statusCode = res.status;
  } catch (e) {
    refused = e instanceof PrivateAddressRefused;
    error = (e instanceof Error ? e.message : String(e)).slice(0, 255);
  }
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  await recordAttempt(db, eventRowId, {
    statusCode,
    ok,
    error,
    durationMs: Date.now() - started,
    final: !ok && (final || refused),
  });
  if (refused) return "refused";
  return ok ? "delivered" : "retry";
}
