import { DEFAULT_LOCALE } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findCardViewsByIds, findPublishers, type CardView } from "../../catalog/index.js";
import {
  findEventCardIds,
  findEventTexts,
  findEventsByIds,
  type EventRow,
  type RewardKind,
} from "../repo/event.repo.js";

export type RedeemEventState = "NOT_STARTED" | "VALID" | "EXPIRED";

/** An event as the API shows it, in one language (tw when the event has no text in it). */
export interface RedeemEventView {
  id: string;
  name: string;
  description: string;
  publisherId: string | null;
  publisherName: string | null;
  startsAt: Date;
  endsAt: Date;
  state: RedeemEventState;
  rewardKind: RewardKind;
  cards: CardView[];
  unitsPerRedemption: number;
  jpointAmount: string | null;
  giftName: string | null;
  stock: number;
  redeemedCount: number;
  perAccountLimit: number;
  allowDuplicates: boolean;
  packName: string | null;
}

export function eventState(row: Pick<EventRow, "starts_at" | "ends_at">, now: Date): RedeemEventState {
  if (now < new Date(row.starts_at)) return "NOT_STARTED";
  if (now >= new Date(row.ends_at)) return "EXPIRED";
  return "VALID";
}

/** Events by id in the caller's language, in the order of `ids` (unknown ids are left out). */
export async function loadEventViews(
  em: EntityManager,
  ids: readonly string[],
  locale: string,
  now: Date = new Date(),
): Promise<RedeemEventView[]> {
  const rows = await findEventsByIds(em, ids);
  if (!rows.size) return [];
  const present = [...rows.keys()];
  const texts = await findEventTexts(em, present);
  const cardIds = await findEventCardIds(em, present);
  const cards = await findCardViewsByIds(em, [...new Set([...cardIds.values()].flat())]);
  const needPublishers = [...rows.values()].some((r) => r.publisher_id !== null);
  const publishers = needPublishers
    ? new Map((await findPublishers(em)).map((p) => [String(p.id), p.name]))
    : new Map<string, string>();
  const views: RedeemEventView[] = [];
  for (const id of ids) {
    const row = rows.get(String(id));
    if (!row) continue;
    const mine = texts.filter((t) => String(t.event_id) === String(id));
    const text =
      mine.find((t) => t.locale === locale) ?? mine.find((t) => t.locale === DEFAULT_LOCALE) ?? mine[0];
    views.push({
      id: String(row.id),
      name: text?.name ?? "",
      description: text?.description ?? "",
      publisherId: row.publisher_id === null ? null : String(row.publisher_id),
      publisherName: row.publisher_id === null ? null : (publishers.get(String(row.publisher_id)) ?? null),
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      state: eventState(row, now),
      rewardKind: row.reward_kind,
      cards: (cardIds.get(String(id)) ?? []).map((c) => cards.get(c)).filter((c): c is CardView => !!c),
      unitsPerRedemption: Number(row.units_per_redemption),
      jpointAmount: row.jpoint_amount === null ? null : String(row.jpoint_amount),
      giftName: row.reward_kind === "PHYSICAL_GIFT" ? (text?.gift_name ?? null) : null,
      stock: Number(row.stock),
      redeemedCount: Number(row.redeemed_count),
      perAccountLimit: Number(row.per_account_limit),
      allowDuplicates: Boolean(Number(row.allow_duplicates)),
      packName: row.pack_name,
    });
  }
  return views;
}

export async function loadEventView(em: EntityManager, id: string, locale: string): Promise<RedeemEventView> {
  const [view] = await loadEventViews(em, [id], locale);
  if (!view) throw new Error(`redeem event ${id} vanished`);
  return view;
}
