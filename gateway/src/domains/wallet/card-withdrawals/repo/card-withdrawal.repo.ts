import {
  findWithdrawalRow,
  listWithdrawalRows,
  type WithdrawalLifecycleColumns,
  type WithdrawalListFilter,
} from "../../shared/repo/withdrawal.repo.js";
import type { Db } from "../../shared/repo/db.js";

export type CardFeeCurrency = "JPOINT" | "USDT";

/** A card_withdrawal row (ids and the fee as strings). */
export interface CardWithdrawalColumns extends WithdrawalLifecycleColumns {
  card_id: string;
  units: number;
  chain_code: string;
  address: string;
  fee_currency: CardFeeCurrency;
  fee: string;
  idempotency_key: string;
}

const COLUMNS = `w.id, w.user_id, w.card_id, w.units, w.chain_code, w.address, w.fee_currency, w.fee, w.status,
       w.idempotency_key, w.tx_hash, w.failure_reason, w.created_at, w.reviewed_at, w.sent_at,
       w.cancelled_at`;

export function findCardWithdrawalRow(db: Db, id: string): Promise<CardWithdrawalColumns | undefined> {
  return findWithdrawalRow<CardWithdrawalColumns>(db, "card_withdrawal", COLUMNS, id);
}

/** One window of card withdrawals matching the filter and the total that match. */
export function listCardWithdrawalRows(
  db: Db,
  filter: WithdrawalListFilter,
  statuses: readonly string[],
  window: { limit: number; offset: number },
): Promise<{ rows: CardWithdrawalColumns[]; total: number }> {
  return listWithdrawalRows<CardWithdrawalColumns>(db, "card_withdrawal", COLUMNS, filter, statuses, window);
}

export interface NewCardWithdrawal {
  userId: string;
  cardId: string;
  units: number;
  chainCode: string;
  address: string;
  feeCurrency: CardFeeCurrency;
  fee: bigint;
  idempotencyKey: string;
  requestHash: string;
}

/** Inserts a request under review; its id. */
export async function insertCardWithdrawal(em: Db, w: NewCardWithdrawal): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO card_withdrawal (user_id, card_id, units, chain_code, address, fee_currency, fee, status, idempotency_key, request_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'REVIEW', ?, ?)`,
    [
      w.userId,
      w.cardId,
      w.units,
      w.chainCode,
      w.address,
      w.feeCurrency,
      w.fee.toString(),
      w.idempotencyKey,
      w.requestHash,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}
