import type { EntityManager } from "typeorm";
import type { UsdtWithdrawalStatus } from "@vitrine/schema";

export type CardFeeCurrency = "JPOINT" | "USDT";

/** A card withdrawal as the API shows it (fee in the minor units of its currency). */
export interface CardWithdrawalView {
  id: string;
  userId: string;
  cardId: string;
  cardName: string;
  units: number;
  chain: string;
  address: string;
  feeCurrency: CardFeeCurrency;
  fee: bigint;
  status: UsdtWithdrawalStatus;
  txHash: string | null;
  failureReason: string | null;
  createdAt: Date;
  reviewedAt: Date | null;
  sentAt: Date | null;
  member: { id: string; email: string; nickname: string };
}

export interface CardWithdrawalRow {
  id: string;
  user_id: string;
  card_id: string;
  card_name: string;
  token_address: string;
  token_id: string;
  units: number;
  chain_code: string;
  address: string;
  fee_currency: CardFeeCurrency;
  fee: string;
  status: UsdtWithdrawalStatus;
  idempotency_key: string;
  tx_hash: string | null;
  failure_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
  sent_at: Date | null;
  member_email: string;
  member_nickname: string;
}

export const CARD_WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, w.card_id, c.name AS card_name, c.token_address, c.token_id,
       w.units, w.chain_code, w.address, w.fee_currency, w.fee, w.status, w.idempotency_key, w.tx_hash,
       w.failure_reason, w.created_at, w.reviewed_at, w.sent_at, u.email AS member_email, u.nickname AS member_nickname
  FROM card_withdrawal w JOIN card c ON c.id = w.card_id JOIN user_account u ON u.id = w.user_id`;

export function toCardWithdrawalView(row: CardWithdrawalRow): CardWithdrawalView {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    cardId: String(row.card_id),
    cardName: row.card_name,
    units: Number(row.units),
    chain: row.chain_code,
    address: row.address,
    feeCurrency: row.fee_currency,
    fee: BigInt(row.fee),
    status: row.status,
    txHash: row.tx_hash,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at),
    reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
    sentAt: row.sent_at ? new Date(row.sent_at) : null,
    member: { id: String(row.user_id), email: row.member_email, nickname: row.member_nickname },
  };
}

export async function findCardWithdrawal(
  em: EntityManager,
  id: string,
): Promise<CardWithdrawalRow | undefined> {
  if (!/^\d{1,20}$/.test(id)) return undefined;
  const [row] = (await em.query(`${CARD_WITHDRAWAL_SELECT} WHERE w.id = ?`, [id])) as CardWithdrawalRow[];
  return row;
}
