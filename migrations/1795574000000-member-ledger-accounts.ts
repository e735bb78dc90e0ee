import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Every member has a ledger account in every currency from the moment the member exists
 * (`openMemberAccounts` at creation): a money transaction that had to open one inserted into
 * ledger_account under its own locks, and concurrent first uses deadlocked on the index. This opens
 * the accounts of the members created before, with the currencies of that time.
 */
export class MemberLedgerAccounts1795574000000 implements MigrationInterface {
  name = "MemberLedgerAccounts1795574000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`INSERT IGNORE INTO ledger_account (user_id, shard, currency)
      SELECT u.id, 0, c.currency FROM user_account u
        CROSS JOIN (SELECT 'USDT' AS currency UNION ALL SELECT 'JPOINT' UNION ALL SELECT 'JPOWER') c`);
  }

  async down(): Promise<void> {
    // Empty accounts are harmless and may already carry entries: nothing to undo.
  }
}
