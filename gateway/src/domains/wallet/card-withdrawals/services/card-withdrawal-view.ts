import type { EntityManager } from "typeorm";
import {
  findWithdrawalRow,
  withdrawalLifecycleOf,
  type WithdrawalLifecycleRow,
  type WithdrawalLifecycleView,
} from "../../shared/services/withdrawal-row.js";

export type CardFeeCurrency = "JPOINT" | "USDT";

/** A card withdrawal as the API shows it (fee in the minor units of its currency). */
export interface CardWithdrawalView extends WithdrawalLifecycleView {
  cardId: string;
  cardName: string;
  units: number;
  chain: string;
  address: string;
  feeCurrency: CardFeeCurrency;
  fee: bigint;
}

export interface CardWithdrawalRow extends WithdrawalLifecycleRow {
  card_id: string;
  card_name: string;
  token_address: string;
  token_id: string;
  units: number;
  chain_code: string;
  address: string;
  fee_currency: CardFeeCurrency;
  fee: string;
  idempotency_key: string;
}

export const CARD_WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, w.card_id, c.name AS card_name, c.token_address, c.token_id,
       w.units, w.chain_code, w.address, w.fee_currency, w.fee, w.status, w.idempotency_key, w.tx_hash,
       w.failure_reason, w.created_at, w.reviewed_at, w.sent_at, u.email AS member_email, u.nickname AS member_nickname
  FROM card_withdrawal w JOIN card c ON c.id = w.card_id JOIN user_account u ON u.id = w.user_id`;

export function toCardWithdrawalView(row: CardWithdrawalRow): CardWithdrawalView {
  return {
    ...withdrawalLifecycleOf(row),
    cardId: String(row.card_id),
    cardName: row.card_name,
    units: Number(row.units),
    chain: row.chain_code,
    address: row.address,
    feeCurrency: row.fee_currency,
    fee: BigInt(row.fee),
  };
}

export async function findCardWithdrawal(
  em: EntityManager,
  id: string,
): Promise<CardWithdrawalRow | undefined> {
  return findWithdrawalRow<CardWithdrawalRow>(em, CARD_WITHDRAWAL_SELECT, id);
}
