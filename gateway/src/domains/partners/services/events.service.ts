import { randomUUID } from "node:crypto";
import type { PartnerEventType, PartnerScope } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { enqueueAfterCommit } from "../../outbox/index.js";
import { findActiveBindingsOfUser } from "../repo/binding.repo.js";
import { insertEvent } from "../repo/event.repo.js";

/**
 * Webhooks carry the member's activity (the same events `partnerMemberActivity` lists), so a partner
 * gets them only with this scope: checked when the event is recorded and again when it is delivered.
 */
export const WEBHOOK_SCOPE: PartnerScope = "activity:read";

/** Ids and amounts only: what a webhook tells a partner about its member's event. */
export type PartnerEventData = Record<string, string | number | null>;

/**
 * The hook the market, wallet and holdings services call, in their own transaction, when something
 * happens to a member: for every partner the member is bound to (with WEBHOOK_SCOPE), one event row (with the event id
 * receivers dedupe on) and its delivery job through the outbox, so nothing is sent unless the change
 * commits. A member bound to no partner costs one indexed read.
 */
export async function recordPartnerEvent(
  em: EntityManager,
  userId: string | number,
  type: PartnerEventType,
  data: PartnerEventData,
): Promise<void> {
  const bindings = await findActiveBindingsOfUser(em, String(userId), WEBHOOK_SCOPE);
  for (const binding of bindings) {
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      type,
      createdAt: new Date().toISOString(),
      memberId: binding.member_ref,
      data,
    });
    const rowId = await insertEvent(em, {
      eventId,
      partnerId: String(binding.partner_id),
      bindingId: String(binding.id),
      type,
      body,
    });
    await enqueueAfterCommit(
      em,
      "partners",
      "deliverWebhook",
      { eventId: rowId },
      { jobId: `partner-event-${rowId}` },
    );
  }
}

/** A trade: one event for the buyer and one for the seller (each to the partners they are bound to). */
export async function recordPartnerTrade(
  em: EntityManager,
  trade: { orderId: string; cardId: string; units: number; total: string; buyerId: string; sellerId: string },
): Promise<void> {
  const data = {
    orderId: trade.orderId,
    cardId: trade.cardId,
    units: trade.units,
    totalMicroUsdt: trade.total,
  };
  await recordPartnerEvent(em, trade.buyerId, "trade", { ...data, side: "buyer" });
  await recordPartnerEvent(em, trade.sellerId, "trade", { ...data, side: "seller" });
}
