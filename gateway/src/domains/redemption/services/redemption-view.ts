import type { EntityManager } from "typeorm";
import { findCardViewsByIds, type CardView } from "../../catalog/index.js";
import { findRedemption, type RedemptionRow } from "../repo/redemption.repo.js";
import { loadEventViews, type RedeemEventView } from "./event-view.js";

/** A redemption as the API shows it (the member's history, the result page, the panel). */
export interface RedemptionView {
  id: string;
  userId: string;
  code: string;
  event: RedeemEventView;
  redeemedAt: Date;
  card: CardView | null;
  units: number;
  jpointAmount: string | null;
  giftName: string | null;
  receiverName: string | null;
  receiverPhone: string | null;
  receiverAddress: string | null;
  claimStatus: "CLAIMED" | "UNCLAIMED" | null;
  claimedAt: Date | null;
}

/** Views of these rows, in their order: one query per domain (events, cards). */
export async function toRedemptionViews(
  em: EntityManager,
  rows: readonly RedemptionRow[],
  locale: string,
): Promise<RedemptionView[]> {
  const events = new Map(
    (await loadEventViews(em, [...new Set(rows.map((r) => String(r.event_id)))], locale)).map((e) => [
      e.id,
      e,
    ]),
  );
  const cards = await findCardViewsByIds(
    em,
    rows.filter((r) => r.card_id !== null).map((r) => String(r.card_id)),
  );
  return rows.map((row) => {
    const event = events.get(String(row.event_id))!;
    return {
      id: String(row.id),
      userId: String(row.user_id),
      code: row.code,
      event,
      redeemedAt: new Date(row.redeemed_at),
      card: row.card_id === null ? null : (cards.get(String(row.card_id)) ?? null),
      units: Number(row.units),
      jpointAmount: row.jpoint_amount === null ? null : String(row.jpoint_amount),
      giftName: event.giftName,
      receiverName: row.receiver_name,
      receiverPhone: row.receiver_phone,
      receiverAddress: row.receiver_address,
      claimStatus: row.claim_status,
      claimedAt: row.claimed_at ? new Date(row.claimed_at) : null,
    };
  });
}

/** Redemptions by id, in the order given (unknown ids left out). */
export async function loadRedemptionViews(
  em: EntityManager,
  ids: readonly string[],
  locale: string,
): Promise<RedemptionView[]> {
  const rows: RedemptionRow[] = [];
  for (const id of ids) {
    const row = await findRedemption(em, id);
    if (row) rows.push(row);
  }
  return toRedemptionViews(em, rows, locale);
}
