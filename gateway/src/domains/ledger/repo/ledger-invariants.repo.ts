import type { EntityManager } from "typeorm";

/*
 * The ledger's own invariants (DESIGN.md §4) as SQL, for the ledger check: each query returns the rows
 * that break a rule (at most 50), empty when the books are sound.
 */

type Db = Pick<EntityManager, "query">;
type Row = Record<string, unknown>;

/** Transactions whose entries do not sum to zero. */
export async function findUnbalancedTransactions(db: Db): Promise<Row[]> {
  return (await db.query(
    `SELECT t.id, t.kind, COALESCE(SUM(e.amount), 0) AS total FROM ledger_transaction t
       LEFT JOIN ledger_entry e ON e.transaction_id = t.id GROUP BY t.id, t.kind HAVING total <> 0 LIMIT 50`,
  )) as Row[];
}

/** Accounts whose cached available or frozen balance differs from the sum of their entries. */
export async function findCachedBalanceMismatches(db: Db): Promise<Row[]> {
  return (await db.query(
    `SELECT a.id, a.available, a.frozen, COALESCE(s.available, 0) AS entries_available, COALESCE(s.frozen, 0) AS entries_frozen
       FROM ledger_account a
       LEFT JOIN (SELECT account_id, SUM(IF(bucket = 'available', amount, 0)) AS available,
                         SUM(IF(bucket = 'frozen', amount, 0)) AS frozen
                    FROM ledger_entry GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.available <> COALESCE(s.available, 0) OR a.frozen <> COALESCE(s.frozen, 0) LIMIT 50`,
  )) as Row[];
}

/** User accounts with a negative available or frozen balance. */
export async function findNegativeUserBalances(db: Db): Promise<Row[]> {
  return (await db.query(
    `SELECT id, user_id, currency, available, frozen FROM ledger_account
      WHERE user_id IS NOT NULL AND (available < 0 OR frozen < 0) LIMIT 50`,
  )) as Row[];
}

/**
 * User accounts on a shard other than 0: a user has one row per currency; only system accounts are
 * spread over shards (their balance is the sum of them, and each shard is checked like any account).
 */
export async function findShardedUserAccounts(db: Db): Promise<Row[]> {
  return (await db.query(
    `SELECT id, user_id, currency, shard FROM ledger_account WHERE user_id IS NOT NULL AND shard <> 0 LIMIT 50`,
  )) as Row[];
}

/** Frozen balance of the given users per currency, keyed `${userId}/${currency}`; absent accounts are absent. */
export async function findFrozenBalances(db: Db, userIds: readonly string[]): Promise<Map<string, bigint>> {
  const ids = [...new Set(userIds.map(String))];
  if (ids.length === 0) return new Map();
  const rows = (await db.query(`SELECT user_id, currency, frozen FROM ledger_account WHERE user_id IN (?)`, [
    ids,
  ])) as { user_id: string | number; currency: string; frozen: string }[];
  return new Map(rows.map((r) => [`${String(r.user_id)}/${r.currency}`, BigInt(r.frozen)]));
}

/** One entry of a transaction on a user's USDT account (amount null: the transaction has none). */
export interface UsdtPostingRow {
  transactionId: string;
  kind: string;
  userId: string | null;
  amount: string | null;
}

/** The transactions among `ids` with their entries on user USDT accounts (one row per entry). */
export async function findUsdtUserPostings(db: Db, ids: readonly string[]): Promise<UsdtPostingRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db.query(
    `SELECT t.id, t.kind, a.user_id, e.amount FROM ledger_transaction t
       LEFT JOIN ledger_entry e ON e.transaction_id = t.id
       LEFT JOIN ledger_account a ON a.id = e.account_id AND a.currency = 'USDT' AND a.user_id IS NOT NULL
      WHERE t.id IN (?)`,
    [[...new Set(ids.map(String))]],
  )) as { id: string | number; kind: string; user_id: string | number | null; amount: string | null }[];
  return rows.map((r) => ({
    transactionId: String(r.id),
    kind: r.kind,
    userId: r.user_id === null ? null : String(r.user_id),
    amount: r.user_id === null ? null : r.amount,
  }));
}
