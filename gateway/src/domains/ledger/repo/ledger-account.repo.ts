import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * ledger_account: one row per owner (a user, or one shard of a system account) and currency, holding
 * the cached available and frozen balances that every posting moves by a conditional update.
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

/** An account owner as the table names it: a user (always shard 0) or one shard of a system account. */
export interface AccountOwner {
  column: "user_id" | "system_code";
  value: string;
  shard: number;
}

const ownerKey = (column: string, value: string, shard: number) => `${column}/${value}/${shard}`;

/**
 * The ids of the accounts of several owners in one currency, in one statement (a posting resolves all
 * its legs at once), keyed by `ownerKeyOf`; owners without an account are absent.
 */
export async function findLedgerAccountIds(
  db: Db,
  owners: readonly AccountOwner[],
  currency: Currency,
): Promise<Map<string, string>> {
  if (owners.length === 0) return new Map();
  const where = owners.map((o) => `(${o.column} = ? AND shard = ?)`).join(" OR ");
  const rows = (await db.query(
    `SELECT id, user_id, system_code, shard FROM ledger_account WHERE currency = ? AND (${where})`,
    [currency, ...owners.flatMap((o) => [o.value, o.shard])],
  )) as { id: string; user_id: string | null; system_code: string | null; shard: number }[];
  return new Map(
    rows.map((r) => [
      r.user_id !== null
        ? ownerKey("user_id", String(r.user_id), 0)
        : ownerKey("system_code", String(r.system_code), Number(r.shard)),
      String(r.id),
    ]),
  );
}

export const ownerKeyOf = (o: AccountOwner): string => ownerKey(o.column, o.value, o.shard);

/** Opens the account unless it exists: INSERT IGNORE makes two racing first uses converge on one row. */
export async function insertLedgerAccountIgnore(
  db: Db,
  owner: AccountOwner,
  currency: Currency,
): Promise<void> {
  await db.query(`INSERT IGNORE INTO ledger_account (${owner.column}, shard, currency) VALUES (?, ?, ?)`, [
    owner.value,
    owner.shard,
    currency,
  ]);
}

/**
 * Opens many accounts in one statement unless they exist (autocommitted at start-up for the system
 * shards, or in a new member's own creation transaction), so that postings find their accounts open
 * and never insert into ledger_account under the locks of a money transaction.
 */
export async function insertLedgerAccountsIgnore(
  db: Db,
  accounts: readonly { owner: AccountOwner; currency: Currency }[],
): Promise<void> {
  for (const column of ["user_id", "system_code"] as const) {
    const rows = accounts.filter((a) => a.owner.column === column);
    if (rows.length === 0) continue;
    await db.query(
      `INSERT IGNORE INTO ledger_account (${column}, shard, currency) VALUES ${rows.map(() => "(?, ?, ?)").join(", ")}`,
      rows.flatMap((a) => [a.owner.value, a.owner.shard, a.currency]),
    );
  }
}

/** A system account's balance in one currency: the sum over its shards (zero when never used). */
export async function sumSystemBalance(
  db: Db,
  systemCode: string,
  currency: Currency,
): Promise<{ available: string; frozen: string }> {
  const [row] = (await db.query(
    `SELECT COALESCE(SUM(available), 0) AS available, COALESCE(SUM(frozen), 0) AS frozen
       FROM ledger_account WHERE system_code = ? AND currency = ?`,
    [systemCode, currency],
  )) as { available: string; frozen: string }[];
  return { available: String(row?.available ?? 0), frozen: String(row?.frozen ?? 0) };
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

/** The net change of one account in a batch of postings (either amount may be zero, not both). */
export interface AccountMove {
  accountId: string;
  available: bigint;
  frozen: bigint;
  /** User accounts: neither bucket may go below zero. */
  guarded: boolean;
}

/**
 * Moves several accounts' buckets in one statement (rows locked in id order, as the statement walks
 * the primary key). A guarded account whose bucket would go below zero is not changed; returns the
 * number of rows changed, so anything short of `moves.length` is a refusal.
 */
export async function moveLedgerAccounts(em: Db, moves: readonly AccountMove[]): Promise<number> {
  if (moves.length === 0) return 0;
  // One CASE per bucket; params(bucket) fills its placeholders with that bucket's amounts.
  const delta = `CASE id ${moves.map(() => "WHEN ? THEN ?").join(" ")} ELSE 0 END`;
  const params = (bucket: "available" | "frozen") =>
    moves.flatMap((m) => [m.accountId, m[bucket].toString()]);
  const guarded = moves.filter((m) => m.guarded);
  const guard =
    guarded.length === 0
      ? ""
      : ` AND (id NOT IN (?) OR (available + ${delta} >= 0 AND frozen + ${delta} >= 0))`;
  const result = (await em.query(
    `UPDATE ledger_account SET available = available + ${delta}, frozen = frozen + ${delta}
      WHERE id IN (?)${guard}`,
    [
      ...params("available"),
      ...params("frozen"),
      moves.map((m) => m.accountId),
      ...(guarded.length === 0
        ? []
        : [guarded.map((m) => m.accountId), ...params("available"), ...params("frozen")]),
    ],
  )) as { affectedRows: number };
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
