import { findUserBriefsByIds } from "../../../accounts/index.js";
import { findCardViewsByIds } from "../../../catalog/index.js";
import type { EntityManager } from "typeorm";
import { findGiftRow, type CardGiftColumns } from "../repo/card-gift.repo.js";

/** A gift as one of its two members sees it. */
export interface CardGiftView {
  id: string;
  cardId: string;
  cardName: string;
  cardImage: string;
  units: number;
  direction: "SENT" | "RECEIVED";
  counterpartNickname: string;
  fee: bigint;
  createdAt: Date;
}

/** A card_gift row with the card's name and both members' nicknames. */
export interface CardGiftRow extends CardGiftColumns {
  card_name: string;
  card_image: string;
  from_nickname: string;
  to_nickname: string;
}

/** The rows with their cards' names and members' nicknames (one lookup each for all of them). */
export async function withNames(db: EntityManager, rows: CardGiftColumns[]): Promise<CardGiftRow[]> {
  if (rows.length === 0) return [];
  const cards = await findCardViewsByIds(db, [...new Set(rows.map((row) => String(row.card_id)))]);
  const members = await findUserBriefsByIds(db, [
    ...new Set(rows.flatMap((row) => [String(row.from_user_id), String(row.to_user_id)])),
  ]);
  const nickname = (id: string) => {
    const member = members.get(String(id));
    if (!member) throw new Error(`gift member ${id} not found`);
    return member.nickname;
  };
  return rows.map((row) => {
    const card = cards.get(String(row.card_id));
    if (!card) throw new Error(`gift ${row.id}: card ${row.card_id} not found`);
    return {
      ...row,
      card_name: card.name,
      card_image: card.imageUrl,
      from_nickname: nickname(row.from_user_id),
      to_nickname: nickname(row.to_user_id),
    };
  });
}

/** One gift with its names, or undefined. */
export async function findGift(db: EntityManager, id: string): Promise<CardGiftRow | undefined> {
  const row = await findGiftRow(db, id);
  return row ? (await withNames(db, [row]))[0] : undefined;
}

/** The gift from `viewerId`'s side: SENT when they gave it (the fee is theirs), RECEIVED otherwise. */
export function toCardGiftView(row: CardGiftRow, viewerId: string): CardGiftView {
  const sent = String(row.from_user_id) === String(viewerId);
  return {
    id: String(row.id),
    cardId: String(row.card_id),
    cardName: row.card_name,
    cardImage: row.card_image,
    units: Number(row.units),
    direction: sent ? "SENT" : "RECEIVED",
    counterpartNickname: sent ? row.to_nickname : row.from_nickname,
    fee: sent ? BigInt(row.fee_jpoint) : 0n,
    createdAt: new Date(row.created_at),
  };
}
