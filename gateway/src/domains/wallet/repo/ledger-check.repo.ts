import type { EntityManager } from "typeorm";

/* What the ledger check (ledger/services/check-ledger.service.ts) reads of withdrawals and deposits. */

type Db = Pick<EntityManager, "query">;
type Row = Record<string, unknown>;

/** Units of every card in card withdrawals that have not failed or been cancelled, by card id. */
export async function sumAllUnitsInCardWithdrawals(db: Db): Promise<Map<string, bigint>> {
  const rows = (await db.query(
    `SELECT card_id, SUM(units) AS out_units FROM card_withdrawal
      WHERE status NOT IN ('FAILED', 'CANCELLED') GROUP BY card_id`,
  )) as { card_id: string | number; out_units: string | number }[];
  return new Map(rows.map((r) => [String(r.card_id), BigInt(r.out_units)]));
}

/** USDT withdrawals whose pending marker disagrees with their status (at most 50). */
export async function findPendingMarkerMismatches(db: Db): Promise<Row[]> {
  return (await db.query(
    `SELECT id, status, pending_user_id FROM usdt_withdrawal
      WHERE (status IN ('REVIEW', 'APPROVED', 'SENDING')) <> (pending_user_id IS NOT NULL) LIMIT 50`,
  )) as Row[];
}

/** What open withdrawals (amount and fee of USDT ones, fees of card ones) keep frozen, per user and currency. */
export async function sumOpenWithdrawalsByUser(
  db: Db,
): Promise<{ userId: string; currency: string; openTotal: bigint }[]> {
  const rows = (await db.query(
    `SELECT o.user_id, o.currency, SUM(o.open_total) AS open_total FROM (
         SELECT user_id, 'USDT' AS currency, SUM(amount + fee) AS open_total FROM usdt_withdrawal
          WHERE status IN ('REVIEW', 'APPROVED', 'SENDING') GROUP BY user_id
         UNION ALL
         SELECT user_id, fee_currency AS currency, SUM(fee) AS open_total FROM card_withdrawal
          WHERE status IN ('REVIEW', 'APPROVED', 'SENDING') GROUP BY user_id, fee_currency) o
      GROUP BY o.user_id, o.currency`,
  )) as { user_id: string | number; currency: string; open_total: string | number }[];
  return rows.map((r) => ({
    userId: String(r.user_id),
    currency: r.currency,
    openTotal: BigInt(r.open_total),
  }));
}

export interface PostedDepositRow {
  id: string;
  status: string;
  amount: string;
  ledgerTransactionId: string | null;
  userId: string;
}

/** Deposits that are credited or name a ledger transaction (the others have nothing posted to check). */
export async function findPostedOrCreditedDeposits(db: Db): Promise<PostedDepositRow[]> {
  const rows = (await db.query(
    `SELECT id, status, amount, ledger_transaction_id, user_id FROM chain_deposit
      WHERE status = 'CREDITED' OR ledger_transaction_id IS NOT NULL ORDER BY id`,
  )) as {
    id: string | number;
    status: string;
    amount: string | number;
    ledger_transaction_id: string | number | null;
    user_id: string | number;
  }[];
  return rows.map((r) => ({
    id: String(r.id),
    status: r.status,
    amount: String(r.amount),
    ledgerTransactionId: r.ledger_transaction_id === null ? null : String(r.ledger_transaction_id),
    userId: String(r.user_id),
  }));
}

/** Sent withdrawals (USDT and card) without a transaction hash (at most 50). */
export async function findSentWithoutHash(db: Db): Promise<Row[]> {
  return (await db.query(
    `SELECT 'usdt' AS kind, id FROM usdt_withdrawal WHERE status = 'SENT' AND tx_hash IS NULL
      UNION ALL
     SELECT 'card' AS kind, id FROM card_withdrawal WHERE status = 'SENT' AND tx_hash IS NULL LIMIT 50`,
  )) as Row[];
}
