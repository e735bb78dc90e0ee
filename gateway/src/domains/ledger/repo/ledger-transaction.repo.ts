import type { Currency } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/*
 * ledger_transaction and ledger_entry: append-only. A transaction row per movement (unique idempotency
 * key when given), and one entry per leg.
 */

type Db = Pick<EntityManager, "query">;

export interface NewLedgerTransactionRow {
  kind: string;
  currency: Currency;
  idempotencyKey: string | null;
  requestHash: string | null;
  referenceType: string | null;
  referenceId: string | null;
  actorUserId: string | null;
  memo: string | null;
}

/** Inserts the transaction row; throws the duplicate-key error of uq_ledger_idempotency on a reused key. */
export async function insertLedgerTransaction(em: Db, row: NewLedgerTransactionRow): Promise<string> {
  const inserted = (await em.query(
    `INSERT INTO ledger_transaction (kind, currency, idempotency_key, request_hash, reference_type, reference_id, actor_user_id, memo)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.kind,
      row.currency,
      row.idempotencyKey,
      row.requestHash,
      row.referenceType,
      row.referenceId,
      row.actorUserId,
      row.memo,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/**
 * Inserts several transaction rows, each under its own idempotency key, in one statement, and returns
 * their ids by key. A key used before fails the whole statement with the uq_ledger_idempotency error.
 */
export async function insertLedgerTransactions(
  em: Db,
  rows: readonly (NewLedgerTransactionRow & { idempotencyKey: string })[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  await em.query(
    `INSERT INTO ledger_transaction (kind, currency, idempotency_key, request_hash, reference_type, reference_id, actor_user_id, memo)
       VALUES ?`,
    [
      rows.map((r) => [
        r.kind,
        r.currency,
        r.idempotencyKey,
        r.requestHash,
        r.referenceType,
        r.referenceId,
        r.actorUserId,
        r.memo,
      ]),
    ],
  );
  const found = (await em.query(
    `SELECT id, idempotency_key AS k FROM ledger_transaction WHERE idempotency_key IN (?)`,
    [rows.map((r) => r.idempotencyKey)],
  )) as { id: string; k: string }[];
  return new Map(found.map((r) => [r.k, String(r.id)]));
}

/** The transaction posted under an idempotency key, with its request hash. */
export async function findLedgerTransactionByKey(
  em: Db,
  idempotencyKey: string,
): Promise<{ id: string; hash: string } | undefined> {
  const [prior] = (await em.query(
    `SELECT id, request_hash AS hash FROM ledger_transaction WHERE idempotency_key = ?`,
    [idempotencyKey],
  )) as { id: string; hash: string }[];
  return prior;
}

/** Appends entries (a signed amount on one bucket of one account each) in one statement. */
export async function insertLedgerEntries(
  em: Db,
  entries: readonly {
    transactionId: string;
    accountId: string;
    bucket: "available" | "frozen";
    amount: bigint;
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  await em.query(`INSERT INTO ledger_entry (transaction_id, account_id, bucket, amount) VALUES ?`, [
    entries.map((e) => [e.transactionId, e.accountId, e.bucket, e.amount.toString()]),
  ]);
}
