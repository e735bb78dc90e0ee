import type { DataSource } from "typeorm";

export interface LedgerViolation {
  rule: string;
  detail: string;
}

/**
 * The ledger invariants (DESIGN.md §4) as SQL: every transaction sums to zero; every cached balance
 * equals the sum of its entries; no user balance is negative; every card unit is held by exactly one
 * owner (holdings never exceed what was issued) and listed units never exceed held units; every
 * credited chain deposit has exactly its own ledger posting; open withdrawals are covered by frozen money.
 * Returns the violations (empty when the books are sound). Used by tests after every change and by
 * `npm run ledger:check`.
 */
export async function checkLedger(dataSource: DataSource): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  const rows = async (rule: string, sql: string) => {
    for (const row of (await dataSource.query(sql)) as Record<string, unknown>[]) {
      violations.push({ rule, detail: JSON.stringify(row) });
    }
  };
  await rows(
    "transaction sums to zero",
    `SELECT t.id, t.kind, COALESCE(SUM(e.amount), 0) AS total FROM ledger_transaction t
       LEFT JOIN ledger_entry e ON e.transaction_id = t.id GROUP BY t.id, t.kind HAVING total <> 0 LIMIT 50`,
  );
  await rows(
    "cached balance equals entries",
    `SELECT a.id, a.available, a.frozen, COALESCE(s.available, 0) AS entries_available, COALESCE(s.frozen, 0) AS entries_frozen
       FROM ledger_account a
       LEFT JOIN (SELECT account_id, SUM(IF(bucket = 'available', amount, 0)) AS available,
                         SUM(IF(bucket = 'frozen', amount, 0)) AS frozen
                    FROM ledger_entry GROUP BY account_id) s ON s.account_id = a.id
      WHERE a.available <> COALESCE(s.available, 0) OR a.frozen <> COALESCE(s.frozen, 0) LIMIT 50`,
  );
  await rows(
    "no negative user balance",
    `SELECT id, user_id, currency, available, frozen FROM ledger_account
      WHERE user_id IS NOT NULL AND (available < 0 OR frozen < 0) LIMIT 50`,
  );
  await rows(
    "holdings within issue",
    `SELECT c.id, c.total_issued, SUM(h.amount) AS held FROM card c JOIN card_holding h ON h.card_id = c.id
      GROUP BY c.id, c.total_issued HAVING held > c.total_issued LIMIT 50`,
  );
  await rows(
    "holdings and card withdrawals within issue",
    `SELECT c.id, c.total_issued, COALESCE(h.held, 0) + COALESCE(w.out_units, 0) AS units FROM card c
       LEFT JOIN (SELECT card_id, SUM(amount) AS held FROM card_holding GROUP BY card_id) h ON h.card_id = c.id
       LEFT JOIN (SELECT card_id, SUM(units) AS out_units FROM card_withdrawal WHERE status <> 'FAILED'
                   GROUP BY card_id) w ON w.card_id = c.id
      WHERE COALESCE(h.held, 0) + COALESCE(w.out_units, 0) > c.total_issued LIMIT 50`,
  );
  await rows(
    "open usdt withdrawal marked pending, closed one not",
    `SELECT id, status, pending_user_id FROM usdt_withdrawal
      WHERE (status IN ('REVIEW', 'APPROVED', 'SENDING')) <> (pending_user_id IS NOT NULL) LIMIT 50`,
  );
  await rows(
    "open withdrawals covered by frozen balance",
    `SELECT o.user_id, o.currency, SUM(o.open_total) AS open_total, COALESCE(a.frozen, 0) AS frozen FROM (
         SELECT user_id, 'USDT' AS currency, SUM(amount + fee) AS open_total FROM usdt_withdrawal
          WHERE status IN ('REVIEW', 'APPROVED', 'SENDING') GROUP BY user_id
         UNION ALL
         SELECT user_id, fee_currency AS currency, SUM(fee) AS open_total FROM card_withdrawal
          WHERE status IN ('REVIEW', 'APPROVED', 'SENDING') GROUP BY user_id, fee_currency) o
       LEFT JOIN ledger_account a ON a.user_id = o.user_id AND a.currency = o.currency
      GROUP BY o.user_id, o.currency, a.frozen
     HAVING SUM(o.open_total) > COALESCE(a.frozen, 0) LIMIT 50`,
  );
  await rows(
    "each credited deposit posted once, for its amount, to its owner",
    `SELECT d.id, d.status, d.amount, d.ledger_transaction_id, t.kind, e.amount AS posted
       FROM chain_deposit d
       LEFT JOIN ledger_transaction t ON t.id = d.ledger_transaction_id
       LEFT JOIN ledger_account a ON a.user_id = d.user_id AND a.currency = 'USDT'
       LEFT JOIN ledger_entry e ON e.transaction_id = t.id AND e.account_id = a.id
      WHERE (d.status = 'CREDITED') <> (d.ledger_transaction_id IS NOT NULL)
         OR (d.status = 'CREDITED' AND (t.kind IS NULL OR t.kind <> 'deposit' OR e.amount IS NULL OR e.amount <> d.amount))
      LIMIT 50`,
  );
  await rows(
    "sent withdrawals have a transaction hash",
    `SELECT 'usdt' AS kind, id FROM usdt_withdrawal WHERE status = 'SENT' AND tx_hash IS NULL
      UNION ALL
     SELECT 'card' AS kind, id FROM card_withdrawal WHERE status = 'SENT' AND tx_hash IS NULL LIMIT 50`,
  );
  await rows(
    "listed within held",
    `SELECT card_id, user_id, amount, listed FROM card_holding WHERE listed > amount LIMIT 50`,
  );
  return violations;
}
