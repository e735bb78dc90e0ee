import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * ledger_account: one row per owner (a user or a system account) and currency, holding the cached
 * available and frozen balances that every posting moves by a conditional update.
 */

type Db = Pick<EntityManager, "query">;

/** The cached balance row of a user in one currency (undefined when the account was never used). */
export async function findUserBalanceRow(
  db: Db,
  userId: string,
  currency: Currency,
): Promise<{ available: string; frozen: string } | undefined> {
  const [row] = (await db.query(
    `SELECT available, frozen FROM ledger_account WHERE user_id = ? AND currency = ?`,
    [userId, currency],
  )) as { available: string; frozen: string }[];
  return row;
}

/** The id of the account of an owner (`user_id` or `system_code` = value) in one currency. */
export async function findLedgerAccountId(
  db: Db,
  column: "user_id" | "system_code",
  value: string,
  currency: Currency,
): Promise<string | undefined> {
  return (
    (await db.query(`SELECT id FROM ledger_account WHERE ${column} = ? AND currency = ?`, [
      value,
      currency,
    ])) as {
      id: string;
    }[]
  )[0]?.id;
}

/** Opens the account unless it exists: INSERT IGNORE makes two racing first uses converge on one row. */
export async function insertLedgerAccountIgnore(
  db: Db,
  column: "user_id" | "system_code",
  value: string,
  currency: Currency,
): Promise<void> {
  await db.query(`INSERT IGNORE INTO ledger_account (${column}, currency) VALUES (?, ?)`, [value, currency]);
}

/**
 * Moves one bucket of one account by a signed amount. `guarded` (user accounts) refuses to take the
 * bucket below zero: the update then changes no row. Returns the number of rows changed.
 */
export async function moveLedgerBucket(
  em: Db,
  accountId: string,
  column: "available" | "frozen",
  amount: bigint,
  guarded: boolean,
): Promise<number> {
  const guard = guarded ? ` AND ${column} + ? >= 0` : "";
  const params = guarded ? [amount.toString(), accountId, amount.toString()] : [amount.toString(), accountId];
  const result = (await em.query(
    `UPDATE ledger_account SET ${column} = ${column} + ? WHERE id = ?${guard}`,
    params,
  )) as {
    affectedRows: number;
  };
  return result.affectedRows;
}

/**
 * Locks a user's account in one currency until the transaction ends (`FOR UPDATE`), ordering the
 * caller after any movement of it, and returns its available balance (undefined: never used).
 */
export async function lockUserAvailable(
  em: Db,
  userId: string,
  currency: Currency,
): Promise<string | undefined> {
  const [account] = (await em.query(
    `SELECT available FROM ledger_account WHERE user_id = ? AND currency = ? FOR UPDATE`,
    [userId, currency],
  )) as { available: string }[];
  return account?.available;
}
