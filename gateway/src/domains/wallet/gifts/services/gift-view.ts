/** A gift as one of its two members sees it. */
export interface CardGiftView {
  id: string;
  cardId: string;
  cardName: string;
  units: number;
  direction: "SENT" | "RECEIVED";
  counterpartNickname: string;
  fee: bigint;
  createdAt: Date;
}

export interface CardGiftRow {
  id: string;
  card_id: string;
  card_name: string;
  units: number;
  from_user_id: string;
  to_user_id: string;
  from_nickname: string;
  to_nickname: string;
  fee_jpoint: string;
  created_at: Date;
}

export const CARD_GIFT_SELECT = `SELECT g.id, g.card_id, c.name AS card_name, g.units, g.from_user_id, g.to_user_id,
       f.nickname AS from_nickname, t.nickname AS to_nickname, g.fee_jpoint, g.created_at
  FROM card_gift g JOIN card c ON c.id = g.card_id
  JOIN user_account f ON f.id = g.from_user_id JOIN user_account t ON t.id = g.to_user_id`;

/** The gift from `viewerId`'s side: SENT when they gave it (the fee is theirs), RECEIVED otherwise. */
export function toCardGiftView(row: CardGiftRow, viewerId: string): CardGiftView {
  const sent = String(row.from_user_id) === String(viewerId);
  return {
    id: String(row.id),
    cardId: String(row.card_id),
    cardName: row.card_name,
    units: Number(row.units),
    direction: sent ? "SENT" : "RECEIVED",
    counterpartNickname: sent ? row.to_nickname : row.from_nickname,
    fee: sent ? BigInt(row.fee_jpoint) : 0n,
    createdAt: new Date(row.created_at),
  };
}
